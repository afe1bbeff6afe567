import type { ModalProps } from '@mantine/core';

/**
 * Props every app modal shares. Mantine renders the modal header as <header>, which outside
 * sectioning content is a second "banner" landmark; role none keeps only the site header's.
 */
export const MODAL_DEFAULTS = {
  centered: true,
  closeButtonProps: { 'aria-label': 'Cerrar diálogo' },
  attributes: { header: { role: 'none' } },
} satisfies Partial<ModalProps>;
