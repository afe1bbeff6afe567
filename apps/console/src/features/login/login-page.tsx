import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffLoginResponse, StaffSessionResponse } from '@portal/contracts';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useServices, useSession } from '@/lib/services';
import { CodeStep } from './code-step';
import { EnrolmentInstructions } from './enrolment';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; pending: StaffLoginResponse }
  | { kind: 'recovery'; session: StaffSessionResponse };

const NOTICES = {
  expired: 'Tu sesión terminó. Ingresá nuevamente.',
  logout: 'Cerraste tu sesión.',
  invited: 'Tu contraseña quedó guardada. Ingresá con tu e-mail y la contraseña nueva.',
} as const;

type Notice = keyof typeof NOTICES;

/** The staff's login: password, then the second factor (enrolling it the first time). */
export function LoginPage() {
  const { store, queryClient } = useServices();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { from?: string; notice?: Notice } | null;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Read once: why the last session ended (a 401, or this person's logout).
  const [notice] = useState<Notice | null>(() => state?.notice ?? store.takeEndReason());

  const from = state?.from && state.from !== '/ingresar' ? state.from : '/';
  const start = (answer: StaffSessionResponse) => {
    queryClient.clear();
    store.set({ token: answer.token, exp: answer.exp, staff: answer.staff });
    void navigate(from, { replace: true });
  };
  if (session && step.kind !== 'recovery') return <Navigate to={from} replace />;

  const pending = step.kind === 'code' ? step.pending : null;
  return (
    <Container size={440} py="xl" px="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <div>
            <Text c="dimmed" size="sm">
              Consola de la aseguradora
            </Text>
            <Title order={1}>
              {pending?.enrolment ? 'Configurá tu segundo factor' : 'Ingresá a la consola'}
            </Title>
          </div>
          {notice && step.kind === 'password' && (
            <Alert color={notice === 'expired' ? 'orange' : 'indigo'} variant="light" role="status">
              {NOTICES[notice]}
            </Alert>
          )}
          {step.kind === 'password' && (
            <PasswordStep onDone={(answer) => setStep({ kind: 'code', pending: answer })} />
          )}
          {pending && (
            <>
              {pending.enrolment ? (
                <EnrolmentInstructions enrolment={pending.enrolment} />
              ) : (
                <Text>
                  Ingresá el código de 6 dígitos que muestra tu aplicación de autenticación.
                </Text>
              )}
              <CodeStep
                pendingToken={pending.pendingToken}
                allowRecovery={!pending.enrolment}
                onDone={(answer) =>
                  answer.recoveryCodes
                    ? setStep({ kind: 'recovery', session: answer })
                    : start(answer)
                }
              />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setStep({ kind: 'password' })}
              >
                Volver a empezar
              </Anchor>
            </>
          )}
          {step.kind === 'recovery' && (
            <RecoveryCodes
              codes={step.session.recoveryCodes ?? []}
              onContinue={() => start(step.session)}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
