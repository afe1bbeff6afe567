import { Button, Group, Stack } from '@mantine/core';
import { parseAffiliateNumber } from '@portal/domain/affiliates';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { validationPath } from './paths';

/**
 * The affiliate field on the home: a well-formed number opens Validar afiliado, which validates
 * it at once and shows its answer (card, coverage check) exactly as when typed there. A number
 * that cannot be one is refused here, in the field, with the domain's message.
 */
export function HomeAffiliateForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAffiliateNumber(text);
    if (!parsed.ok) {
      setError(parsed.message);
      inputRef.current?.focus();
      inputRef.current?.select();
      return;
    }
    void navigate(validationPath(parsed.value));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Validar afiliado">
      <Stack gap="sm">
        <AffiliateNumberInput
          ref={inputRef}
          required
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group>
          <Button type="submit">Validar</Button>
        </Group>
      </Stack>
    </form>
  );
}
