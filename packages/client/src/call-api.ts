import type { CallDefinition, CallInput, CallResult } from '@portal/contracts';
import { callPath, callQueryString } from '@portal/contracts/call-url';
import type { HttpClient, RequestOptions, UploadOptions } from './http.ts';

/**
 * A call's definition, or a loader of it. The few calls the public home makes before anything
 * else loads (public config, login, the after-login call) pass a loader, so the contracts'
 * schemas and zod stay out of the initial JavaScript (docs/decisions/0017).
 */
export type CallRef<Call extends CallDefinition> = Call | (() => Promise<Call>);

async function resolve<Call extends CallDefinition>(ref: CallRef<Call>): Promise<Call> {
  return typeof ref === 'function' ? ref() : ref;
}

/**
 * Whether a call answers a file (`binaryBody`). The contracts' index is read here, when a call is
 * made, not imported at the top: this module is in the public home's initial JavaScript, and the
 * index brings zod and every schema with it (docs/decisions/0041).
 */
async function answersFile(call: CallDefinition): Promise<boolean> {
  const { binaryBody } = await import('@portal/contracts');
  return call.response === binaryBody;
}

/** The URL of a call with its path parameters and query. */
export function callUrl<Call extends CallDefinition>(call: Call, input: CallInput<Call>): string {
  const { params, query } = input as { params?: object; query?: object };
  return callPath(call, params) + callQueryString(query);
}

export type CallOptions = Pick<RequestOptions, 'token' | 'signal' | 'handleUnauthorized'>;

/**
 * Makes one /pre call through the session's client, typed by its contract: the path, method,
 * parameters, query and body come from the definition, and the answer has its response's type.
 * A file answer (`binaryBody`) comes as a Blob.
 */
export async function callApi<Call extends CallDefinition>(
  http: HttpClient,
  ref: CallRef<Call>,
  input: CallInput<Call>,
  options: CallOptions = {},
): Promise<CallResult<Call>> {
  const call = await resolve(ref);
  return http.request<CallResult<Call>>(call.method, callUrl(call, input), {
    ...options,
    body: input.body,
    responseType: (await answersFile(call)) ? 'blob' : 'json',
  });
}

/** A call whose answer is a file in one of its formats (a report as CSV): read as a Blob. */
export async function callApiForFile<Call extends CallDefinition>(
  http: HttpClient,
  call: Call,
  input: CallInput<Call>,
  options: CallOptions = {},
): Promise<Blob> {
  return http.getBlob(callUrl(call, input), options);
}

/** A JSON write that reports upload progress (attachments), typed by its contract. */
export function uploadCall<Call extends CallDefinition & { method: 'POST' | 'PUT' }>(
  http: HttpClient,
  call: Call,
  input: CallInput<Call>,
  options: UploadOptions = {},
): Promise<CallResult<Call>> {
  return http.upload<CallResult<Call>>(call.method, callUrl(call, input), input.body, options);
}

/**
 * A call whose body is a file sent as it is (an import), typed by its contract: as the file's own
 * media type when the call takes it, else as the call's first (a browser may give a CSV none).
 */
export function fileBodyCall<
  Call extends CallDefinition & { method: 'POST' | 'PUT'; upload: readonly string[] },
>(
  http: HttpClient,
  call: Call,
  input: CallInput<Call>,
  file: Blob,
  options: CallOptions = {},
): Promise<CallResult<Call>> {
  const contentType = call.upload.includes(file.type) ? file.type : call.upload[0]!;
  return http.request<CallResult<Call>>(call.method, callUrl(call, input), {
    ...options,
    body: file,
    contentType,
  });
}

/** Opens a call's server-sent event stream with the session's bearer. */
export function openCallStream<Call extends CallDefinition & { method: 'GET' }>(
  http: HttpClient,
  call: Call,
  input: CallInput<Call>,
  options: { signal: AbortSignal },
): Promise<Response> {
  return http.openStream(callUrl(call, input), options);
}
