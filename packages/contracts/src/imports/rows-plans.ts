import { COVERAGE_MODALITIES } from '@portal/domain/coverage';
import { IMPORT_MESSAGES } from '@portal/domain/imports';
import { z } from '../zod.ts';
import { rowColumns, rowFields as f } from './row-fields.ts';

/**
 * One row of the plans file: a plan and, when `prestacion` is given, its coverage of that
 * service (modality AP/NC/AM/SA, excepted or not, the affiliate's copay in pesos). A plan's own
 * columns repeat on each of its rows and must agree. The key is plan + prestacion.
 */
export const planImportRow = z
  .object({
    plan: f.integer(1, 2_147_483_647),
    prepaga: f.integer(1, 32767),
    descripcion: f.text(120),
    descuentoFarmacia: f.integer(0, 100),
    prestacion: f.optionalInteger(1, 2_147_483_647),
    modalidad: f.optionalCode(COVERAGE_MODALITIES),
    exceptuada: f.optionalCode(['S', 'N'] as const),
    copago: f.cents(),
  })
  .superRefine((row, ctx) => {
    if (row.prestacion !== null && row.modalidad === null) {
      ctx.addIssue({ code: 'custom', path: ['modalidad'], message: IMPORT_MESSAGES.required });
    }
  });
export type PlanImportRow = z.output<typeof planImportRow>;

export const PLAN_IMPORT_COLUMNS = rowColumns(planImportRow);

export const PLAN_IMPORT_COLUMN_DOCS: Record<keyof PlanImportRow, string> = {
  plan: 'Código de plan (entero).',
  prepaga: 'Código de prepaga del plan.',
  descripcion: 'Nombre del plan, hasta 120 caracteres (igual en todas sus filas).',
  descuentoFarmacia: 'Descuento en farmacia, 0 a 100 (%), el de la credencial virtual.',
  prestacion: 'Código de prestación cubierta; vacío en una fila que sólo describe el plan.',
  modalidad: 'AP, NC, AM o SA; obligatoria con prestación.',
  exceptuada: 'S o N (vacío es N).',
  copago: 'Copago en pesos, hasta dos decimales (coma o punto), 0 si no hay.',
};
