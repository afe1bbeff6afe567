import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import type { AffiliateValidationResponse } from '@portal/contracts';
import { affiliateGuardMessage, type AffiliateNumber } from '@portal/domain/affiliates';
import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * The form appears only once an affiliate is valid: its service search (a combobox with its
 * floating layer), date field and result load after the page's first screen, which does not wait for them.
 */
const CoverageForm = lazyWithPreload(async () => ({
  default: (await import('./coverage-form')).CoverageForm,
}));

interface Props {
  /** True once a number was submitted (the §2 guard tells "none" from "not valid"). */
  entered: boolean;
  validated: { number: AffiliateNumber; answer: AffiliateValidationResponse } | null;
}

/**
 * Coverage of a service for the validated affiliate, with the §4 rule of its modality. An
 * entity rather than a feature's component: validar-afiliado renders it under its own answer
 * (a fresh check per validation), and a feature may not import another feature.
 */
export function CoverageCheck({ entered, validated }: Props) {
  const guard = affiliateGuardMessage(
    entered,
    validated ? { isValid: validated.answer.isValid } : null,
  );
  const affiliate = validated?.answer.affiliate;
  // After the page's first paint, so a validated affiliate finds the form's code already here.
  useEffect(() => CoverageForm.preload(), []);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="coverage-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="coverage-title">
          Consultar cobertura
        </Title>
        {guard || !validated || !affiliate ? (
          <Alert color={entered ? 'red' : 'gray'} variant="light">
            {guard}
          </Alert>
        ) : (
          <Suspense fallback={<Loader size="sm" aria-label="Cargando la consulta de cobertura" />}>
            <CoverageForm number={validated.number} affiliate={affiliate} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
