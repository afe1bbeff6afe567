import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { AffiliateValidationResponse } from '@portal/contracts';
import {
  AFFILIATE_MESSAGES,
  affiliateGuardMessage,
  formatAffiliateNumber,
  parseAffiliateNumber,
  type AffiliateNumber,
} from '@portal/domain';
import { useRef, useState, type FormEvent } from 'react';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { errorMessage, isAlreadyReported } from '@/lib/api-error';
import { useCensusAffiliate } from '../api/census-affiliate';

export interface ValidAffiliate {
  number: AffiliateNumber;
  affiliate: NonNullable<AffiliateValidationResponse['affiliate']>;
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
  valid: ValidAffiliate | null;
  /** The affiliate the form goes on with; null again as soon as the number is changed. */
  onValid: (affiliate: ValidAffiliate | null) => void;
}

/**
 * Every census row starts from an affiliate (spec §2 guard): none typed, or one that is not
 * valid, stops the form here with the §2 message and, for an invalid one, the §5 reason.
 */
export function AffiliateStep({ valid, onValid }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ guard: string; reason?: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const validate = useCensusAffiliate();

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
          onValid({ number: parsed.value, affiliate: answer.affiliate });
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
    <form onSubmit={submit} noValidate aria-label="Afiliado del registro">
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
