import type { ReactNode } from 'react';

interface Props {
  /** Names the scrollable region (usually the table's caption). */
  label: string;
  maxHeight?: number;
  children: ReactNode;
}

/**
 * A table that may scroll (wide reports, long lists): the region takes the focus so keyboard
 * users can scroll it with the arrows (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, maxHeight, children }: Props) {
  return (
    <div
      className="scroll-table"
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight }}
    >
      {children}
    </div>
  );
}
