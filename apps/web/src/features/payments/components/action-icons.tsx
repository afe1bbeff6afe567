import type { ReactNode } from 'react';

/*
 * The invoice actions' icons, drawn inline (24-unit stroke paths after Tabler Icons, MIT) so
 * the table's compact buttons need no icon package. Decorative: each button carries its name.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ReceiptsIcon = () => (
  <Icon>
    <path d="M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0" />
    <path d="M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6" />
  </Icon>
);

export const AttachIcon = () => (
  <Icon>
    <path d="M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3l6.5 -6.5a3 3 0 0 0 -6 -6l-6.5 6.5a4.5 4.5 0 0 0 9 9l6.5 -6.5" />
  </Icon>
);

export const MarkReadIcon = () => (
  <Icon>
    <path d="M5 12l5 5l10 -10" />
  </Icon>
);
