import { describe, expect, it } from 'vitest';
import { metaDescription } from './description.ts';

describe('metaDescription', () => {
  it('collapses whitespace and trims, leaving short text whole', () => {
    expect(metaDescription('  Soft \n\n  wavy\thair  ')).toBe('Soft wavy hair');
  });

  it('keeps text of exactly the maximum length uncut', () => {
    const text = 'a'.repeat(160);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts before the word the limit falls in, the ellipsis counted', () => {
    expect(metaDescription('one two three four', 12)).toBe('one two…');
  });

  it('keeps a word that ends exactly where the room ends', () => {
    expect(metaDescription('one two three four', 14)).toBe('one two three…');
  });

  it('cuts at 160 characters by default', () => {
    const text = 'abcd '.repeat(40).trim();
    const cut = metaDescription(text);
    expect(cut).toBe(`${'abcd '.repeat(32).trim()}…`);
    expect(cut.length).toBe(160);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(metaDescription('Soft, silky hair', 10)).toBe('Soft…');
    expect(metaDescription('Soft. Silky hair', 10)).toBe('Soft…');
  });

  it('cuts inside a word only when one word is longer than the room', () => {
    expect(metaDescription('Supercalifragilistic is long', 10)).toBe('Supercali…');
  });

  it('cuts inside the text rather than give only an ellipsis when all that fits is punctuation', () => {
    expect(metaDescription('!!! !!! words', 6)).toBe('!!! !…');
  });

  it('never leaves half of an emoji', () => {
    expect(metaDescription('a😀😀😀', 3)).toBe('a…');
  });

  it('gives nothing when there is no room at all', () => {
    expect(metaDescription('abc', 0)).toBe('');
  });
});
