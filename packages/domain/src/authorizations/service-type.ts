import { SERVICE_TYPE_CODES, type AuthorizationKind, type ServiceTypeCode } from './catalogue.ts';

/** Spec §9: dental 1, scheduled transfer 10, disability 9, everything else C. */
export function serviceTypeCode(
  kind: AuthorizationKind,
  tipoAutorizacionMedica?: string | null,
): ServiceTypeCode {
  if (kind === 'autorizacion-odontologica') return SERVICE_TYPE_CODES.odontologica;
  if (kind === 'traslado-programado-cimg') return SERVICE_TYPE_CODES.traslado;
  if (tipoAutorizacionMedica === 'discapacidad') return SERVICE_TYPE_CODES.discapacidad;
  return SERVICE_TYPE_CODES.medica;
}
