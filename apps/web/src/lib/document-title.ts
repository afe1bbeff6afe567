import { createContext, use, useEffect } from 'react';

export const SITE_NAME = 'Portal de Prestadores';

/** The browser tab's title of a page titled `title`. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Where the server's prerender of a public page reads the title the page gave itself (effects
 * do not run there); null in the browser, where the effect sets `document.title`.
 */
export const DocumentTitleSink = createContext<{ title?: string } | null>(null);

export function useDocumentTitle(title: string) {
  const sink = use(DocumentTitleSink);
  if (sink) sink.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
