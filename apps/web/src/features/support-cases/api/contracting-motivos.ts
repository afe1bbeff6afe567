import { motivosCall } from '@portal/contracts';
import { odontologyFlag } from '@portal/domain/support-cases';
import type { ProviderType } from '@portal/domain/provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

export interface ContractingMotivosParams {
  areaId: number;
  type: ProviderType;
  esOdonto: boolean;
}

/** Contracting reasons by provider type and odontology. */
export function fetchContractingMotivos(
  http: HttpClient,
  params: ContractingMotivosParams,
  signal?: AbortSignal,
) {
  const flag = odontologyFlag(params.esOdonto);
  return callApi(
    http,
    motivosCall,
    { params: { id: params.areaId, type: params.type, flag } },
    { signal },
  );
}

export function contractingMotivosQueryOptions(http: HttpClient, params: ContractingMotivosParams) {
  return queryOptions({
    queryKey: caseKeys.reference('motivos', params.areaId, params.type, String(params.esOdonto)),
    queryFn: ({ signal }) => fetchContractingMotivos(http, params, signal),
    staleTime: Infinity,
  });
}

export function useContractingMotivos(params: ContractingMotivosParams | null) {
  const http = useHttp();
  return useQuery({
    ...contractingMotivosQueryOptions(http, params ?? { areaId: 0, type: 'P', esOdonto: false }),
    enabled: params !== null,
  });
}
