import {
  attachContentFileCall,
  contentItemCall,
  contentItemsCall,
  publishContentCall,
  restoreContentCall,
  saveContentDraftCall,
  unpublishContentCall,
  type ContentDraftRequest,
  type ContentItemDetail,
  type RudiFile,
} from '@portal/contracts';
import type { ContentRowType } from '@portal/domain/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/call';

export interface ItemKey {
  tipo: ContentRowType;
  clave: string;
}

const LIST = (tipo: ContentRowType) => ['contenido', tipo] as const;
const ITEM = ({ tipo, clave }: ItemKey) => ['contenido', tipo, clave] as const;

export function useContentList(tipo: ContentRowType) {
  const call = useCall();
  return useQuery({
    queryKey: LIST(tipo),
    queryFn: () => call(contentItemsCall, { query: { tipo } }),
  });
}

export function useContentItem(item: ItemKey) {
  const call = useCall();
  return useQuery({
    queryKey: ITEM(item),
    queryFn: () => call(contentItemCall, { query: item }),
  });
}

/** Every change answers the item as it is now: it replaces the one shown, and the list refreshes. */
function useItemChange<Input>(item: ItemKey, change: (input: Input) => Promise<ContentItemDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (detail) => {
      queryClient.setQueryData(ITEM(item), detail);
      await queryClient.invalidateQueries({ queryKey: LIST(item.tipo), exact: true });
    },
  });
}

export function useSaveDraft(item: ItemKey) {
  const call = useCall();
  return useItemChange(item, (body: ContentDraftRequest) => call(saveContentDraftCall, { body }));
}

export function usePublish(item: ItemKey) {
  const call = useCall();
  return useItemChange(item, (numero: number) =>
    call(publishContentCall, { body: { ...item, numero } }),
  );
}

export function useUnpublish(item: ItemKey) {
  const call = useCall();
  return useItemChange(item, () => call(unpublishContentCall, { body: item }));
}

export function useRestore(item: ItemKey) {
  const call = useCall();
  return useItemChange(item, (numero: number) =>
    call(restoreContentCall, { body: { ...item, numero } }),
  );
}

export function useAttachFile(item: ItemKey) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archivo: RudiFile) => call(attachContentFileCall, { body: { ...item, archivo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ITEM(item) }),
  });
}
