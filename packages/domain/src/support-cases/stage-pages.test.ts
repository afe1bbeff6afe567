import { describe, expect, it } from 'vitest';
import { CASE_STAGE_PAGE, olderStagePage, stagePageOffset } from './stage-pages.ts';

describe('stage pages (newest first, a default and a maximum size)', () => {
  it('pages of 20 by default, at most 100', () => {
    expect(CASE_STAGE_PAGE).toMatchObject({ defaultSize: 20, maxSize: 100 });
  });

  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [3, 7, 14],
    [CASE_STAGE_PAGE.maxPage, CASE_STAGE_PAGE.maxSize, 9_999_900],
  ])('page %i of %i starts %i stages from the newest', (pagina, cantidad, offset) => {
    expect(stagePageOffset(pagina, cantidad)).toBe(offset);
  });

  it.each([
    // [pagina, cantidad, total, older page]
    [1, 20, 0, null],
    [1, 20, 3, null],
    [1, 20, 20, null],
    [1, 20, 21, 2],
    [2, 20, 40, null],
    [2, 20, 41, 3],
    [3, 20, 41, null],
    [5, 20, 41, null],
    [1, 1, 2, 2],
  ])('page %i of %i with %i stages: the older page is %j', (pagina, cantidad, total, older) => {
    expect(olderStagePage({ pagina, cantidad, total })).toBe(older);
  });
});
