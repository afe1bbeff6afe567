import { schemaResolver, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { newCaseRequest } from '@portal/contracts';
import type { CaseProvider } from '../../provider-context';
import { FIELD_ORDER, newCaseRules, toNewCaseBody, type NewCaseValues } from './new-case-values';

const bySchema = schemaResolver(newCaseRequest, { sync: true });

/**
 * The new-case form's check (docs/decisions/0019, 0040): the contract's schema of the body the
 * server checks, then the form's own rules, which win on the same field.
 */
export function validateNewCase(provider: CaseProvider) {
  return (values: NewCaseValues): FormErrors => ({
    ...bySchema(toNewCaseBody(values, provider, [])),
    ...newCaseRules(values),
  });
}

/** Focuses a field's own input, or the first control inside its holder (a radio group, a picker). */
function focusHolder(holder: HTMLElement | null) {
  const target = holder?.matches('input, select, textarea, [tabindex]')
    ? holder
    : holder?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, [tabindex]');
  target?.focus();
}

/** After a refused submit, the cursor goes to the first field in error, in the form's order. */
export function focusFirstError(form: UseFormReturnType<NewCaseValues>, errors: FormErrors) {
  const first = FIELD_ORDER.find((path) => path in errors);
  if (first) focusHolder(form.getInputNode(first));
}
