import {
  careHistoryCall,
  medicalContactCall,
  patientAuthorizationPdfCall,
  patientAuthorizationsCall,
  recetasCall,
  studiesCall,
  studyFileCall,
  vaccinesCall,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { patientQueryOf, type CurrentPatient } from '../patient-store';

const KEY = 'medical-attention';

/*
 * Each read is an audited access on the server: a patient's page is asked for once per visit
 * (no refetch on focus), and forgotten when the page goes (no cache kept for minutes).
 */
const ONCE = { refetchOnWindowFocus: false, gcTime: 0, retry: false } as const;

const keyOf = (page: string, patient: CurrentPatient, extra: object = {}) => [
  KEY,
  page,
  patient.contra,
  patient.middle,
  patient.inte,
  extra,
];

export function useVaccines(patient: CurrentPatient) {
  const http = useHttp();
  const id = useProviderId();
  return useQuery({
    queryKey: keyOf('vacunas', patient),
    queryFn: ({ signal }) =>
      callApi(http, vaccinesCall, { params: { id }, query: patientQueryOf(patient) }, { signal }),
    ...ONCE,
  });
}

export interface RecetasFilters {
  fecha_desde?: string;
  fecha_hasta?: string;
  cantidad: number;
  pagina: number;
}

export function useRecetas(patient: CurrentPatient, filters: RecetasFilters) {
  const http = useHttp();
  const id = useProviderId();
  return useQuery({
    queryKey: keyOf('recetas', patient, filters),
    queryFn: ({ signal }) =>
      callApi(
        http,
        recetasCall,
        { params: { id }, query: { ...patientQueryOf(patient), ...filters } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    ...ONCE,
  });
}

export function useStudies(patient: CurrentPatient) {
  const http = useHttp();
  const id = useProviderId();
  return useQuery({
    queryKey: keyOf('estudios', patient),
    queryFn: ({ signal }) =>
      callApi(http, studiesCall, { params: { id }, query: patientQueryOf(patient) }, { signal }),
    ...ONCE,
  });
}

export function usePatientAuthorizations(patient: CurrentPatient) {
  const http = useHttp();
  const id = useProviderId();
  return useQuery({
    queryKey: keyOf('autorizaciones', patient),
    queryFn: ({ signal }) =>
      callApi(
        http,
        patientAuthorizationsCall,
        { params: { id }, query: patientQueryOf(patient) },
        { signal },
      ),
    ...ONCE,
  });
}

export function useCareHistory(patient: CurrentPatient) {
  const http = useHttp();
  const id = useProviderId();
  return useQuery({
    queryKey: keyOf('historial', patient),
    queryFn: ({ signal }) =>
      callApi(
        http,
        careHistoryCall,
        { params: { id }, query: patientQueryOf(patient) },
        { signal },
      ),
    ...ONCE,
  });
}

/** The support contact the tooltip names; the default text shows until it is read. */
export function useMedicalContact() {
  const http = useHttp();
  return useQuery({
    queryKey: [KEY, 'contacto'],
    queryFn: ({ signal }) => callApi(http, medicalContactCall, {}, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export function fetchPatientAuthorizationPdf(
  http: HttpClient,
  id: number,
  nro: number,
  patient: CurrentPatient,
) {
  return callApiForFile(http, patientAuthorizationPdfCall, {
    params: { id, nro },
    query: patientQueryOf(patient),
  });
}

/** A study's file, with the short-lived token its listing gave. */
export function fetchStudyFile(http: HttpClient, id: number, study: { id: number; token: string }) {
  return callApiForFile(http, studyFileCall, {
    params: { id, estudio: study.id },
    query: { token: study.token },
  });
}
