import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useSession, useSessionStore } from '@/lib/session/session-context';

/** Shows a session-ending message (expired, impersonation failed) once and goes home. */
export function SessionMessageWatcher() {
  const { message } = useSession();
  const store = useSessionStore();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Taken from the store, not from the render: StrictMode's second effect run finds nothing.
    const pending = message ? store.takeMessage() : null;
    if (!pending) return;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'public-config' });
    dialogs.error({ message: pending });
    void navigate('/', { replace: true });
  }, [message, store, dialogs, navigate, queryClient]);

  return null;
}
