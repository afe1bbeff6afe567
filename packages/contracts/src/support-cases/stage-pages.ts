import { z } from '../zod.ts';
import { CASE_STAGE_PAGE } from '@portal/domain/support-cases';
import { integerText } from '../common-fields.ts';

/**
 * A case's stages come in pages counted from the newest: the detail's `etapas` and
 * the timeline's `eventos`. Page 1 is the newest `cantidad` stages; within a page they stay
 * oldest first, as the whole list was, so a case with few stages reads as before.
 */

/** ?pagina&cantidad: page 1 and CASE_STAGE_PAGE.defaultSize when left out. */
export const stagePageQuery = z.object({
  pagina: integerText({
    min: 1,
    max: CASE_STAGE_PAGE.maxPage,
    message: 'La página debe ser un número entero.',
    tooSmall: 'La página empieza en 1.',
    tooBig: `La página va hasta ${CASE_STAGE_PAGE.maxPage}.`,
  }).default(1),
  cantidad: integerText({
    min: 1,
    max: CASE_STAGE_PAGE.maxSize,
    message: 'La cantidad debe ser un número entero.',
    tooSmall: 'La cantidad debe ser al menos 1.',
    tooBig: `Como máximo ${CASE_STAGE_PAGE.maxSize} etapas por página.`,
  }).default(CASE_STAGE_PAGE.defaultSize),
});
export type StagePageQuery = z.infer<typeof stagePageQuery>;

/** The page answered: its number and size as read, and how many stages the case has. */
export const stagePageInfo = z.object({
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
});
export type StagePageInfo = z.infer<typeof stagePageInfo>;
