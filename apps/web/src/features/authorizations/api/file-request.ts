import {
  dentalAuthorizationCall,
  hospitalizationNoticeCall,
  immediateAuthorizationCall,
  materialsAuthorizationCall,
  medicalAuthorizationCall,
  noAuthorizationCall,
  scheduledTransferCall,
  singleMedicationCall,
  type CallBody,
  type FiledAuthorizationResponse,
} from '@portal/contracts';
import type { AuthorizationKind } from '@portal/domain/authorizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { authorizationKeys } from './keys';

/** The call of each kind of Alta de trámites (spec §7 names). */
export const FILE_CALLS = {
  autorizacion: medicalAuthorizationCall,
  'autorizacion-inmediata': immediateAuthorizationCall,
  'autorizacion-con-materiales': materialsAuthorizationCall,
  'autorizacion-medicacion-unica': singleMedicationCall,
  'tramite-sin-autorizacion': noAuthorizationCall,
  'autorizacion-odontologica': dentalAuthorizationCall,
  'traslado-programado-cimg': scheduledTransferCall,
  'aviso-internacion': hospitalizationNoticeCall,
} as const satisfies Record<AuthorizationKind, unknown>;

type FileCalls = typeof FILE_CALLS;

/** A request to file: its kind and the body its call takes. */
export type FiledRequest = {
  [Kind in AuthorizationKind]: { kind: Kind; body: CallBody<FileCalls[Kind]> };
}[AuthorizationKind];

export interface FileRequestVariables {
  request: FiledRequest;
  onProgress?: (fraction: number) => void;
}

/** Files one request with its files inline (one transaction on the server), with progress. */
export function fileRequest(
  http: HttpClient,
  provider: number,
  { request, onProgress }: FileRequestVariables,
): Promise<FiledAuthorizationResponse> {
  // Each kind's body was built for its own call; the union loses that pairing for TypeScript.
  const call = FILE_CALLS[request.kind] as typeof medicalAuthorizationCall;
  const body = request.body as CallBody<typeof medicalAuthorizationCall>;
  return uploadCall(http, call, { params: { id: provider }, body }, { onProgress });
}

export function useFileRequest() {
  const http = useHttp();
  const provider = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: FileRequestVariables) => fileRequest(http, provider, variables),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authorizationKeys.searches }),
  });
}
