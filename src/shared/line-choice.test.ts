import { describe, expect, it } from 'vitest';
import { choiceText } from './line-choice.ts';

describe('choiceText', () => {
  it('keeps the specification’s "Size:" for a product chosen by length alone', () => {
    expect(choiceText({ size: '22"', options: [{ name: 'Length', value: '22"' }] })).toBe('Size: 22"');
    expect(choiceText({ size: '22"' })).toBe('Size: 22"');
  });

  it('names each option of a line that kept them, in their order', () => {
    const options = [
      { name: 'Shade', value: '#613' },
      { name: 'Length', value: '22"' },
    ];
    expect(choiceText({ size: '#613 · 22"', options })).toBe('Shade: #613 · Length: 22"');
    expect(choiceText({ size: '#613', options: [{ name: 'Shade', value: '#613' }] })).toBe('Shade: #613');
  });

  it('shows the label of several values as it is when the line kept only the label', () => {
    expect(choiceText({ size: '#613 · 22"' })).toBe('#613 · 22"');
  });
});
