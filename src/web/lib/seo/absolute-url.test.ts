import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url.ts';

describe('absoluteUrl', () => {
  it('joins origin and path with one slash', () => {
    expect(absoluteUrl('https://tressa.example', '/all')).toBe('https://tressa.example/all');
    expect(absoluteUrl('https://tressa.example//', '/all')).toBe('https://tressa.example/all');
    expect(absoluteUrl('https://tressa.example/', 'logo.svg')).toBe('https://tressa.example/logo.svg');
    expect(absoluteUrl('https://tressa.example', '/')).toBe('https://tressa.example/');
  });
});
