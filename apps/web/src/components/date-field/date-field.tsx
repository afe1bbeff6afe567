import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { insertDateSlashes } from './insert-date-slashes';

/** How the field asks for a date; the domain's parseTypedDate reads exactly this. */
export const DATE_FIELD_FORMAT = 'dd/mm/aaaa';

type OwnProps =
  | 'label'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'type'
  | 'inputMode'
  | 'maxLength'
  | 'placeholder'
  | 'autoComplete';

export interface DateFieldProps extends Omit<TextInputProps, OwnProps> {
  label: ReactNode;
  /** The text as typed ('' when empty): read it with `parseTypedDate`, fill it with `formatOrderDate`. */
  value: string;
  onChange: (text: string) => void;
}

/**
 * The portal's one date field (ADR 0016): a text field that always reads and shows dd/mm/aaaa,
 * whatever the browser's locale (a native date input would show mm/dd/yyyy on an English
 * system). It adds the slashes while digits are typed at the end; an edit in the middle is left
 * alone so the cursor does not jump. The form parses the text and shows its error.
 */
export function DateField({ value, onChange, description, ...props }: DateFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typedAtEnd =
      input.value.length > value.length && input.selectionStart === input.value.length;
    onChange(typedAtEnd ? insertDateSlashes(input.value) : input.value);
  };
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={10}
      placeholder={DATE_FIELD_FORMAT}
      // The placeholder is gone once a date is there: the format stays in the description.
      description={description === undefined ? `Formato ${DATE_FIELD_FORMAT}.` : description}
      value={value}
      onChange={change}
    />
  );
}
