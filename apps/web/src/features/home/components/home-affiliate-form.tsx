import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { affiliateValidationForm, type AffiliateValidationForm } from '@portal/contracts';
import { useRef } from 'react';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useForm<AffiliateValidationForm>({
    mode: 'controlled',
    initialValues: { afiliado: '' },
    validate: schemaResolver(affiliateValidationForm, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) => void navigate(validationPath(affiliateValidationForm.parse(values).afiliado)),
    () => {
      // Selected, so the next number typed replaces it.
      inputRef.current?.focus();
      inputRef.current?.select();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Validar afiliado">
      <Stack gap="sm">
        <AffiliateNumberInput ref={inputRef} required {...form.getInputProps('afiliado')} />
        <Group>
          <Button type="submit">Validar</Button>
        </Group>
      </Stack>
    </form>
  );
}
