import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  affiliateValidationForm,
  type AffiliateValidationForm,
  type AffiliateValidationResponse,
} from '@portal/contracts';
import {
  AFFILIATE_MESSAGES,
  affiliateGuardMessage,
  formatAffiliateNumber,
  type AffiliateNumber,
} from '@portal/domain/affiliates';
import { useRef, useState } from 'react';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { AffiliateNumberInput } from './affiliate-number-input';
import { useModuleAffiliate, type ModuleAffiliateCall } from './use-module-affiliate';

/** The affiliate a form goes on with: the number typed and the validator's whole answer. */
export interface ValidAffiliate {
  number: AffiliateNumber;
  affiliate: NonNullable<AffiliateValidationResponse['affiliate']>;
  answer: AffiliateValidationResponse;
}

/** Spec §5: the server's verdict, else the affiliate's own description, else 'Credencial Inexistente'. */
function invalidReason(answer: AffiliateValidationResponse): string {
  return (
    answer.mensaje?.trim() ||
    answer.affiliate?.estadoDesc.trim() ||
    AFFILIATE_MESSAGES.credentialNotFound
  );
}

interface Props {
  /** The module's own validation call (its permission is the page's). */
  call: ModuleAffiliateCall;
  /** The form's accessible name: 'Afiliado del trámite', 'Afiliado del registro'. */
  label: string;
  valid: ValidAffiliate | null;
  /** The affiliate the form goes on with; null again as soon as the number is changed. */
  onValid: (affiliate: ValidAffiliate | null) => void;
}

/**
 * Every request and census row starts from an affiliate (spec §2 guard): none typed, or one
 * that is not valid, stops the form here with the §2 message and, for an invalid one, the §5
 * reason.
 */
const checkNumber = schemaResolver(affiliateValidationForm, { sync: true });

/** Spec §2: nothing typed is the guard's message; a typed number is checked by the contract. */
function validateNumber(values: AffiliateValidationForm) {
  if (values.afiliado.trim()) return checkNumber(values);
  return { afiliado: affiliateGuardMessage(false, null) ?? AFFILIATE_MESSAGES.invalid };
}

export function AffiliateStep({ call, label, valid, onValid }: Props) {
  const form = useForm<AffiliateValidationForm>({
    mode: 'controlled',
    initialValues: { afiliado: '' },
    validate: validateNumber,
    validateInputOnChange: false,
  });
  // The validator's refusal (an affiliate that is not valid) or a failed call.
  const [problem, setProblem] = useState<{ guard: string; reason?: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const validate = useModuleAffiliate(call);

  const send = (values: AffiliateValidationForm) => {
    const number = affiliateValidationForm.parse(values).afiliado;
    setProblem(null);
    validate.mutate(number, {
      onSuccess: (answer) => {
        if (answer.isValid && answer.affiliate) {
          onValid({ number, affiliate: answer.affiliate, answer });
          return;
        }
        setProblem({
          guard: affiliateGuardMessage(true, answer) ?? AFFILIATE_MESSAGES.invalid,
          reason: invalidReason(answer),
        });
        inputRef.current?.select();
      },
      onError: (error) => {
        if (!isAlreadyReported(error)) form.setFieldError('afiliado', errorMessage(error));
      },
    });
  };

  return (
    <form
      onSubmit={form.onSubmit(send, () => inputRef.current?.focus())}
      noValidate
      aria-label={label}
    >
      <Stack gap="sm" maw={560}>
        <AffiliateNumberInput
          ref={inputRef}
          required
          autoFocus
          value={form.values.afiliado}
          error={form.errors.afiliado}
          onChange={(event) => {
            form.setFieldValue('afiliado', event.currentTarget.value);
            setProblem(null);
            if (valid) onValid(null);
          }}
        />
        <Group>
          <Button type="submit" variant={valid ? 'default' : 'filled'} loading={validate.isPending}>
            Validar afiliado
          </Button>
        </Group>
        {problem?.reason && (
          <Alert color="red" variant="light" role="alert" title={problem.guard}>
            <Text fw={700}>{problem.reason}</Text>
          </Alert>
        )}
        {valid && (
          <Alert color="green" variant="light" role="status" title="Afiliado válido">
            {`${valid.affiliate.nombre} ${valid.affiliate.apellido} · ${formatAffiliateNumber(valid.number)}`}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
