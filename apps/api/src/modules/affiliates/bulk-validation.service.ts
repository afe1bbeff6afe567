import {
  AFFILIATE_MESSAGES,
  affiliateVerdict,
  BULK_MESSAGES,
  formatAffiliateNumber,
  parseAffiliateNumber,
  type AffiliateNumber,
} from '@portal/domain/affiliates';
import { COVERAGE_MESSAGES, isCoverageModality } from '@portal/domain/coverage';
import type { BulkValidationRequest, BulkValidationRow } from '@portal/contracts';
import { verifyCaptcha } from '../../lib/captcha.ts';
import { bulkLookup, type BulkLookupRow } from './affiliates.repository.ts';
import type { AffiliatesDeps } from './affiliates.service.ts';

type Parsed =
  | { ok: true; fila: number; number: AffiliateNumber; service: number | null }
  | { ok: false; fila: number; numero: string; message: string };

function parseRow(row: BulkValidationRequest['filas'][number]): Parsed {
  const number = parseAffiliateNumber(row.numero);
  if (!number.ok)
    return { ok: false, fila: row.fila, numero: row.numero.trim(), message: number.message };
  const serviceText = row.prestacion?.trim() ?? '';
  if (serviceText !== '' && !/^\d{1,8}$/.test(serviceText)) {
    return {
      ok: false,
      fila: row.fila,
      numero: formatAffiliateNumber(number.value),
      message: BULK_MESSAGES.malformedService,
    };
  }
  return {
    ok: true,
    fila: row.fila,
    number: number.value,
    service: serviceText === '' ? null : Number(serviceText),
  };
}

function rowResult(
  parsed: Extract<Parsed, { ok: true }>,
  found: BulkLookupRow[],
): BulkValidationRow {
  const numero = formatAffiliateNumber(parsed.number);
  const match = found.find((row) => row.middle === parsed.number.middle) ?? found[0];
  if (!match) {
    return {
      fila: parsed.fila,
      numero,
      valido: false,
      descripcion: AFFILIATE_MESSAGES.credentialNotFound,
      modalidad: null,
    };
  }
  const stale = match.middle !== parsed.number.middle;
  const verdict = affiliateVerdict({
    affiliate: match,
    credential: { error: stale, error_desc: stale ? AFFILIATE_MESSAGES.staleCredential : null },
  });
  if (!verdict.isValid) {
    return {
      fila: parsed.fila,
      numero,
      valido: false,
      descripcion: verdict.message ?? '',
      modalidad: null,
    };
  }
  if (parsed.service === null) {
    return {
      fila: parsed.fila,
      numero,
      valido: true,
      descripcion: match.estadoDesc,
      modalidad: null,
    };
  }
  if (!match.serviceKnown) {
    return {
      fila: parsed.fila,
      numero,
      valido: true,
      descripcion: `${match.estadoDesc}. ${BULK_MESSAGES.unknownService}`,
      modalidad: null,
    };
  }
  const modality = match.modCobert;
  if (modality === null || !isCoverageModality(modality)) {
    return {
      fila: parsed.fila,
      numero,
      valido: true,
      descripcion: `${match.estadoDesc}. ${COVERAGE_MESSAGES.noCoverageData}`,
      modalidad: null,
    };
  }
  return {
    fila: parsed.fila,
    numero,
    valido: true,
    descripcion: match.estadoDesc,
    modalidad: modality,
  };
}

/**
 * One chunk (≤ 500 rows) of a bulk validation: rows are parsed one by one (a malformed row is
 * reported, never fatal), then every well-formed row is looked up in one set-based query.
 */
export async function validateBulk(deps: AffiliatesDeps, input: BulkValidationRequest, ip: string) {
  await verifyCaptcha(deps.captcha, input.recaptchaResponse, ip);
  const parsed = input.filas.map(parseRow);
  const lookups = parsed.flatMap((row, i) =>
    row.ok ? [{ i, contra: row.number.contra, inte: row.number.inte, service: row.service }] : [],
  );
  const found = new Map<number, BulkLookupRow[]>();
  for (const row of await bulkLookup(deps.db, lookups)) {
    const list = found.get(row.i);
    if (list) list.push(row);
    else found.set(row.i, [row]);
  }
  const resultados: BulkValidationRow[] = parsed.map((row, i) =>
    row.ok
      ? rowResult(row, found.get(i) ?? [])
      : {
          fila: row.fila,
          numero: row.numero,
          valido: false,
          descripcion: row.message,
          modalidad: null,
        },
  );
  return { resultados };
}
