import type { ReactNode } from 'react';

export interface DialogLink {
  to: string;
  label: string;
}

interface BaseDialog {
  title?: string;
  message: ReactNode;
  /** An in-app link offered below the message (e.g. "recover your password"). */
  link?: DialogLink;
  onClose?: () => void;
}

export type MessageDialog = BaseDialog;

export interface ConfirmDialog extends BaseDialog {
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

export interface DownloadDialog extends BaseDialog {
  href: string;
  fileName: string;
}

export type DialogRequest =
  | ({ kind: 'error' | 'success' | 'info' } & MessageDialog)
  | ({ kind: 'confirm' } & ConfirmDialog)
  | ({ kind: 'download' } & DownloadDialog);

export interface Dialogs {
  error(dialog: MessageDialog): void;
  success(dialog: MessageDialog): void;
  info(dialog: MessageDialog): void;
  confirm(dialog: ConfirmDialog): void;
  download(dialog: DownloadDialog): void;
  closeAll(): void;
}

export const DEFAULT_TITLES: Record<DialogRequest['kind'], string> = {
  error: 'Ups!',
  success: '¡Listo!',
  info: 'Información',
  confirm: 'Confirmar',
  download: 'Descarga',
};
