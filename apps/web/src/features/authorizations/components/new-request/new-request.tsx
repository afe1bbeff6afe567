import { Alert, Stack } from '@mantine/core';
import {
  authorizationAffiliateCall,
  type AuthorizationOptionsResponse,
  type FiledAuthorizationResponse,
} from '@portal/contracts';
import type { AuthorizationKind } from '@portal/domain/authorizations';
import { useState } from 'react';
import { useClock } from '@/lib/clock';
import { useSession } from '@/lib/session/session-context';
import { AffiliateStep, type ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { FiledView } from './filed-view';
import { KindChoice } from './kind-choice';
import { KindForm } from './kind-form';
import type { RequestContext } from './request-context';
import { SurveyModal } from './survey-modal';

function contextOf(
  affiliate: ValidAffiliate,
  provider: number,
  email: string,
  now: Date,
): RequestContext {
  const { answer, number } = affiliate;
  const prepaga = answer.affiliate?.prepaga.id ?? answer.credential.prepaga;
  return {
    provider,
    email,
    afiliado: {
      contra: number.contra,
      inte: number.inte,
      ...(prepaga === null || prepaga === undefined ? {} : { prepaga }),
    },
    plan: answer.affiliate?.plan.codigo ?? answer.plan?.codigo ?? null,
    now,
  };
}

/**
 * Alta de trámites: the affiliate, then the kind, then its form; after saving, what was filed.
 * 'Nuevo trámite' clears all of it (spec §4: transaction state can be reset), by a new key.
 */
export function NewRequest({ options }: { options: AuthorizationOptionsResponse }) {
  const [generation, setGeneration] = useState(0);
  return (
    <NewRequestFlow
      key={generation}
      options={options}
      onReset={() => setGeneration((n) => n + 1)}
    />
  );
}

function NewRequestFlow({
  options,
  onReset,
}: {
  options: AuthorizationOptionsResponse;
  onReset: () => void;
}) {
  const now = useClock();
  const { session } = useSession();
  const [affiliate, setAffiliate] = useState<ValidAffiliate | null>(null);
  const [kind, setKind] = useState<AuthorizationKind | null>(null);
  const [filed, setFiled] = useState<FiledAuthorizationResponse | null>(null);
  const [surveyOpen, setSurveyOpen] = useState(false);
  if (!session) return null;

  const onFiled = (answer: FiledAuthorizationResponse) => {
    setFiled(answer);
    if (answer.encuesta) setSurveyOpen(true);
  };

  const survey = <SurveyModal opened={surveyOpen} onClose={() => setSurveyOpen(false)} />;
  if (filed) {
    return (
      <>
        <FiledView filed={filed} onNew={onReset} />
        {survey}
      </>
    );
  }

  const context = affiliate
    ? contextOf(affiliate, session.user.prestador.id, session.user.email, now())
    : null;
  return (
    <Stack gap="lg">
      <AffiliateStep
        call={authorizationAffiliateCall}
        label="Afiliado del trámite"
        valid={affiliate}
        onValid={setAffiliate}
      />
      {context &&
        (options.tipos.length === 0 ? (
          <Alert color="yellow" variant="light">
            No hay trámites disponibles para este prestador.
          </Alert>
        ) : (
          <KindChoice tipos={options.tipos} value={kind} onChange={setKind} />
        ))}
      {context && kind && (
        <KindForm key={kind} kind={kind} context={context} options={options} onFiled={onFiled} />
      )}
      {survey}
    </Stack>
  );
}
