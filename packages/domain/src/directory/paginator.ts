import { DIRECTORY_PAGE_SIZE } from './constants.ts';

export interface PaginatorStep {
  page: number;
  disabled: boolean;
}

export interface Paginator {
  page: number;
  pages: number;
  first: PaginatorStep;
  previous: PaginatorStep;
  next: PaginatorStep;
  last: PaginatorStep;
}

/**
 * The directory's first / previous / next / last paginator (spec §2) over `total` results in
 * pages of `size`: a page past the last is shown as the last; no results is one empty page.
 */
export function paginator(page: number, total: number, size = DIRECTORY_PAGE_SIZE): Paginator {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    page: current,
    pages,
    first: { page: 1, disabled: current === 1 },
    previous: { page: Math.max(1, current - 1), disabled: current === 1 },
    next: { page: Math.min(pages, current + 1), disabled: current === pages },
    last: { page: pages, disabled: current === pages },
  };
}

/** The rows to skip for a page (1-based). */
export const pageOffset = (page: number, size = DIRECTORY_PAGE_SIZE) => (page - 1) * size;

/** One locality's share of a page: skip `offset` of its results (in name order), take `limit`. */
export interface PageSlice {
  id: number;
  offset: number;
  limit: number;
}

/**
 * Where a page falls when results run locality by locality (nearest first) and by name within
 * each: given each locality's count in that order, the slices of the localities the page spans
 * (usually one or two), so each is read from an index in order instead of sorting them all.
 */
export function pageSlices(
  counts: readonly { id: number; n: number }[],
  offset: number,
  limit: number,
): PageSlice[] {
  const slices: PageSlice[] = [];
  let skip = offset;
  let wanted = limit;
  for (const { id, n } of counts) {
    if (wanted <= 0) break;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const take = Math.min(n - skip, wanted);
    slices.push({ id, offset: skip, limit: take });
    wanted -= take;
    skip = 0;
  }
  return slices;
}
