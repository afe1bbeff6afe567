import { z } from '../zod.ts';
import { CENSUS_MOVEMENTS, CENSUS_NEWBORNS } from '@portal/domain/censuses';
import { TYPED_DATE_INVALID, parseTypedDate } from '@portal/domain/format';
import { parseAffiliateNumber } from '@portal/domain/affiliates';
import {
  contraField,
  freeText,
  integerText,
  inteField,
  plainText,
  serverDay,
} from '../common-fields.ts';

/** The most rows one page of the census search answers. */
export const CENSUS_PAGE = { defaultSize: 20, maxSize: 100, maxPage: 10_000 } as const;
export const CENSUS_OBSERVATION_MAX = 500;

export const CENSUS_FIELD_MESSAGES = {
  movement: 'Elegí el movimiento: ingreso o egreso.',
  newborn: 'Elegí el paciente o el recién nacido (1 a 3).',
  place: 'Elegí el lugar de atención.',
} as const;

/** A day as the user types it, dd/mm/aaaa, read by the domain (ADR 0016). */
export const typedDay = plainText(10).refine(
  (text) => parseTypedDate(text) !== null,
  TYPED_DATE_INVALID,
);

const movement = z.enum(CENSUS_MOVEMENTS, { error: CENSUS_FIELD_MESSAGES.movement });

/**
 * What a census row says besides the affiliate: the registration form validates these very
 * fields (the selects give text, the body numbers; both are read).
 */
export const censusEntryFields = z.object({
  /** dd/mm/aaaa, not after today nor more than 30 days back (the server checks the days). */
  fecha: typedDay,
  movimiento: movement,
  /** 0 the affiliate; 1 to 3 a newborn under the affiliate's number. */
  recienNacido: integerText({
    min: CENSUS_NEWBORNS[0],
    max: CENSUS_NEWBORNS[CENSUS_NEWBORNS.length - 1],
    message: CENSUS_FIELD_MESSAGES.newborn,
    tooSmall: CENSUS_FIELD_MESSAGES.newborn,
    tooBig: CENSUS_FIELD_MESSAGES.newborn,
  }),
  /** One of the provider's attention places in force on `fecha`. */
  lugarAtencionPrestador: integerText({
    min: 1,
    message: CENSUS_FIELD_MESSAGES.place,
    tooSmall: CENSUS_FIELD_MESSAGES.place,
  }),
  /** Sanitised as spec §5 says before it is kept. */
  observacion: freeText(CENSUS_OBSERVATION_MAX).optional(),
});

/** POST /pre/v1/censos/{providerId}/registros */
export const censusRegistrationRequest = censusEntryFields.extend({
  afiliado: z.object({ contra: contraField, inte: inteField }),
});
export type CensusRegistrationRequest = z.input<typeof censusRegistrationRequest>;
export type CensusRegistration = z.output<typeof censusRegistrationRequest>;

/** One census row: a movement of one patient on one day, with the code the insurer reads. */
export const censusRow = z.object({
  id: z.number().int(),
  /** dd/mm/aaaa */
  fecha: z.string(),
  movimiento: z.enum(CENSUS_MOVEMENTS),
  recienNacido: z.number().int(),
  codigo: z.number().int(),
  afiliado: z.object({
    contra: z.number().int(),
    middle: z.number().int(),
    inte: z.number().int(),
    nombre: z.string(),
    apellido: z.string(),
  }),
  lugarAtencion: z.object({ id: z.number().int(), descripcion: z.string() }),
  observacion: z.string().nullable(),
  /** When it was registered, dd/mm/aaaa HH:mm (Argentina). */
  registrado: z.string(),
  /** The medical audit's state of the row (docs/decisions/0060): Pendiente until audited. */
  estado: z.number().int(),
  estadoDesc: z.string(),
  /** What the auditor wrote to the provider with the decision, if anything. */
  mensajeAuditoria: z.string().nullable(),
});
export type CensusRow = z.infer<typeof censusRow>;

/** GET /pre/v1/censos/{providerId}/opciones: what the registration form offers. */
export const censusOptionsResponse = z.object({
  lugares: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
  movimientos: z.array(z.object({ id: z.enum(CENSUS_MOVEMENTS), descripcion: z.string() })),
  recienNacidos: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
});
export type CensusOptionsResponse = z.infer<typeof censusOptionsResponse>;

/**
 * GET /pre/v1/censos/{providerId}/registros: YYYYMMDD days (by default the last 15), an
 * affiliate (contra, and inte with it), a movement; newest first, by pages.
 */
export const censusSearchQuery = z.object({
  fechaDesde: serverDay.optional(),
  fechaHasta: serverDay.optional(),
  contra: contraField.optional(),
  inte: inteField.optional(),
  movimiento: movement.optional(),
  pagina: integerText({
    min: 1,
    max: CENSUS_PAGE.maxPage,
    message: 'La página debe ser un número entero.',
    tooSmall: 'La página empieza en 1.',
    tooBig: `La página va hasta ${CENSUS_PAGE.maxPage}.`,
  }).default(1),
  cantidad: integerText({
    min: 1,
    max: CENSUS_PAGE.maxSize,
    message: 'La cantidad debe ser un número entero.',
    tooSmall: 'La cantidad debe ser al menos 1.',
    tooBig: `Como máximo ${CENSUS_PAGE.maxSize} registros por página.`,
  }).default(CENSUS_PAGE.defaultSize),
});
export type CensusSearchQuery = z.infer<typeof censusSearchQuery>;

export const censusSearchResponse = z.object({
  /** The days searched, YYYYMMDD (the defaults filled in). */
  fechaDesde: z.string(),
  fechaHasta: z.string(),
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
  filas: z.array(censusRow),
});
export type CensusSearchResponse = z.infer<typeof censusSearchResponse>;

/**
 * GET /pre/v1/censos/eventos, the data of a `censo` event: the insurer audited one of the
 * provider's rows (docs/decisions/0071). Ids only: the search reads the rest again.
 */
export const censusLiveEvent = z.object({ id: z.number().int(), estado: z.number().int() });
export type CensusLiveEvent = z.infer<typeof censusLiveEvent>;

/** The search tab's filters as typed: every one may be left empty. */
export const censusSearchFilters = z.object({
  desde: plainText(10).refine(
    (text) => text === '' || parseTypedDate(text) !== null,
    TYPED_DATE_INVALID,
  ),
  hasta: plainText(10).refine(
    (text) => text === '' || parseTypedDate(text) !== null,
    TYPED_DATE_INVALID,
  ),
  afiliado: plainText(60).superRefine((text, context) => {
    const parsed = parseAffiliateNumber(text);
    if (text.trim() !== '' && !parsed.ok)
      context.addIssue({ code: 'custom', message: parsed.message });
  }),
  movimiento: z.enum(['', ...CENSUS_MOVEMENTS], { error: CENSUS_FIELD_MESSAGES.movement }),
});
export type CensusSearchFilters = z.input<typeof censusSearchFilters>;
