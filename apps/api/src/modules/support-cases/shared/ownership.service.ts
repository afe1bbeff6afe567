import { EXTRA_MESSAGES } from '@portal/domain/app';
import { providerAmbit } from '@portal/domain/provider';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import { findCase } from './cases.repository.ts';
import { findProviderContext } from './provider-context.repository.ts';

/** What every part of the support centre needs: the caller's provider and its cases. */

export interface CaseReadDeps {
  db: Db;
  clock: Clock;
}

export const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

/** The caller's provider; a code in a path or body that is not the caller's is "not found". */
export async function ownProvider(db: Db, sessionProviderId: number, code?: number) {
  if (code !== undefined && code !== sessionProviderId) throw notFound();
  const provider = await findProviderContext(db, sessionProviderId);
  if (!provider) throw notFound();
  return { ...provider, ambit: providerAmbit(provider.units) };
}

/** One listable case of the caller's provider; anyone else's case is "not found". */
export async function ownCase(
  db: Db,
  providerId: number,
  by: { nroTramite: number } | { tramiteJbpm: number },
) {
  const found = await findCase(db, providerId, by);
  if (!found) throw notFound();
  return found;
}
