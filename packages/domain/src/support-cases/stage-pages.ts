/**
 * A case's stages (the detail's `etapas`, the timeline's `eventos`) come in pages counted from
 * the newest: page 1 is the newest `cantidad` stages, page 2 the ones before them.
 * Twenty cover every case of the demo and most real ones, so the first view of a case with few
 * stages is the whole history; a hundred keeps one answer small whatever a client asks.
 */
export const CASE_STAGE_PAGE = {
  defaultSize: 20,
  maxSize: 100,
  /** Far beyond any case the write limits let grow, and far from the offset's integer range. */
  maxPage: 100_000,
} as const;

export interface StagePage {
  pagina: number;
  cantidad: number;
  total: number;
}

/** How many stages the pages before `pagina` hold: the SQL offset from the newest. */
export function stagePageOffset(pagina: number, cantidad: number): number {
  return (pagina - 1) * cantidad;
}

/** The page of older stages after this one, or null when this page reaches the oldest. */
export function olderStagePage(page: StagePage): number | null {
  return stagePageOffset(page.pagina, page.cantidad) + page.cantidad < page.total
    ? page.pagina + 1
    : null;
}
