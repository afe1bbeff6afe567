import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AffiliateValidationResponse } from '@portal/contracts';
import {
  AFFILIATE_MESSAGES,
  affiliateGuardMessage,
  parseAffiliateNumber,
  type AffiliateNumber,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useValidateRequestAffiliate } from '../../api/validate-affiliate';

export interface ValidAffiliate {
  number: AffiliateNumber;
  answer: AffiliateValidationResponse;
}

/** Spec §5: the affiliate's own description, or 'Credencial Inexistente'. */
function invalidReason(answer: AffiliateValidationResponse): string {
  return (
    answer.mensaje?.trim() ||
    answer.affiliate?.estadoDesc.trim() ||
    AFFILIATE_MESSAGES.credentialNotFound
  );
}

interface Props {
  /** The affiliate the form goes on with; null again when the number is changed. */
  onValid: (affiliate: ValidAffiliate | null) => void;
  valid: ValidAffiliate | null;
}

/**
 * Every request starts from an affiliate (spec §2 guard): none typed, or one the insurer does
 * not take, stops the form here with the §2 message and, for an invalid one, the §5 reason.
 */
export function AffiliateStep({ onValid, valid }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ guard: string; reason?: string } | null>(null);
  const validate = useValidateRequestAffiliate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAffiliateNumber(text);
    if (!parsed.ok) {
      setProblem({
        guard: text.trim() ? parsed.message : (affiliateGuardMessage(false, null) ?? ''),
      });
      return;
    }
    setProblem(null);
    validate.mutate(parsed.value, {
      onSuccess: (answer) => {
        if (answer.isValid) {
          onValid({ number: parsed.value, answer });
          return;
        }
        setProblem({
          guard: affiliateGuardMessage(true, answer) ?? AFFILIATE_MESSAGES.invalid,
          reason: invalidReason(answer),
        });
      },
      onError: (error) => {
        if (!isAlreadyReported(error)) setProblem({ guard: errorMessage(error) });
      },
    });
  };

  const affiliate = valid?.answer.affiliate;
  return (
    <form onSubmit={submit} noValidate aria-label="Afiliado del trámite">
      <Stack gap="sm" maw={560}>
        <AffiliateNumberInput
          required
          value={text}
          error={problem && !problem.reason ? problem.guard : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
            if (valid) onValid(null);
          }}
        />
        <Group>
          <Button type="submit" variant={valid ? 'light' : 'filled'} loading={validate.isPending}>
            Validar afiliado
          </Button>
        </Group>
        {problem?.reason && (
          <Alert color="red" variant="light" role="alert" title={problem.guard}>
            <Text fw={700}>{problem.reason}</Text>
          </Alert>
        )}
        {affiliate && (
          <Alert color="green" variant="light" role="status" title="Afiliado válido">
            {`${affiliate.nombre} ${affiliate.apellido} · Plan ${affiliate.plan.codigo}`}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
