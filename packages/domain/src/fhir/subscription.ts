import type { Bundle, ClaimResponse, Parameters, Subscription } from '@medplum/fhirtypes';
import { asArray, asText, isRecord, type ClaimIssue } from './claim-bundle.ts';
import { PORTAL_URN } from './claim-systems.ts';

/**
 * Telling a HIS the insurer decided: an R4 Subscription in the Subscriptions R5 Backport style
 * (docs/decisions/0066). One topic, rest-hook only, and the notification carries the whole
 * ClaimResponse so the HIS needs no second call.
 */
export const CLAIM_RESPONSE_TOPIC = `${PORTAL_URN}:topic:claim-response-decision`;

export const BACKPORT = {
  payloadContent:
    'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-payload-content',
  statusProfile:
    'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-status-r4',
  notificationProfile:
    'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-notification-r4',
} as const;

/** What the server keeps of a Subscription the client asked for. */
export interface SubscriptionRequest {
  endpoint: string;
  /** "Name: value" headers sent with each notification (the client's own secret, often). */
  headers: string[];
  reason: string;
  end: string | null;
}

export const SUBSCRIPTION_MESSAGES = {
  notSubscription: 'El cuerpo debe ser una Subscription.',
  topic: `Subscription.criteria debe ser el tópico ${CLAIM_RESPONSE_TOPIC}.`,
  channel: 'Sólo se ofrece el canal rest-hook con payload application/fhir+json.',
  endpoint: 'Subscription.channel.endpoint debe ser una URL https.',
  header: 'Cada encabezado de channel.header va como "Nombre: valor", en una línea.',
  end: 'Subscription.end debe ser una fecha y hora FHIR.',
} as const;

const HEADER = /^[A-Za-z0-9-]{1,64}: [^\r\n]{1,1024}$/;

/**
 * Reads a Subscription a client POSTs. `allowHttp` is for a machine's own tests and a local
 * HIS: in production only https endpoints are called.
 */
export function readSubscription(
  body: unknown,
  options: { allowHttp: boolean },
): { ok: true; value: SubscriptionRequest } | { ok: false; issues: ClaimIssue[] } {
  if (!isRecord(body) || body['resourceType'] !== 'Subscription') {
    return {
      ok: false,
      issues: [{ expression: 'Subscription', message: SUBSCRIPTION_MESSAGES.notSubscription }],
    };
  }
  const issues: ClaimIssue[] = [];
  if (body['criteria'] !== CLAIM_RESPONSE_TOPIC) {
    issues.push({ expression: 'Subscription.criteria', message: SUBSCRIPTION_MESSAGES.topic });
  }
  const channel = isRecord(body['channel']) ? body['channel'] : {};
  const payload = channel['payload'];
  if (
    channel['type'] !== 'rest-hook' ||
    (payload !== undefined && payload !== 'application/fhir+json')
  ) {
    issues.push({ expression: 'Subscription.channel', message: SUBSCRIPTION_MESSAGES.channel });
  }
  const endpoint = asText(channel['endpoint']);
  let url: URL | null;
  try {
    url = endpoint && endpoint.length <= 2048 ? new URL(endpoint) : null;
  } catch {
    url = null;
  }
  const schemes = options.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!url || !schemes.includes(url.protocol) || url.username || url.password) {
    issues.push({
      expression: 'Subscription.channel.endpoint',
      message: SUBSCRIPTION_MESSAGES.endpoint,
    });
  }
  const headers = asArray(channel['header']);
  if (
    headers.length > 5 ||
    !headers.every((header) => typeof header === 'string' && HEADER.test(header))
  ) {
    issues.push({
      expression: 'Subscription.channel.header',
      message: SUBSCRIPTION_MESSAGES.header,
    });
  }
  const end = body['end'] === undefined ? null : asText(body['end']);
  if (body['end'] !== undefined && (!end || Number.isNaN(Date.parse(end)))) {
    issues.push({ expression: 'Subscription.end', message: SUBSCRIPTION_MESSAGES.end });
  }
  if (issues.length > 0 || !url) return { ok: false, issues };
  return {
    ok: true,
    value: {
      endpoint: url.toString(),
      headers: headers as string[],
      reason: (asText(body['reason']) ?? 'Decisiones sobre autorizaciones').slice(0, 200),
      end,
    },
  };
}

export interface StoredSubscription extends SubscriptionRequest {
  id: string;
  status: 'active' | 'error' | 'off';
  error: string | null;
  eventsSinceStart: number;
}

/** The Subscription as the client reads it back: the headers it sent stay unsaid. */
export function subscriptionResource(stored: StoredSubscription): Subscription {
  return {
    resourceType: 'Subscription',
    id: stored.id,
    status: stored.status,
    reason: stored.reason,
    criteria: CLAIM_RESPONSE_TOPIC,
    ...(stored.end ? { end: stored.end } : {}),
    ...(stored.error ? { error: stored.error } : {}),
    channel: {
      type: 'rest-hook',
      endpoint: stored.endpoint,
      payload: 'application/fhir+json',
      _payload: { extension: [{ url: BACKPORT.payloadContent, valueCode: 'full-resource' }] },
    } as Subscription['channel'],
  };
}

/** The backport's status Parameters of one notification. */
function subscriptionStatus(
  stored: Pick<StoredSubscription, 'id' | 'status'>,
  eventNumber: number,
  focus: ClaimResponse,
  at: Date,
): Parameters {
  return {
    resourceType: 'Parameters',
    meta: { profile: [BACKPORT.statusProfile] },
    parameter: [
      { name: 'subscription', valueReference: { reference: `Subscription/${stored.id}` } },
      { name: 'topic', valueCanonical: CLAIM_RESPONSE_TOPIC },
      { name: 'status', valueCode: stored.status },
      { name: 'type', valueCode: 'event-notification' },
      { name: 'events-since-subscription-start', valueString: String(eventNumber) },
      {
        name: 'notification-event',
        part: [
          { name: 'event-number', valueString: String(eventNumber) },
          { name: 'timestamp', valueInstant: at.toISOString() },
          { name: 'focus', valueReference: { reference: `ClaimResponse/${focus.id}` } },
        ],
      },
    ],
  };
}

/** The history Bundle the rest-hook POSTs: the status first, then the ClaimResponse. */
export function subscriptionNotification(
  stored: Pick<StoredSubscription, 'id' | 'status'>,
  eventNumber: number,
  focus: ClaimResponse,
  at: { baseUrl: string; now: Date; statusUuid: string },
): Bundle {
  return {
    resourceType: 'Bundle',
    meta: { profile: [BACKPORT.notificationProfile] },
    type: 'history',
    timestamp: at.now.toISOString(),
    entry: [
      {
        fullUrl: `urn:uuid:${at.statusUuid}`,
        resource: subscriptionStatus(stored, eventNumber, focus, at.now),
        request: { method: 'GET', url: `Subscription/${stored.id}/$status` },
        response: { status: '200' },
      },
      {
        fullUrl: `${at.baseUrl}/ClaimResponse/${focus.id}`,
        resource: focus,
        request: { method: 'PUT', url: `ClaimResponse/${focus.id}` },
        response: { status: '200' },
      },
    ],
  };
}
