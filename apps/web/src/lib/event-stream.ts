// The parser lives in packages/client, shared with the console's live queues (docs/decisions/0057).
export * from '@portal/client/event-stream';
