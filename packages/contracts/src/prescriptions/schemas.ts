import { z } from '../zod.ts';
import {
  POSOLOGY_MAX_CHARS,
  PRESCRIPTION_MAX_ITEMS,
  PRESCRIPTION_MAX_UNITS,
  PRESCRIPTION_MESSAGES,
  VADEMECUM_MIN_CHARS,
} from '@portal/domain/prescriptions';
import {
  contraField,
  int32,
  integerText,
  inteField,
  middleField,
  numericId,
  plainText,
} from '../common-fields.ts';
import { diagnosisByCodeRequest } from '../coverage/schemas.ts';
import { prescriptionItemDto } from '../medical-attention/schemas.ts';

/* Receta digital (tramitesonline/receta-digital, permission receta-digital). */

export const prescriberParams = z.object({ id: numericId });
export const prescriptionParams = z.object({
  id: numericId,
  numero: integerText({ min: 1, message: 'El número de receta es numérico.' }),
});

export const vademecumQuery = z.object({
  search: plainText(60)
    .trim()
    .min(VADEMECUM_MIN_CHARS, `Escribí al menos ${VADEMECUM_MIN_CHARS} letras.`),
});
export const medicationDto = z.object({
  id: z.number().int(),
  marca: z.string(),
  generico: z.string(),
  presentacion: z.string(),
});
export type MedicationDto = z.infer<typeof medicationDto>;
export const vademecumResponse = z.array(medicationDto);

export const prescriberResponse = z.object({
  nombre: z.string(),
  /** The licence as Mis datos shows it; null when none is on file (no prescribing then). */
  matricula: z.string().nullable(),
});
export type PrescriberResponse = z.infer<typeof prescriberResponse>;

export const prescriptionRequest = z.object({
  contra: contraField,
  middle: middleField,
  inte: inteField,
  /** An ICD-10 code as the diagnoses' type-ahead shows it ("J06.9"). */
  diagnostico: diagnosisByCodeRequest.shape.codigo,
  items: z
    .array(
      z.object({
        medicamento: int32,
        // One message for every wrong quantity (letters reach it as NaN): never clamped.
        cantidad: z
          .number({ error: PRESCRIPTION_MESSAGES.units })
          .int(PRESCRIPTION_MESSAGES.units)
          .min(1, PRESCRIPTION_MESSAGES.units)
          .max(PRESCRIPTION_MAX_UNITS, PRESCRIPTION_MESSAGES.units),
        posologia: plainText(POSOLOGY_MAX_CHARS).trim().min(1, PRESCRIPTION_MESSAGES.posology),
      }),
    )
    .min(1, PRESCRIPTION_MESSAGES.noItems)
    .max(PRESCRIPTION_MAX_ITEMS, PRESCRIPTION_MESSAGES.tooManyItems),
});
export type PrescriptionRequest = z.infer<typeof prescriptionRequest>;

export const writtenPrescriptionResponse = z.object({
  numero: z.string(),
  mensaje: z.string(),
  fecha: z.string(),
  prescriptor: z.string(),
  matricula: z.string(),
  diagnostico: z.string(),
  items: z.array(prescriptionItemDto),
});
export type WrittenPrescriptionResponse = z.infer<typeof writtenPrescriptionResponse>;

export const cancelledPrescriptionResponse = z.object({
  numero: z.string(),
  estado: z.literal('anulada'),
  mensaje: z.string(),
});
