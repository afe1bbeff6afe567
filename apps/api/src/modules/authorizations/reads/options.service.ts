import type { AuthorizationOptionsResponse } from '@portal/contracts';
import {
  AUTHORIZATION_KIND_LABELS,
  AUTHORIZATION_KINDS,
  HOSPITALIZATION_ROOMS,
  HOSPITALIZATION_TYPES,
  LICENCE_TYPES,
  MEDICAL_AUTHORIZATION_TYPES,
} from '@portal/domain/authorizations';
import { ownProvider } from '../../../lib/ownership.ts';
import { findFilingProvider } from '../filing/filing.repository.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { notFound } from './detail.service.ts';

/** What Alta de trámites offers the provider: dental only to odontology providers (esOdonto). */
export async function requestOptions(
  deps: AuthorizationDeps,
  providerId: number,
  pathId: number,
): Promise<AuthorizationOptionsResponse> {
  ownProvider(providerId, pathId);
  const provider = await findFilingProvider(deps.db, providerId);
  if (!provider) throw notFound();
  const kinds = AUTHORIZATION_KINDS.filter(
    (kind) => kind !== 'autorizacion-odontologica' || provider.esOdonto,
  );
  return {
    tipos: kinds.map((id) => ({ id, descripcion: AUTHORIZATION_KIND_LABELS[id] })),
    esOdonto: provider.esOdonto,
    tiposAutorizacionMedica: [...MEDICAL_AUTHORIZATION_TYPES],
    salas: [...HOSPITALIZATION_ROOMS],
    tiposInternacion: [...HOSPITALIZATION_TYPES],
    tiposMatricula: [...LICENCE_TYPES],
  };
}
