import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { VALIDATE_AFFILIATE_PARAM as AFFILIATE_PARAM } from '@portal/domain/home';

/**
 * `?afiliado=30000001 1 01`: the number the validator is asked to validate as it opens. Answers
 * it as the field's first text and submits the form once, as if typed and Enter pressed; the
 * parameter then leaves the address, so a reload or a later number is not validated again.
 */
export function useRequestedAffiliate(form: RefObject<HTMLFormElement | null>): string {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.get(AFFILIATE_PARAM)?.trim() ?? '');
  const submitted = useRef(false);
  useEffect(() => {
    if (!requested || submitted.current) return;
    submitted.current = true;
    setParams(
      (current) => {
        current.delete(AFFILIATE_PARAM);
        return current;
      },
      { replace: true },
    );
    // Its own submit button, as Enter would: the submit event carries its submitter.
    form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  }, [requested, form, setParams]);
  return requested;
}
