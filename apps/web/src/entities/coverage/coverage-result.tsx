import { Alert, Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { CoverageResultDto } from '@portal/contracts';
import { COVERAGE_MESSAGES, coverageDecision, isCoverageModality } from '@portal/domain/coverage';
import { decideAccess, deriveAbilities } from '@portal/domain/access';
import { TERMINAL_CHANNEL } from '@portal/domain/connectivity';
import { Link } from 'react-router';
import { useCircles } from '@/entities/circle/circles';
import { useTerminals } from '@/entities/terminal/terminals';
import { useSession } from '@/lib/session/session-context';
import type { LookupScope } from './lookup-scope';
import {
  CONNECTIVITY_PATH,
  serviceEntryState,
  type ServiceEntryHandoff,
} from './service-entry-handoff';

export const AUTHORIZATIONS_PATH = '/tramitesonline/tramites-de-autorizaciones';

interface Props {
  scope: LookupScope;
  providerId: number;
  /** null: the empty result of spec §8 (no data, or the check failed). */
  result: CoverageResultDto | null;
  /** What was asked: an approved service can be registered from here, with it filled in. */
  entry?: ServiceEntryHandoff;
}

/** The user may enter services in Trámites de conectividad (permission and ability, §6). */
function useCanEnterServices(): boolean {
  const { session } = useSession();
  if (!session) return false;
  const access = decideAccess(
    { loggedIn: true, termsAccepted: session.termsAccepted, permissions: session.permissions },
    'conectividad',
  );
  return access === 'allowed' && deriveAbilities(session.permissions).enterServices;
}

/** The next step of an approved service: its entry, filled in, one Enter away. */
function RegisterServiceLink({ entry }: { entry: ServiceEntryHandoff }) {
  return (
    // The alert's own text colour: a link colour on the green tint misses AA contrast.
    <Anchor
      component={Link}
      to={CONNECTIVITY_PATH}
      state={serviceEntryState(entry)}
      c="inherit"
      underline="always"
      fw={700}
    >
      Registrar la prestación en Trámites de conectividad
    </Anchor>
  );
}

function AuthorizationLink() {
  return (
    <Anchor component={Link} to={AUTHORIZATIONS_PATH}>
      Ir a Trámites de autorizaciones
    </Anchor>
  );
}

/** AP rules on screen: which terminal the transaction names, and the circle it is made for. */
function ApprovedRules({
  scope,
  providerId,
  requiresTerminal,
  throughCircle,
  origin,
}: {
  scope: LookupScope;
  providerId: number;
  requiresTerminal: boolean;
  throughCircle: boolean;
  origin: number;
}) {
  const terminals = useTerminals(scope, providerId, requiresTerminal);
  const circles = useCircles(scope, providerId, throughCircle);
  const active = (terminals.data ?? []).filter((terminal) => terminal.activa);
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        {requiresTerminal
          ? `Registrá la prestación desde una terminal de conectividad${
              active.length > 0 ? `: ${active.map((terminal) => terminal.codigo).join(', ')}` : ''
            }.`
          : 'No tenés terminales de conectividad: la prestación se registra desde el portal.'}
      </List.Item>
      <List.Item>
        {throughCircle
          ? `La prestación se registra a nombre de tu círculo${
              circles.data?.[0]
                ? `: ${circles.data[0].descripcion} (CUIT ${circles.data[0].cuit})`
                : ''
            }.`
          : 'La prestación se registra a nombre del prestador.'}
      </List.Item>
      <List.Item>
        Origen de la transacción: {origin === TERMINAL_CHANNEL ? 'terminal' : 'portal'} ({origin})
      </List.Item>
    </List>
  );
}

/** A coverage result with the §4 rule of its modality, from the domain's coverageDecision. */
export function CoverageResult({ scope, providerId, result, entry }: Props) {
  const canEnter = useCanEnterServices();
  if (!result || !isCoverageModality(result.mod_cobert)) {
    return (
      <Alert color="gray" variant="light" title="Sin resultados">
        {COVERAGE_MESSAGES.noCoverageData}
      </Alert>
    );
  }
  const decision = coverageDecision(result);
  const heading = (
    <Group gap="xs">
      <span>Modalidad de cobertura</span>
      <Badge variant="filled" color="dark" aria-label={`Modalidad ${result.mod_cobert}`}>
        {result.mod_cobert}
      </Badge>
    </Group>
  );
  switch (decision.kind) {
    case 'approved':
      return (
        <Alert color="green" variant="light" title={heading} data-modality={result.mod_cobert}>
          <Stack gap="xs">
            <Text fw={600}>{decision.message}</Text>
            {entry && canEnter && <RegisterServiceLink entry={entry} />}
            <ApprovedRules
              scope={scope}
              providerId={providerId}
              requiresTerminal={decision.requiresTerminal}
              throughCircle={decision.throughCircle}
              origin={result.origenDeTransaccion}
            />
          </Stack>
        </Alert>
      );
    case 'authorization':
      return (
        <Alert color="yellow" variant="light" title={heading} data-modality={result.mod_cobert}>
          <Stack gap="xs">
            <Text fw={600}>{decision.message}</Text>
            <AuthorizationLink />
          </Stack>
        </Alert>
      );
    case 'own-path':
      return (
        <Alert color="blue" variant="light" title={heading} data-modality={result.mod_cobert}>
          <Stack gap="xs">
            <Text fw={600}>{decision.message}</Text>
            <AuthorizationLink />
          </Stack>
        </Alert>
      );
    case 'rejected':
      return (
        <Alert color="red" variant="light" title={heading} data-modality={result.mod_cobert}>
          <Text fw={600}>{decision.message}</Text>
        </Alert>
      );
  }
}
