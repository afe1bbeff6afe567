import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** What is (not) there: the spec's exact text where it gives one ('No se encontraron resultados.'). */
  title: string;
  /** What to do next, in a sentence. */
  hint?: ReactNode;
  /** A button or link that does it, when there is one. */
  action?: ReactNode;
  /** 'search' for a search that found nothing, 'inbox' for a list with nothing in it yet. */
  icon?: 'search' | 'inbox';
}

// Drawn inline (a few hundred bytes, no icon library in the bundle), in the brand's light tones:
// decorative, so hidden from assistive technology; the title says it all.
const ICONS = {
  search: (
    <>
      <circle cx="21" cy="21" r="12" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M30 30l10 10" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M15 21h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  inbox: (
    <>
      <path
        d="M6 26l6-16h24l6 16v12H6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M6 26h11l2 5h10l2-5h11" fill="none" stroke="currentColor" strokeWidth="4" />
    </>
  ),
};

/**
 * A list or a search with nothing to show: an illustration, what happened and what to
 * do next, instead of a bare sentence. Callers keep their live region around it, so the title is
 * announced as the bare text was.
 */
export function EmptyState({ title, hint, action, icon = 'search' }: Props) {
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        {ICONS[icon]}
      </svg>
      <Text fw={600}>{title}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {action}
    </div>
  );
}
