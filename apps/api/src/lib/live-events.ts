import { EventEmitter } from 'node:events';
import pg from 'pg';
import type {
  AuthorizationLiveEvent,
  CensusLiveEvent,
  InquiryLiveEvent,
  StageEvent,
} from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';

/** A stage was added to a case of this provider (docs/decisions/0011). Ids only, no health data. */
export interface CaseStageEvent extends StageEvent {
  providerId: number;
}

/** The insurer decided or observed one of the provider's authorizations. */
export interface AuthorizationBusEvent {
  kind: 'autorizacion';
  providerId: number;
  event: AuthorizationLiveEvent;
}

/** The insurer audited one of the provider's census rows (docs/decisions/0071). */
export interface CensusBusEvent {
  kind: 'censo';
  providerId: number;
  event: CensusLiveEvent;
}

/** The insurer answered one of the provider's payment inquiries (docs/decisions/0071). */
export interface InquiryBusEvent {
  kind: 'consulta-de-pago';
  providerId: number;
  event: InquiryLiveEvent;
}

/** What the console decides and a provider's area stream carries, beside the support cases'. */
export type ProviderDecisionEvent = AuthorizationBusEvent | CensusBusEvent | InquiryBusEvent;

/**
 * The provider id access changes travel under: no provider has it, so no provider's stream
 * hears them; every API process listens to it to keep its guard cache honest (ADR 0023).
 */
export const ACCESS_CHANGES = 0;

/** A user's grants or state changed (user management): every process forgets it (ADR 0013). */
export interface AccessChangedEvent {
  kind: 'acceso';
  providerId: typeof ACCESS_CHANGES;
  userId: number;
}

/**
 * An import committed: every process forgets what it keeps of these names (the kind's
 * `invalidates`, e.g. 'plans'). It travels under ACCESS_CHANGES, the channel every process hears.
 */
/**
 * What an import names in its `invalidates` when it changed the public site or the guides: the
 * content answers and the pages rendered on the server forget what they keep.
 */
export const CONTENT_CHANGES = 'content';

export interface ImportedEvent {
  kind: 'importado';
  providerId: typeof ACCESS_CHANGES;
  invalidates: string[];
}

/**
 * The bus key the console's streams listen under: no provider has it, so no provider's stream
 * hears the staff's events, and the staff's hear nothing of one provider's.
 */
export const STAFF_QUEUES = -1;

/** An item of a console queue was filed, answered or decided (docs/decisions/0059): ids only. */
export interface QueueChangedEvent {
  kind: 'cola';
  providerId: typeof STAFF_QUEUES;
  cola: QueueId;
  id: number;
}

/**
 * What the one bus carries: support-case stages, the decisions on a provider's authorizations,
 * census rows and payment inquiries, access changes, committed imports and the console's queue
 * changes.
 * Each stream keeps its own kind (a case event has no `kind`), so one LISTEN connection serves
 * every area.
 */
export type LiveEvent =
  CaseStageEvent | ProviderDecisionEvent | AccessChangedEvent | ImportedEvent | QueueChangedEvent;

/** A support case's stage: the one event with no `kind`. */
export function isCaseStageEvent(event: LiveEvent): event is CaseStageEvent {
  return !('kind' in event);
}

/** Delivers live events to the streams open in this process, whichever process caused them. */
export interface LiveEventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(providerId: number, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export const LIVE_EVENTS_CHANNEL = 'portal_live_events';

function localBus() {
  const emitter = new EventEmitter();
  // One listener per open stream: many providers' pages may be open at once.
  emitter.setMaxListeners(0);
  return {
    emit: (event: LiveEvent) => emitter.emit(String(event.providerId), event),
    subscribe(providerId: number, listener: (event: LiveEvent) => void) {
      emitter.on(String(providerId), listener);
      return () => {
        emitter.off(String(providerId), listener);
      };
    },
  };
}

/** PGlite: one process holds the database, so an in-process emitter reaches every stream. */
export function memoryLiveEvents(): LiveEventBus {
  const local = localBus();
  return {
    publish: (event) => {
      local.emit(event);
      return Promise.resolve();
    },
    subscribe: (providerId, listener) => local.subscribe(providerId, listener),
    close: () => Promise.resolve(),
  };
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * PostgreSQL: publishing is NOTIFY; one dedicated connection per process LISTENs and feeds the
 * local emitter (its own notifications included), so every API process sees every event.
 * A lost listener connection is re-opened after a pause; events in between are not replayed.
 */
export async function postgresLiveEvents(
  url: string,
  notify: (payload: string) => Promise<unknown>,
  log: Log,
): Promise<LiveEventBus> {
  const local = localBus();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_EVENTS_CHANNEL || !message.payload) return;
      try {
        local.emit(JSON.parse(message.payload) as LiveEvent);
      } catch {
        log.warn({ channel: message.channel }, 'unreadable case event ignored');
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error.message }, 'case events listener lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
    });
    await next.connect();
    await next.query(`listen ${LIVE_EVENTS_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();

  return {
    publish: (event) => notify(JSON.stringify(event)).then(() => undefined),
    subscribe: (providerId, listener) => local.subscribe(providerId, listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}

/** For commands outside the API processes: publish only (NOTIFY), nobody listens here. */
export function notifyingLiveEvents(notify: (payload: string) => Promise<unknown>): LiveEventBus {
  return {
    publish: (event) => notify(JSON.stringify(event)).then(() => undefined),
    subscribe: () => () => undefined,
    close: () => Promise.resolve(),
  };
}
