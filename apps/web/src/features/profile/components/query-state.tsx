import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { ServerRefusal } from '@/components/server-refusal';

/** A section's data: the spinner while it loads, the server's refusal or error, then the page. */
export function QueryState<Data>({
  query,
  children,
}: {
  query: { data?: Data | undefined; error: unknown; isError: boolean };
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <ServerRefusal error={query.error} />;
  if (query.data === undefined) return <LoadingScreen />;
  return children(query.data);
}
