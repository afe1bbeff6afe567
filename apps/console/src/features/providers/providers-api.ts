import {
  createProviderCall,
  providerActivityCall,
  providerCatalogueCall,
  providerDetailCall,
  providerLocalitiesCall,
  providerModulesCall,
  providerSearchCall,
  providerUserBlockCall,
  type CreateProviderRequest,
  type ProviderSearchQuery,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/call';

const PROVIDERS = 'prestadores';

export function useProviderSearch(query: ProviderSearchQuery) {
  const call = useCall();
  return useQuery({
    queryKey: [PROVIDERS, 'busqueda', query],
    queryFn: () => call(providerSearchCall, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useProvider(codigo: number) {
  const call = useCall();
  return useQuery({
    queryKey: [PROVIDERS, codigo],
    queryFn: () => call(providerDetailCall, { params: { codigo } }),
  });
}

export function useProviderActivity(codigo: number, pagina: number) {
  const call = useCall();
  return useQuery({
    queryKey: [PROVIDERS, codigo, 'actividad', pagina],
    queryFn: () => call(providerActivityCall, { params: { codigo }, query: { pagina } }),
    placeholderData: keepPreviousData,
  });
}

export function useLocalities(q: string) {
  const call = useCall();
  return useQuery({
    queryKey: [PROVIDERS, 'localidades', q],
    queryFn: () => call(providerLocalitiesCall, { query: { q } }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useModuleCatalogue() {
  const call = useCall();
  return useQuery({
    queryKey: [PROVIDERS, 'modulos'],
    queryFn: () => call(providerCatalogueCall, {}),
    staleTime: Infinity,
  });
}

/** Every change refreshes the provider's page, the searches and the audit that records it. */
function useProviderChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [PROVIDERS] });
      await queryClient.invalidateQueries({ queryKey: ['auditoria'] });
    },
  });
}

export function useCreateProvider() {
  const call = useCall();
  return useProviderChange((body: CreateProviderRequest) => call(createProviderCall, { body }));
}

export function useBlockUser(codigo: number) {
  const call = useCall();
  return useProviderChange(({ usuario, bloqueado }: { usuario: number; bloqueado: boolean }) =>
    call(providerUserBlockCall, { params: { codigo, usuario }, body: { bloqueado } }),
  );
}

export function useChangeModules(codigo: number) {
  const call = useCall();
  return useProviderChange((modulos: string[]) =>
    call(providerModulesCall, { params: { codigo }, body: { modulos } }),
  );
}
