import { AFFILIATE_NUMBER_LIMITS } from '@portal/domain/affiliates';
import { IMPORT_MESSAGES } from '@portal/domain/imports';
import { z } from '../zod.ts';
import { rowColumns, rowFields as f } from './row-fields.ts';

/** Sex as the register writes it: female, male, or X (DNI no binario, Decreto 476/2021). */
export const AFFILIATE_SEXES = ['F', 'M', 'X'] as const;
/** The affiliate's ambit: AMBA or interior, as the provider's (spec §4). */
export const AFFILIATE_AMBITS = ['A', 'I'] as const;

/**
 * One row of the affiliates register (padrón): what the validation, coverage, connectivity and
 * credential screens read, plus the period (desde/hasta) the history keeps. The key is the
 * number contra + middle + inte. Its keys, in order, are the CSV header (docs/imports/README.md).
 */
export const affiliateImportRow = z
  .object({
    contra: f.integer(1, AFFILIATE_NUMBER_LIMITS.contra),
    middle: f.integer(0, AFFILIATE_NUMBER_LIMITS.middle),
    inte: f.integer(0, AFFILIATE_NUMBER_LIMITS.inte),
    prepaga: f.integer(1, 32767),
    documento: f.text(11),
    apellido: f.text(80),
    nombre: f.text(80),
    fechaNacimiento: f.optionalDay(),
    sexo: f.optionalCode(AFFILIATE_SEXES),
    plan: f.integer(1, 2_147_483_647),
    ambito: f.code(AFFILIATE_AMBITS),
    estado: f.text(1),
    estadoDesc: f.text(40),
    desde: f.day(),
    hasta: f.optionalDay(),
    requiereToken: f.flag(),
    condicionImpuestos: f.text(40),
  })
  .superRefine((row, ctx) => {
    if (row.hasta !== null && row.hasta < row.desde) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: IMPORT_MESSAGES.dateOrder });
    }
  });
export type AffiliateImportRow = z.output<typeof affiliateImportRow>;

export const AFFILIATE_IMPORT_COLUMNS = rowColumns(affiliateImportRow);

/** What each column holds, for the docs (a test keeps it and the schema in step). */
export const AFFILIATE_IMPORT_COLUMN_DOCS: Record<keyof AffiliateImportRow, string> = {
  contra: 'Contrato: entero de hasta 8 dígitos (primera parte del número de afiliado).',
  middle: 'Número intermedio, 0 a 99 (segunda parte; cambia al reimprimir la credencial).',
  inte: 'Integrante, 0 a 99 (tercera parte).',
  prepaga: 'Código de prepaga (entero).',
  documento: 'Número de documento, hasta 11 caracteres.',
  apellido: 'Apellido, hasta 80 caracteres.',
  nombre: 'Nombre, hasta 80 caracteres.',
  fechaNacimiento: 'Fecha de nacimiento (AAAA-MM-DD o DD/MM/AAAA), puede ir vacía.',
  sexo: 'F, M o X; puede ir vacío.',
  plan: 'Código de plan: debe existir (importe antes el archivo de planes).',
  ambito: 'A (AMBA) o I (interior).',
  estado: "Estado: '1' es vigente; cualquier otro valor invalida al afiliado.",
  estadoDesc: 'Descripción del estado, la que lee el prestador si no es vigente (hasta 40).',
  desde: 'Inicio de la vigencia (alta).',
  hasta: 'Fin de la vigencia; vacío si sigue vigente.',
  requiereToken: 'S o N: si las prestaciones piden token.',
  condicionImpuestos: 'Condición frente al IVA de los datos fiscales (hasta 40).',
};
