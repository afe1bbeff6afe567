// Shared with the console's tests: packages/client (docs/decisions/0057).
export * from '@portal/client/contract-check';
