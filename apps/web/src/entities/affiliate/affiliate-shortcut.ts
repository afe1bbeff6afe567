import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Alt+A takes the focus to the affiliate number from any private page (ADR 0038): a modifier
 * key, so typing never fires it (WCAG 2.1.4) and it works inside other fields too; no browser or
 * screen reader of ours uses it. `code` is the key's place, so Option+A on a Mac (which types
 * "å") and keyboard layouts agree.
 */
export const AFFILIATE_SHORTCUT = { code: 'KeyA', keys: ['Alt', 'A'], aria: 'Alt+A' } as const;

/** Marks the input the shortcut focuses: every AffiliateNumberInput carries it. */
export const AFFILIATE_FIELD_ATTRIBUTE = 'data-affiliate-field';

export const VALIDATOR_PATH = '/tramitesonline/validar-afiliado';

export function isAffiliateShortcut(event: KeyboardEvent): boolean {
  return (
    event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    event.code === AFFILIATE_SHORTCUT.code
  );
}

/** The page's first affiliate field on screen (a tab kept mounted but hidden does not count). */
export function visibleAffiliateField(): HTMLInputElement | null {
  const fields = document.querySelectorAll<HTMLInputElement>(`input[${AFFILIATE_FIELD_ATTRIBUTE}]`);
  for (const field of fields) {
    if (field.disabled || field.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
    if (typeof field.checkVisibility === 'function' && !field.checkVisibility()) continue;
    return field;
  }
  return null;
}

/**
 * Listens for the shortcut while a session is open: the page's affiliate field takes the focus
 * (its text selected, ready to retype), or, on a page without one, Validar afiliado opens with
 * its field focused.
 */
export function useAffiliateShortcut(enabled: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isAffiliateShortcut(event)) return;
      event.preventDefault();
      const field = visibleAffiliateField();
      if (field) {
        field.focus();
        field.select();
      } else {
        void navigate(VALIDATOR_PATH);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, navigate]);
}
