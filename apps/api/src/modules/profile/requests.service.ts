import type { PendingChange, RudiFile } from '@portal/contracts';
import {
  CASE_STATE_DESCRIPTIONS,
  caseBody,
  caseStatusLabel,
  contractingRoute,
  type CaseStateId,
} from '@portal/domain/support-cases';
import {
  PROFILE_CASE_REASON_ID,
  PROFILE_MESSAGES,
  changesText,
  type ProfileChange,
} from '@portal/domain/profile';
import { formatDateTime } from '@portal/domain/format';
import { providerAmbit } from '@portal/domain/provider';
import type { DataUpdateSection } from '@portal/domain/access';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { fileCase, type CaseWriteDeps } from '../support-cases/public.ts';
import type { ProviderRow } from './profile.repository.ts';
import {
  insertRequest,
  lockProvider,
  pendingRequests,
  type PendingRow,
} from './requests.repository.ts';

export type ProfileDeps = CaseWriteDeps;

/** The case's detail holds at most what a typed observation may (the support centre's limit). */
const DETAIL_MAX = 2000;

export function toPendingChange(row: PendingRow): PendingChange {
  return {
    id: row.id,
    seccion: row.section,
    lugar: row.placeId,
    documento: row.documentTipo,
    nroTramite: row.nroTramite,
    estadoDesc: caseStatusLabel(CASE_STATE_DESCRIPTIONS[row.estado as CaseStateId] ?? ''),
    fecha: formatDateTime(row.createdAt),
    cambios: row.cambios,
  };
}

export interface ChangeRequest {
  section: DataUpdateSection;
  /** The title of the case's detail, e.g. 'Datos personales y profesionales'. */
  title: string;
  changes: ProfileChange[];
  propuesta: Record<string, unknown>;
  placeId?: number;
  documentTipo?: string;
  rudiFiles?: readonly RudiFile[];
  /** Writes that must share the request's transaction (an address's phone). */
  alsoWrite?: (tx: Db) => Promise<void>;
}

const samePending = (row: PendingRow, request: ChangeRequest) =>
  row.section === request.section &&
  row.placeId === (request.placeId ?? null) &&
  row.documentTipo === (request.documentTipo ?? null);

/**
 * Files a change as a contracting case of the support centre (its own filing service: reason,
 * workflow by ambit, files checked as every case's, acknowledgement mail) and records the pending
 * change in the same transaction. One open request per section, place or document at a time.
 */
export async function fileChangeRequest(
  deps: ProfileDeps,
  session: LiveSession,
  provider: ProviderRow,
  request: ChangeRequest,
): Promise<PendingChange> {
  const refusePending = async (db: Db) => {
    const open = await pendingRequests(db, provider.id, request.section);
    if (open.some((row) => samePending(row, request))) {
      throw new HttpError(409, PROFILE_MESSAGES.pendingExists, 'CHANGE_PENDING');
    }
  };
  await refusePending(deps.db);
  const route = contractingRoute(providerAmbit(provider.units));
  const detail = changesText(request.title, request.changes).slice(0, DETAIL_MAX);
  let requestId = 0;
  const filed = await fileCase(
    deps,
    { userId: session.userId, providerId: session.providerId, email: session.email },
    caseBody({
      workflow: route.workflow,
      submotivo: route.submotivo,
      motivoWeb: PROFILE_CASE_REASON_ID,
      provider: { id: provider.id, type: provider.tipo, email: session.email },
      processDetail: detail,
      observacion: `${PROFILE_MESSAGES.caseObservation}: ${request.title}`,
      detalle: detail,
      rudiFiles: request.rudiFiles ?? [],
      emails: [],
      info1: 'Mis datos',
    }),
    async (tx, { caseId }) => {
      // Checked again inside, behind the provider's lock: two saves at once cannot both open one.
      await lockProvider(tx, provider.id);
      await refusePending(tx);
      await request.alsoWrite?.(tx);
      requestId = await insertRequest(tx, {
        providerId: provider.id,
        section: request.section,
        placeId: request.placeId ?? null,
        documentTipo: request.documentTipo ?? null,
        caseId,
        cambios: request.changes,
        propuesta: request.propuesta,
        userId: session.userId,
        createdAt: deps.clock.now(),
      });
    },
  );
  return {
    id: requestId,
    seccion: request.section,
    lugar: request.placeId ?? null,
    documento: request.documentTipo ?? null,
    nroTramite: filed.nroTramite,
    estadoDesc: caseStatusLabel(filed.estadoDesc),
    fecha: formatDateTime(deps.clock.now()),
    cambios: request.changes,
  };
}
