import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { DialogRequest, Dialogs } from './dialog-types';

// Loaded on the first dialog: Modal and its floating/transition code stay out of the home's JS.
const MessageDialogView = lazy(() =>
  import('./message-dialog').then((module) => ({ default: module.MessageDialogView })),
);

const DialogsContext = createContext<Dialogs | null>(null);

interface Entry {
  id: number;
  dialog: DialogRequest;
}

let nextId = 1;

/** Holds the open dialogs and renders the newest one: the single dialog host of the app. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const open = useCallback((dialog: DialogRequest) => {
    const id = nextId++;
    setEntries((current) => [...current, { id, dialog }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      error: (dialog) => open({ kind: 'error', ...dialog }),
      success: (dialog) => open({ kind: 'success', ...dialog }),
      info: (dialog) => open({ kind: 'info', ...dialog }),
      confirm: (dialog) => open({ kind: 'confirm', ...dialog }),
      download: (dialog) => open({ kind: 'download', ...dialog }),
      closeAll: () => setEntries([]),
    }),
    [open],
  );
  const top = entries.at(-1);

  return (
    <DialogsContext value={dialogs}>
      {children}
      {top && (
        <Suspense fallback={null}>
          <MessageDialogView key={top.id} dialog={top.dialog} onDismiss={() => dismiss(top.id)} />
        </Suspense>
      )}
    </DialogsContext>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = use(DialogsContext);
  if (!dialogs) throw new Error('DialogProvider is missing');
  return dialogs;
}
