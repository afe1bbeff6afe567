import { contentDraftFileCall, contentFileCall } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { useCall } from '@/lib/call';

/** The public address of an attached file, as the editor writes it into the text. */
const PUBLIC_PREFIX = contentFileCall.path.replace(':id', '');
const FILE_ADDRESS = new RegExp(
  `${PUBLIC_PREFIX.replaceAll('/', '\\/')}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`,
  'g',
);

/**
 * The preview's HTML with each attached file's public address replaced by the file read through
 * the editors' call (docs/decisions/0071): a draft's file is not public until a published text
 * links it, and an <img> cannot carry the staff's bearer. Until a file has loaded, its public
 * address stays (a published one shows; a draft's loads a moment later).
 */
export function usePreviewFiles(html: string): string {
  const call = useCall();
  const ids = [...new Set([...html.matchAll(FILE_ADDRESS)].map((match) => match[1]!))];
  const files = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['contenido', 'archivo', id],
      queryFn: async () =>
        URL.createObjectURL(await call(contentDraftFileCall, { params: { id } })),
      // An attached file never changes.
      staleTime: Infinity,
    })),
  });
  return ids.reduce((text, id, index) => {
    const local = files[index]?.data;
    return local ? text.replaceAll(`${PUBLIC_PREFIX}${id}`, local) : text;
  }, html);
}
