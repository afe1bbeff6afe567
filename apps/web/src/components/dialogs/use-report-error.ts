import { useCallback } from 'react';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useDialogs } from './dialog-provider';

/** Shows a failed call in the error dialog, unless the session-expiry handling already did. */
export function useReportError(): (error: unknown, title?: string) => void {
  const dialogs = useDialogs();
  return useCallback(
    (error, title) => {
      if (isAlreadyReported(error)) return;
      dialogs.error({ title, message: errorMessage(error) });
    },
    [dialogs],
  );
}
