// The typed client's core is shared with the console: packages/client (docs/decisions/0057).
export * from '@portal/client/http';
