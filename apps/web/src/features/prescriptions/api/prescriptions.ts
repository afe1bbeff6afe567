import {
  cancelPrescriptionCall,
  prescriberCall,
  prescriptionDiagnosesByCodeCall,
  prescriptionDiagnosesByNameCall,
  prescriptionPdfCall,
  vademecumCall,
  writePrescriptionCall,
  type DiagnosisDto,
  type MedicationDto,
  type PrescriptionRequest,
} from '@portal/contracts';
import { VADEMECUM_MIN_CHARS } from '@portal/domain/prescriptions';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { diagnosisSearchKind } from '@/entities/diagnosis/diagnoses';
import { callApi, callApiForFile } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

const KEY = 'prescriptions';

export function usePrescriber() {
  const http = useHttp();
  const id = useProviderId();
  return useQuery({
    queryKey: [KEY, 'prescriptor', id],
    queryFn: ({ signal }) => callApi(http, prescriberCall, { params: { id } }, { signal }),
  });
}

export function useVademecum(text: string) {
  const http = useHttp();
  const search = text.trim();
  return useQuery({
    queryKey: [KEY, 'vademecum', search],
    queryFn: ({ signal }): Promise<MedicationDto[]> =>
      callApi(http, vademecumCall, { query: { search } }, { signal }),
    enabled: search.length >= VADEMECUM_MIN_CHARS,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The ICD-10 type-ahead of the other forms (code prefix or 3 letters), under this module. */
export function useIcdSearch(text: string) {
  const http = useHttp();
  const kind = diagnosisSearchKind(text);
  const trimmed = text.trim();
  return useQuery({
    queryKey: [KEY, 'icd', trimmed],
    queryFn: ({ signal }): Promise<DiagnosisDto[]> =>
      kind === 'codigo'
        ? callApi(http, prescriptionDiagnosesByCodeCall, { body: { codigo: trimmed } }, { signal })
        : callApi(
            http,
            prescriptionDiagnosesByNameCall,
            { query: { denominacion: trimmed } },
            { signal },
          ),
    enabled: kind !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useWritePrescription() {
  const http = useHttp();
  const id = useProviderId();
  return useMutation({
    mutationFn: (body: PrescriptionRequest) =>
      callApi(http, writePrescriptionCall, { params: { id }, body }),
  });
}

export function useCancelPrescription() {
  const http = useHttp();
  const id = useProviderId();
  return useMutation({
    mutationFn: (numero: string) =>
      callApi(http, cancelPrescriptionCall, { params: { id, numero: Number(numero) } }),
  });
}

export function fetchPrescriptionPdf(http: HttpClient, id: number, numero: string) {
  return callApiForFile(http, prescriptionPdfCall, { params: { id, numero: Number(numero) } });
}
