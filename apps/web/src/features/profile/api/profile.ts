import {
  documentFileCall,
  localitiesCall,
  profileCall,
  profileDocumentsCall,
  profilePlacesCall,
  profileReferencesCall,
  requestProfessionalChangeCall,
  saveContactCall,
  savePlaceCall,
  uploadDocumentCall,
  type ContactData,
  type DocumentUpload,
  type PlaceData,
  type ProfessionalData,
} from '@portal/contracts';
import type { ProfileDocumentId } from '@portal/domain/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadCall } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/** Every query of Mis datos starts with this key: a saved change refreshes them all. */
export const PROFILE_KEY = 'profile';

export function useProfile() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PROFILE_KEY, 'datos', code],
    queryFn: ({ signal }) => callApi(http, profileCall, { params: { code } }, { signal }),
  });
}

/** The ADP reference lists (they seldom change). */
export function useReferences() {
  const http = useHttp();
  return useQuery({
    queryKey: [PROFILE_KEY, 'referencias'],
    queryFn: ({ signal }) => callApi(http, profileReferencesCall, {}, { signal }),
    staleTime: 30 * 60_000,
  });
}

/** Localities of a province matching the typed text (3 letters at least, spec §5). */
export function useLocalities(provincia: number, search: string) {
  const http = useHttp();
  return useQuery({
    queryKey: [PROFILE_KEY, 'localidades', provincia, search],
    queryFn: ({ signal }) =>
      callApi(http, localitiesCall, { params: { provincia }, query: { search } }, { signal }),
    enabled: provincia > 0 && search.trim().length >= 3,
    staleTime: 10 * 60_000,
  });
}

export function usePlaces() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PROFILE_KEY, 'lugares', code],
    queryFn: ({ signal }) => callApi(http, profilePlacesCall, { params: { code } }, { signal }),
  });
}

export function useDocuments() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PROFILE_KEY, 'documentacion', code],
    queryFn: ({ signal }) => callApi(http, profileDocumentsCall, { params: { code } }, { signal }),
  });
}

/** A mutation of Mis datos: afterwards every Mis datos query reads again. */
function useProfileMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROFILE_KEY] }),
  });
}

export function useSaveContact() {
  const http = useHttp();
  const code = useProviderId();
  return useProfileMutation((body: ContactData) =>
    callApi(http, saveContactCall, { params: { code }, body }),
  );
}

export function useRequestProfessionalChange() {
  const http = useHttp();
  const code = useProviderId();
  return useProfileMutation((body: ProfessionalData) =>
    callApi(http, requestProfessionalChangeCall, { params: { code }, body }),
  );
}

export function useSavePlace() {
  const http = useHttp();
  const code = useProviderId();
  return useProfileMutation(({ lugar, body }: { lugar: number; body: PlaceData }) =>
    callApi(http, savePlaceCall, { params: { code, lugar }, body }),
  );
}

export interface UploadVariables {
  tipo: ProfileDocumentId;
  body: DocumentUpload;
  onProgress?: (fraction: number) => void;
}

export function useUploadDocument() {
  const http = useHttp();
  const code = useProviderId();
  return useProfileMutation(({ tipo, body, onProgress }: UploadVariables) =>
    uploadCall(http, uploadDocumentCall, { params: { code, tipo }, body }, { onProgress }),
  );
}

/** The current file of one document, as a Blob. */
export function fetchDocumentFile(http: HttpClient, code: number, tipo: ProfileDocumentId) {
  return callApi(http, documentFileCall, { params: { code, tipo } });
}
