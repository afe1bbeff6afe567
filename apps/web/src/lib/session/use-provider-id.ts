import { useSession } from './session-context';

/**
 * The logged-in user's provider code, for paths that carry it ({providerId}). Pages that use
 * it sit behind the route guard; 0 only shows during the render that ends a session.
 */
export function useProviderId(): number {
  return useSession().session?.user.prestador.id ?? 0;
}

/** Read-only sessions may look but not write (the server refuses writes too). */
export function useReadOnly(): boolean {
  return useSession().session?.user.mode === 'readOnly';
}
