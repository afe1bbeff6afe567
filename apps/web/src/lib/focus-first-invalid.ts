/**
 * After a form shows its field errors, the cursor goes to the first field in error, so a
 * keyboard user fixes it without hunting. Runs after React has committed the error state.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}
