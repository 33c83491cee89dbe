import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, personName } from './person-name.ts';

const message = (value: unknown) => personName.safeParse(value).error?.issues[0]?.message;

describe('personName', () => {
  it('takes an ordinary name, trimmed, and an empty one', () => {
    expect(personName.parse('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(personName.parse('Zoë O’Brien-Nkemelu')).toBe('Zoë O’Brien-Nkemelu');
    expect(personName.parse('')).toBe('');
    expect(personName.parse('a'.repeat(MAX_NAME_LENGTH))).toHaveLength(MAX_NAME_LENGTH);
  });

  it('refuses what is not text, too long, on several lines or with control characters', () => {
    expect(message(null)).toBe('A name must be text.');
    expect(message(5)).toBe('A name must be text.');
    expect(message('a'.repeat(MAX_NAME_LENGTH + 1))).toBe('A name can be at most 60 characters.');
    expect(message('Ada\nLovelace')).toBe('A name must be on one line.');
    expect(message('Ada\u2028Lovelace')).toBe('A name must be on one line.');
    expect(message('Ada\u0000')).toBe('A name cannot contain control characters.');
    expect(message('Ada\tLovelace')).toBe('A name cannot contain control characters.');
    expect(message('Ada \u202Eecalevol')).toBe('A name cannot contain control characters.');
  });
});
