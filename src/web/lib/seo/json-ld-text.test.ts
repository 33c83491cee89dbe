import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-text.ts';

describe('jsonLdText', () => {
  it('escapes a name that would close the script element', () => {
    const text = jsonLdText({ name: 'Wig</script><script>alert(1)</script>' });
    expect(text).toBe('{"name":"Wig\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
    expect(text).not.toContain('<');
  });

  it('escapes &, comment openers and the two JavaScript line separators', () => {
    expect(jsonLdText(['Crown & Co', '<!--', '\u2028\u2029'])).toBe(
      '["Crown \\u0026 Co","\\u003c!--","\\u2028\\u2029"]',
    );
  });

  it('parses back to the same value', () => {
    const value = { name: 'A </script> & B \u2028', n: 1, list: ['<', '>'] };
    expect(JSON.parse(jsonLdText(value))).toEqual(value);
  });

  it('writes null for undefined so the script stays valid JSON', () => {
    expect(jsonLdText(undefined)).toBe('null');
  });
});
