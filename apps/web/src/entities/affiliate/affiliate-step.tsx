import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AffiliateValidationResponse } from '@portal/contracts';
import {
  AFFILIATE_MESSAGES,
  affiliateGuardMessage,
  formatAffiliateNumber,
  parseAffiliateNumber,
  type AffiliateNumber,
} from '@portal/domain/affiliates';
import { useRef, useState, type FormEvent } from 'react';
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
export function AffiliateStep({ call, label, valid, onValid }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ guard: string; reason?: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const validate = useModuleAffiliate(call);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAffiliateNumber(text);
    if (!parsed.ok) {
      setProblem({
        guard: text.trim() ? parsed.message : (affiliateGuardMessage(false, null) ?? ''),
      });
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    validate.mutate(parsed.value, {
      onSuccess: (answer) => {
        if (answer.isValid && answer.affiliate) {
          onValid({ number: parsed.value, affiliate: answer.affiliate, answer });
          return;
        }
        setProblem({
          guard: affiliateGuardMessage(true, answer) ?? AFFILIATE_MESSAGES.invalid,
          reason: invalidReason(answer),
        });
        inputRef.current?.select();
      },
      onError: (error) => {
        if (!isAlreadyReported(error)) setProblem({ guard: errorMessage(error) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm" maw={560}>
        <AffiliateNumberInput
          ref={inputRef}
          required
          autoFocus
          value={text}
          error={problem && !problem.reason ? problem.guard : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
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
