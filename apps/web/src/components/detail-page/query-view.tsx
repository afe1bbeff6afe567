import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { ServerRefusal } from '@/components/server-refusal';
import { LoadError } from './load-error';

interface Props<T> {
  query: { error: unknown; data: T | undefined };
  /** What shows while the read is on its way; a small spinner unless the panel names it. */
  loading?: ReactNode;
  /**
   * True for a page's own read, which the server's module guard may refuse: the refusal shows
   * as the matching screen (maintenance, no permission, 'Ups!'). A panel shows spec §8's 'Error'.
   */
  guarded?: boolean;
  children: (data: T) => ReactNode;
}

/** A read's three states: loading, failed (in the server's words), or its content. */
export function QueryView<T>({ query, loading, guarded = false, children }: Props<T>) {
  if (query.error) {
    return guarded ? <ServerRefusal error={query.error} /> : <LoadError error={query.error} />;
  }
  if (query.data === undefined) {
    return <>{loading ?? <Loader size="sm" aria-label="Cargando" />}</>;
  }
  return <>{children(query.data)}</>;
}
