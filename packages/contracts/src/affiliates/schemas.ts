import { z } from '../zod.ts';
import { BULK_ROWS_PER_CALL, BULK_MESSAGES } from '@portal/domain/affiliates';
import { COVERAGE_MODALITIES } from '@portal/domain/coverage';
import {
  affiliateNumberText,
  contraField,
  int16Text,
  inteField,
  middleField,
  numericId,
  plainText,
} from '../common-fields.ts';

/**
 * POST /pre/v1/validador/{providerId}/afiliado (spec §7 "affiliate data at the provider path").
 * `middle` is this portal's addition: the middle part of the number, checked when sent.
 */
export const affiliateValidationRequest = z.object({
  contra: contraField,
  middle: middleField.optional(),
  inte: inteField,
  /** Who validates (the portal sends 'web'). */
  validador: plainText(60).optional(),
  recaptchaResponse: plainText(4000).optional(),
  apiKey: plainText(200).optional(),
  deviceid: plainText(200).optional(),
});
export type AffiliateValidationRequest = z.infer<typeof affiliateValidationRequest>;

/**
 * What Validar afiliado's form holds: the number as typed, read with the domain's parser; its
 * parts are the body's contra, middle and inte, so the typed text is checked here, not there.
 */
export const affiliateValidationForm = z.object({ afiliado: affiliateNumberText });
export type AffiliateValidationForm = z.input<typeof affiliateValidationForm>;

export const providerPathParams = z.object({ id: numericId });

export const affiliateDto = z.object({
  /** '1' is valid (spec §3). */
  estado: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  estadoDesc: z.string(),
  /** For the fiscal lookup (GET datos-fiscales/{documento}). */
  documento: z.string(),
  prepaga: z.object({ id: z.number().int() }),
  plan: z.object({ codigo: z.number().int(), cartilla: z.object({ id: z.number().int() }) }),
});

export const credentialDto = z.object({
  prepaga: z.number().int().nullable(),
  contra: z.number().int(),
  /** The middle part on record, or the one asked for when there is no affiliate. */
  middle: z.number().int().nullable(),
  inte: z.number().int(),
  error: z.boolean(),
  error_desc: z.string().nullable(),
});

export const virtualCredentialDto = z.object({
  /** URL of the affiliate's photo, or null when there is none. */
  selfie: z.string().nullable(),
  credencial: z.object({ id: z.string() }),
  /** Pharmacy discount percentage. */
  descuentoFarmacia: z.number().int(),
});

export const planDto = z.object({
  codigo: z.number().int(),
  descripcion: z.string(),
  descuentoFarmacia: z.number().int(),
});

/**
 * The validation answer. `isValid` and `mensaje` are the §5 rules already applied by the server
 * (with the same domain function the web uses): `mensaje` is null for a valid affiliate.
 */
export const affiliateValidationResponse = z.object({
  isValid: z.boolean(),
  mensaje: z.string().nullable(),
  affiliate: affiliateDto.nullable(),
  credential: credentialDto,
  virtualCredential: virtualCredentialDto.nullable(),
  plan: planDto.nullable(),
});
export type AffiliateValidationResponse = z.infer<typeof affiliateValidationResponse>;

/** GET /pre/v1/validador/datos-fiscales/{documento} */
export const fiscalDataParams = z.object({
  documento: z
    .string()
    .trim()
    .regex(/^\d{6,11}$/, 'El documento tiene entre 6 y 11 dígitos.'),
});
export const fiscalDataResponse = z.object({
  pk: z.object({ contra: z.number().int(), prepaga: z.number().int() }),
  condicionImpuestos: z.string(),
});
export type FiscalDataResponse = z.infer<typeof fiscalDataResponse>;

/** GET /pre/v1/validador/token-terapeutico/{prepagaId}/{contra}/{inte} */
export const therapeuticTokenParams = z.object({
  /** A `smallint` column: 32768 and up are refused here, not by the database. */
  prepagaId: int16Text(),
  contra: contraField,
  inte: inteField,
});
export const therapeuticTokenResponse = z.object({ requiereToken: z.boolean() });

/** GET /pre/v1/validador/contratos/{contra} */
export const contractParams = z.object({ contra: contraField });
export const contractResponse = z.object({
  contra: z.number().int(),
  prepaga: z.object({ id: z.number().int() }),
  plan: planDto,
  /** True while at least one member is active. */
  vigente: z.boolean(),
  integrantes: z.number().int(),
  integrantesActivos: z.number().int(),
});
export type ContractResponse = z.infer<typeof contractResponse>;

/** GET /pre/v1/validador/cobertura-pdf/{contra}/{inte} answers application/pdf. */
export const coveragePdfParams = z.object({ contra: contraField, inte: inteField });

/** POST /pre/v1/validador/validacion-masiva: one chunk of an uploaded CSV. */
export const bulkValidationRequest = z.object({
  filas: z
    .array(
      z.object({
        fila: z.number().int().positive().max(1_000_000),
        /** The affiliate number as it was in the file; malformed ones are reported per row. */
        numero: plainText(100),
        /** Optional service code as it was in the file. */
        prestacion: plainText(100).nullable().optional(),
      }),
    )
    .min(1, BULK_MESSAGES.empty)
    .max(BULK_ROWS_PER_CALL, BULK_MESSAGES.tooManyRowsPerCall),
  recaptchaResponse: z.string().max(4000).optional(),
});
export type BulkValidationRequest = z.infer<typeof bulkValidationRequest>;

export const bulkValidationRow = z.object({
  fila: z.number().int(),
  numero: z.string(),
  valido: z.boolean(),
  descripcion: z.string(),
  /** Coverage modality of the row's service, when one was given and the affiliate is valid. */
  modalidad: z.enum(COVERAGE_MODALITIES).nullable(),
});
export type BulkValidationRow = z.infer<typeof bulkValidationRow>;
export const bulkValidationResponse = z.object({ resultados: z.array(bulkValidationRow) });
export type BulkValidationResponse = z.infer<typeof bulkValidationResponse>;
