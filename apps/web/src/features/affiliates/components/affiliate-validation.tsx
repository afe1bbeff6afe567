import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  affiliateValidationForm,
  type AffiliateValidationForm,
  type AffiliateValidationResponse,
} from '@portal/contracts';
import { FAILED_AFFILIATE_VERDICT, type AffiliateNumber } from '@portal/domain/affiliates';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AffiliateNumberInput } from '@/entities/affiliate/affiliate-number-input';
import { CoverageCheck } from '@/entities/coverage/coverage-check';
import { errorMessage, isAlreadyReported, isApiError } from '@/lib/api-error';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useValidateAffiliate } from '../api/validate-affiliate';
import { useRequestedAffiliate } from './requested-affiliate';

/**
 * The valid affiliate's card (photo, plan, details, coverage PDF) is shown only after a
 * validation: its code loads once the form is on screen, not before it, so the form is usable sooner.
 */
const AffiliateCard = lazyWithPreload(async () => ({
  default: (await import('./affiliate-card')).AffiliateCard,
}));

interface Validated {
  number: AffiliateNumber;
  answer: AffiliateValidationResponse;
}

type Outcome =
  { kind: 'none' } | { kind: 'answer'; validated: Validated } | { kind: 'failed'; message: string };

/** Spec §5 verdict for an answer that is not valid: the server's message, the affiliate's name. */
function InvalidAffiliate({ answer }: { answer: AffiliateValidationResponse }) {
  const affiliate = answer.affiliate;
  return (
    <Alert color="red" variant="light" title="Afiliado no válido">
      <Stack gap={4}>
        <Text fw={700} size="lg">
          {answer.mensaje}
        </Text>
        {affiliate && (
          <Text size="sm">
            {affiliate.nombre} {affiliate.apellido}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Validar afiliado: one field, Enter validates; a valid affiliate's card and the coverage check
 * follow, and the card's heading takes the focus (a screen reader says the name). Every
 * submission drops the previous answer first: an answer on screen is always the typed number's.
 */
export function AffiliateValidation() {
  const formRef = useRef<HTMLFormElement>(null);
  const requested = useRequestedAffiliate(formRef);
  const form = useForm<AffiliateValidationForm>({
    mode: 'controlled',
    initialValues: { afiliado: requested },
    validate: schemaResolver(affiliateValidationForm, { sync: true }),
  });
  const [entered, setEntered] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [round, setRound] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const validate = useValidateAffiliate();
  // After the form's first paint, so the card's code never competes with the form's.
  useEffect(() => AffiliateCard.preload(), []);

  const retype = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const dropAnswer = () => {
    setOutcome({ kind: 'none' });
    setRound((value) => value + 1);
    validate.reset();
  };

  const send = (values: AffiliateValidationForm) => {
    const number = affiliateValidationForm.parse(values).afiliado;
    dropAnswer();
    setEntered(true);
    validate.mutate(number, {
      onSuccess: (answer) => {
        setOutcome({ kind: 'answer', validated: { number, answer } });
        setRound((value) => value + 1);
        if (!answer.isValid) retype();
      },
      onError: (error) => {
        if (isAlreadyReported(error)) return;
        if (isApiError(error) && error.code === 'VALIDATION') {
          form.setFieldError('afiliado', error.details[0]?.message ?? error.message);
          setOutcome({ kind: 'none' });
        } else {
          // Spec §8: a failed validation yields isValid false.
          setOutcome({ kind: 'failed', message: errorMessage(error) });
        }
        retype();
      },
    });
  };

  const submit = form.onSubmit(send, (_errors, values) => {
    dropAnswer();
    // Something typed that is not a number is not a valid affiliate (§2 guard), not "none".
    setEntered(values.afiliado.trim() !== '');
    retype();
  });

  const clear = () => {
    form.setValues({ afiliado: '' });
    form.clearErrors();
    setEntered(false);
    setOutcome({ kind: 'none' });
    validate.reset();
    inputRef.current?.focus();
  };

  const validated = outcome.kind === 'answer' ? outcome.validated : null;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Validar afiliado">
          <Stack gap="sm" maw={480}>
            <AffiliateNumberInput
              ref={inputRef}
              autoFocus
              required
              {...form.getInputProps('afiliado')}
              onScanned={(element) => element.requestSubmit()}
            />
            <Group gap="sm">
              <Button type="submit" loading={validate.isPending}>
                Validar
              </Button>
              <Button type="button" variant="default" onClick={clear}>
                Nueva consulta
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <div
        aria-live="polite"
        aria-busy={validate.isPending}
        className={validate.isPending ? 'result-slot result-slot--busy' : 'result-slot'}
      >
        {outcome.kind === 'failed' && (
          <Alert color="red" variant="light" title={FAILED_AFFILIATE_VERDICT.message}>
            {outcome.message}
          </Alert>
        )}
        {validated && !validated.answer.isValid && <InvalidAffiliate answer={validated.answer} />}
        {validated?.answer.isValid && validated.answer.affiliate && (
          <Suspense fallback={null}>
            <AffiliateCard
              key={round}
              focusOnMount
              number={validated.number}
              affiliate={validated.answer.affiliate}
              answer={validated.answer}
            />
          </Suspense>
        )}
      </div>

      <CoverageCheck
        key={round}
        entered={entered}
        validated={validated?.answer.isValid ? validated : null}
      />
    </Stack>
  );
}
