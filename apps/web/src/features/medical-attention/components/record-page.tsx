import '@/components/page-layout.css';
import '@mantine/core/styles/Tooltip.css';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { AFFILIATE_MESSAGES, formatAffiliateNumber } from '@portal/domain/affiliates';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MedicalAttentionHint } from '@/components/medical-attention-hint';
import { PageShell } from '@/components/page-shell';
import { useMedicalContact } from '../api/records';
import { MEDICAL_BASE } from '../pages';
import { useCurrentPatient, type CurrentPatient } from '../patient-store';

/** The tooltip, naming the contact the server is configured with. */
export function MedicalHint() {
  const contact = useMedicalContact();
  return <MedicalAttentionHint contact={contact.data?.contacto} />;
}

/**
 * A nested page of one patient: the tooltip, who the patient is, and the page's content; with
 * no patient chosen on the index home, spec §2's guard message and the way back to it.
 */
export function RecordPage({
  title,
  children,
}: {
  title: string;
  children: (patient: CurrentPatient) => ReactNode;
}) {
  const patient = useCurrentPatient();
  return (
    <PageShell title={title} aside={<MedicalHint />}>
      {patient ? (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{`Paciente: ${patient.nombre} ${patient.apellido}`}</Text>
            <Text c="dimmed">{formatAffiliateNumber(patient)}</Text>
            <Anchor component={Link} to={MEDICAL_BASE} size="sm">
              Cambiar de paciente
            </Anchor>
          </Group>
          {children(patient)}
        </Stack>
      ) : (
        <Alert color="yellow" variant="light" role="alert" title={AFFILIATE_MESSAGES.missing}>
          <Anchor component={Link} to={MEDICAL_BASE}>
            Ingresar el número de afiliado
          </Anchor>
        </Alert>
      )}
    </PageShell>
  );
}
