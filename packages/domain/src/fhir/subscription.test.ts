import { describe, expect, it } from 'vitest';
import type { ClaimResponse } from '@medplum/fhirtypes';
import {
  CLAIM_RESPONSE_TOPIC,
  readSubscription,
  SUBSCRIPTION_MESSAGES,
  subscriptionNotification,
  subscriptionResource,
} from './subscription.ts';

const subscription = (
  channel: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => ({
  resourceType: 'Subscription',
  status: 'requested',
  reason: 'Decisiones de la clínica',
  criteria: CLAIM_RESPONSE_TOPIC,
  channel: {
    type: 'rest-hook',
    endpoint: 'https://his.clinica.example/fhir/notificaciones',
    payload: 'application/fhir+json',
    header: ['Authorization: Bearer secreto-del-his'],
    ...channel,
  },
  ...extra,
});

describe('readSubscription', () => {
  it('keeps the endpoint, the headers and the reason', () => {
    expect(readSubscription(subscription(), { allowHttp: false })).toEqual({
      ok: true,
      value: {
        endpoint: 'https://his.clinica.example/fhir/notificaciones',
        headers: ['Authorization: Bearer secreto-del-his'],
        reason: 'Decisiones de la clínica',
        end: null,
      },
    });
  });

  it.each([
    {
      name: 'another topic',
      body: subscription({}, { criteria: 'ClaimResponse?' }),
      at: 'Subscription.criteria',
      message: SUBSCRIPTION_MESSAGES.topic,
    },
    {
      name: 'a websocket channel',
      body: subscription({ type: 'websocket' }),
      at: 'Subscription.channel',
      message: SUBSCRIPTION_MESSAGES.channel,
    },
    {
      name: 'an XML payload',
      body: subscription({ payload: 'application/fhir+xml' }),
      at: 'Subscription.channel',
      message: SUBSCRIPTION_MESSAGES.channel,
    },
    {
      name: 'plain http',
      body: subscription({ endpoint: 'http://his.example/x' }),
      at: 'Subscription.channel.endpoint',
      message: SUBSCRIPTION_MESSAGES.endpoint,
    },
    {
      name: 'credentials in the URL',
      body: subscription({ endpoint: 'https://a:b@his.example/x' }),
      at: 'Subscription.channel.endpoint',
      message: SUBSCRIPTION_MESSAGES.endpoint,
    },
    {
      name: 'no endpoint',
      body: subscription({ endpoint: undefined }),
      at: 'Subscription.channel.endpoint',
      message: SUBSCRIPTION_MESSAGES.endpoint,
    },
    {
      name: 'a header that smuggles a second line',
      body: subscription({ header: ['X-A: 1\r\nX-B: 2'] }),
      at: 'Subscription.channel.header',
      message: SUBSCRIPTION_MESSAGES.header,
    },
    {
      name: 'an end that is no date',
      body: subscription({}, { end: 'mañana' }),
      at: 'Subscription.end',
      message: SUBSCRIPTION_MESSAGES.end,
    },
    {
      name: 'not a Subscription',
      body: { resourceType: 'Patient' },
      at: 'Subscription',
      message: SUBSCRIPTION_MESSAGES.notSubscription,
    },
  ])('refuses $name', ({ body, at, message }) => {
    expect(readSubscription(body, { allowHttp: false })).toEqual({
      ok: false,
      issues: [{ expression: at, message }],
    });
  });

  it('takes http only where the server allows it (a local HIS, the tests)', () => {
    const body = subscription({ endpoint: 'http://127.0.0.1:9999/hook' });
    expect(readSubscription(body, { allowHttp: true }).ok).toBe(true);
  });
});

describe('subscriptionResource and subscriptionNotification', () => {
  const stored = {
    id: '12',
    status: 'active' as const,
    error: null,
    eventsSinceStart: 3,
    endpoint: 'https://his.clinica.example/fhir/notificaciones',
    headers: ['Authorization: Bearer secreto-del-his'],
    reason: 'Decisiones',
    end: null,
  };

  it('reads back without the headers the client sent', () => {
    const resource = subscriptionResource(stored);
    expect(JSON.stringify(resource)).not.toContain('secreto');
    expect(resource).toMatchObject({
      status: 'active',
      criteria: CLAIM_RESPONSE_TOPIC,
      channel: { type: 'rest-hook' },
    });
  });

  it('a notification is a history Bundle: the status, then the ClaimResponse', () => {
    const focus = { resourceType: 'ClaimResponse', id: '7000999' } as ClaimResponse;
    const bundle = subscriptionNotification(stored, 4, focus, {
      baseUrl: 'https://portal.example/fhir',
      now: new Date('2026-11-29T15:00:00Z'),
      statusUuid: '5b1f7f3e-0000-4000-8000-000000000001',
    });
    expect(bundle.type).toBe('history');
    expect(bundle.entry?.map((entry) => entry.resource?.resourceType)).toEqual([
      'Parameters',
      'ClaimResponse',
    ]);
    const status = bundle.entry?.[0]?.resource as { parameter: { name: string }[] };
    expect(status.parameter.map((parameter) => parameter.name)).toEqual([
      'subscription',
      'topic',
      'status',
      'type',
      'events-since-subscription-start',
      'notification-event',
    ]);
    expect(bundle.entry?.[1]?.fullUrl).toBe('https://portal.example/fhir/ClaimResponse/7000999');
  });
});
