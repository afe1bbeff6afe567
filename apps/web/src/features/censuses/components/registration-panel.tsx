import { Alert, Loader, Stack, Title } from '@mantine/core';
import { censusAffiliateCall } from '@portal/contracts';
import { affiliateGuardMessage } from '@portal/domain/affiliates';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useCensusOptions } from '../api/census-options';
import { AffiliateStep, type ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { RegistrationForm } from './registration-form';

/**
 * The immediate_transaction of spec §2: the affiliate first (the §2 guard holds the form back
 * until one is valid), then the movement. A new affiliate starts a fresh form.
 */
export function RegistrationPanel({ heading }: { heading: string }) {
  const [affiliate, setAffiliate] = useState<ValidAffiliate | null>(null);
  const options = useCensusOptions();
  const guard = affiliateGuardMessage(affiliate !== null, affiliate ? { isValid: true } : null);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {heading}
      </Title>
      <AffiliateStep
        call={censusAffiliateCall}
        label="Afiliado del registro"
        valid={affiliate}
        onValid={setAffiliate}
      />
      {!affiliate ? (
        <Alert color="gray" variant="light">
          {guard}
        </Alert>
      ) : options.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(options.error)}
        </Alert>
      ) : !options.data ? (
        <Loader size="sm" aria-label="Cargando opciones" />
      ) : (
        <RegistrationForm
          key={`${affiliate.number.contra}-${affiliate.number.inte}`}
          affiliate={affiliate}
          options={options.data}
        />
      )}
    </Stack>
  );
}
