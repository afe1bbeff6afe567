import { z } from 'zod';
import { parseExp, parseAffiliateNumber, AFFILIATE_NUMBER_LIMITS } from '@portal/domain';

/** YYYYMMDD, how dates travel to the server (spec §5); must be a real calendar day. */
export const serverDay = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'La fecha debe tener el formato AAAAMMDD.')
  .refine((text) => parseExp(`${text}000000`) !== null, 'La fecha no existe.');

/** A positive integer id as it comes in a path or a query (text) or a body (number). */
export const numericId = z.coerce
  .number({ error: 'Debe ser un número.' })
  .int('Debe ser un número entero.')
  .positive('Debe ser un número positivo.')
  .max(2_147_483_647, 'El número es demasiado grande.');

export const contraField = z.coerce
  .number({ error: 'El contrato debe ser numérico.' })
  .int('El contrato debe ser numérico.')
  .min(1, 'El contrato debe ser numérico.')
  .max(AFFILIATE_NUMBER_LIMITS.contra, 'El contrato tiene hasta 8 dígitos.');
export const middleField = z.coerce
  .number({ error: 'El número intermedio debe ser numérico.' })
  .int('El número intermedio debe ser numérico.')
  .min(0)
  .max(AFFILIATE_NUMBER_LIMITS.middle, 'El número intermedio tiene hasta 2 dígitos.');
export const inteField = z.coerce
  .number({ error: 'El integrante debe ser numérico.' })
  .int('El integrante debe ser numérico.')
  .min(0)
  .max(AFFILIATE_NUMBER_LIMITS.inte, 'El integrante tiene hasta 2 dígitos.');

/** The affiliate number as typed ("30000001 1 01"), read with the domain's parser. */
export const affiliateNumberText = z
  .string()
  .max(60)
  .transform((text, context) => {
    const parsed = parseAffiliateNumber(text);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  });

/** A nomenclator service code (numeric, up to 8 digits). */
export const serviceCode = z.coerce
  .number({ error: 'El código de prestación debe ser numérico.' })
  .int('El código de prestación debe ser numérico.')
  .positive('El código de prestación debe ser numérico.')
  .max(99_999_999, 'El código de prestación tiene hasta 8 dígitos.');

export const flagSN = z.enum(['S', 'N']);
