import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.tsx';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 6)).toEqual([1, 2, null, 6]);
    expect(pageWindow(6, 6)).toEqual([1, null, 5, 6]);
  });
});
