import {
  branchesCall,
  contactPhonesCall,
  contentPageCall,
  magazineCall,
  medicalCentresCall,
  preventionProgrammeCall,
} from '@portal/contracts';
import type { MedicalCentreKind } from '@portal/domain/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

const KEY = 'content';
/** The server keeps the site a minute; a visit reuses what it read for five. */
const STALE = 5 * 60_000;

export function useContentPage(ruta: string) {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'page', ruta],
    queryFn: ({ signal }) => callApi(http, contentPageCall, { query: { ruta } }, { signal }),
    staleTime: STALE,
  });
}

export function useBranches(texto: string) {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'branches', texto],
    queryFn: ({ signal }) =>
      callApi(http, branchesCall, { query: { texto: texto || undefined } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE,
  });
}

export function useMedicalCentres(tipo: MedicalCentreKind) {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'centres', tipo],
    queryFn: ({ signal }) => callApi(http, medicalCentresCall, { query: { tipo } }, { signal }),
    staleTime: STALE,
  });
}

export function usePreventionProgramme(programa: string) {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'programme', programa],
    queryFn: ({ signal }) =>
      callApi(http, preventionProgrammeCall, { params: { programa } }, { signal }),
    staleTime: STALE,
  });
}

export function useMagazine() {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'magazine'],
    queryFn: ({ signal }) => callApi(http, magazineCall, {}, { signal }),
    staleTime: STALE,
  });
}

export function useContactPhones() {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'phones'],
    queryFn: ({ signal }) => callApi(http, contactPhonesCall, {}, { signal }),
    staleTime: STALE,
  });
}
