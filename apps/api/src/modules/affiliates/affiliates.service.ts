import {
  AFFILIATE_MESSAGES,
  affiliateVerdict,
  fiscalLookupApplies,
  formatAffiliateNumber,
  type AffiliateNumber,
} from '@portal/domain/affiliates';
import { formatDateTime } from '@portal/domain/format';
import type {
  AffiliateValidationRequest,
  AffiliateValidationResponse,
  ContractResponse,
  FiscalDataResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { CaptchaVerifier } from '../../lib/captcha.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import { verifyCaptcha } from '../../lib/captcha.ts';
import {
  findAffiliatesByNumber,
  findAffiliateByNumber,
  findContract,
  findFiscalData,
  findTherapeuticToken,
  type AffiliateRow,
} from './affiliates.repository.ts';

export interface AffiliatesDeps {
  db: Db;
  clock: Clock;
  captcha: CaptchaVerifier;
}

export const AFFILIATE_SERVICE_MESSAGES = {
  notFound: 'No encontramos un afiliado con ese número.',
  noFiscalData: 'No hay datos fiscales para ese documento.',
  fiscalExcluded: 'La prepaga del afiliado no informa datos fiscales.',
  contractNotFound: 'No encontramos ese contrato.',
} as const;

/** The virtual credential's id, as printed on the card. */
const credentialId = (number: AffiliateNumber) =>
  `${number.contra}${number.middle}${String(number.inte).padStart(2, '0')}`;

/** Builds the validation answer from the rows of the one lookup query. */
export function validationAnswer(
  request: { contra: number; middle?: number | undefined; inte: number },
  rows: readonly AffiliateRow[],
): AffiliateValidationResponse {
  const row =
    (request.middle === undefined ? rows[0] : rows.find((r) => r.middle === request.middle)) ??
    rows[0];
  if (!row) {
    const credential = {
      prepaga: null,
      contra: request.contra,
      middle: request.middle ?? null,
      inte: request.inte,
      error: false,
      error_desc: null,
    };
    const verdict = affiliateVerdict({ affiliate: null, credential });
    return {
      isValid: verdict.isValid,
      mensaje: verdict.message,
      affiliate: null,
      credential,
      virtualCredential: null,
      plan: null,
    };
  }
  const stale = request.middle !== undefined && row.middle !== request.middle;
  const credential = {
    prepaga: row.prepagaId,
    contra: row.contra,
    middle: row.middle,
    inte: row.inte,
    error: stale,
    error_desc: stale ? AFFILIATE_MESSAGES.staleCredential : null,
  };
  const affiliate = {
    estado: row.estado,
    nombre: row.nombre,
    apellido: row.apellido,
    estadoDesc: row.estadoDesc,
    documento: row.documento,
    prepaga: { id: row.prepagaId },
    plan: { codigo: row.planId, cartilla: { id: row.planId } },
  };
  const verdict = affiliateVerdict({ affiliate, credential });
  return {
    isValid: verdict.isValid,
    mensaje: verdict.message,
    affiliate,
    credential,
    virtualCredential: {
      selfie: null,
      credencial: { id: credentialId(row) },
      descuentoFarmacia: row.descuentoFarmacia,
    },
    plan: {
      codigo: row.planId,
      descripcion: row.planDescripcion,
      descuentoFarmacia: row.descuentoFarmacia,
    },
  };
}

/** POST .../afiliado: the captcha, then one prepared lookup. */
export async function validateAffiliate(
  deps: AffiliatesDeps,
  input: AffiliateValidationRequest,
  ip: string,
) {
  await verifyCaptcha(deps.captcha, input.recaptchaResponse, ip);
  return validationAnswer(input, await findAffiliatesByNumber(deps.db, input.contra, input.inte));
}

export async function fiscalData(
  deps: AffiliatesDeps,
  documento: string,
): Promise<FiscalDataResponse> {
  const row = await findFiscalData(deps.db, documento);
  if (!row) throw new HttpError(404, AFFILIATE_SERVICE_MESSAGES.noFiscalData, 'NOT_FOUND');
  if (!fiscalLookupApplies(row.prepagaId)) {
    throw new HttpError(404, AFFILIATE_SERVICE_MESSAGES.fiscalExcluded, 'FISCAL_EXCLUDED');
  }
  return {
    pk: { contra: row.contra, prepaga: row.prepagaId },
    condicionImpuestos: row.condicionImpuestos,
  };
}

export async function therapeuticToken(
  deps: AffiliatesDeps,
  params: { prepagaId: number; contra: number; inte: number },
) {
  const row = await findTherapeuticToken(deps.db, params.prepagaId, params.contra, params.inte);
  if (!row) throw new HttpError(404, AFFILIATE_SERVICE_MESSAGES.notFound, 'NOT_FOUND');
  return { requiereToken: row.requiereToken };
}

export async function contractData(
  deps: AffiliatesDeps,
  contra: number,
): Promise<ContractResponse> {
  const row = await findContract(deps.db, contra);
  if (!row) throw new HttpError(404, AFFILIATE_SERVICE_MESSAGES.contractNotFound, 'NOT_FOUND');
  return {
    contra,
    prepaga: { id: row.prepagaId },
    plan: {
      codigo: row.planId,
      descripcion: row.planDescripcion,
      descuentoFarmacia: row.descuentoFarmacia,
    },
    vigente: row.activos > 0,
    integrantes: row.integrantes,
    integrantesActivos: row.activos,
  };
}

/** The coverage certificate: who, which plan and the pharmacy discount, as a PDF. */
export async function coveragePdf(
  deps: AffiliatesDeps,
  provider: { id: number },
  params: { contra: number; inte: number },
): Promise<Uint8Array> {
  const row = await findAffiliateByNumber(deps.db, params.contra, params.inte);
  if (!row) throw new HttpError(404, AFFILIATE_SERVICE_MESSAGES.notFound, 'NOT_FOUND');
  if (!affiliateVerdict({ affiliate: row }).isValid) {
    throw new HttpError(422, AFFILIATE_MESSAGES.invalid, 'AFFILIATE_INVALID');
  }
  const now = deps.clock.now();
  return renderSimplePdf({
    title: 'Certificado de cobertura',
    subtitle: `Emitido el ${formatDateTime(now)} para el prestador ${provider.id}`,
    createdAt: now,
    sections: [
      {
        heading: 'Afiliado',
        rows: [
          ['Nombre', `${row.apellido}, ${row.nombre}`],
          ['Número de afiliado', formatAffiliateNumber(row)],
          ['Estado', row.estadoDesc],
        ],
      },
      {
        heading: 'Cobertura',
        rows: [
          ['Plan', `${row.planDescripcion} (${row.planId})`],
          ['Descuento en farmacia', `${row.descuentoFarmacia} %`],
          ['Requiere token terapéutico', row.requiereToken ? 'Sí' : 'No'],
        ],
      },
    ],
    footer: 'Este certificado acredita la cobertura vigente a la fecha y hora de emisión.',
  });
}
