import { callApi, type CallOptions } from '@portal/client/call-api';
import type { CallDefinition, CallInput, CallResult } from '@portal/contracts';
import { useServices } from './services';

/** A function that makes contract calls through the console's session client. */
export function useCall() {
  const { http } = useServices();
  return <Call extends CallDefinition>(
    call: Call,
    input: CallInput<Call>,
    options?: CallOptions,
  ): Promise<CallResult<Call>> => callApi(http, call, input, options);
}
