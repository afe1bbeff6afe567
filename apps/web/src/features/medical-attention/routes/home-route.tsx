import '@/components/page-layout.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/List.css';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { medicalAffiliateCall } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { AffiliateStep, type ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { MedicalHint } from '../components/record-page';
import { MEDICAL_BASE, RECORD_LINKS } from '../pages';
import { setCurrentPatient, useCurrentPatient } from '../patient-store';

/**
 * atencion-medica's index home: the patient's affiliate number once (the validator's rules and
 * §2 guard messages), then the patient's pages; the cartilla needs no patient.
 */
export default function MedicalAttentionHomeRoute({ title }: { title: string }) {
  const patient = useCurrentPatient();
  const [valid, setValid] = useState<ValidAffiliate | null>(null);

  const onValid = (affiliate: ValidAffiliate | null) => {
    setValid(affiliate);
    setCurrentPatient(
      affiliate
        ? {
            ...affiliate.number,
            // The validator's answer names the credential it accepted (the current middle).
            middle: affiliate.answer.credential.middle ?? affiliate.number.middle,
            nombre: affiliate.affiliate.nombre,
            apellido: affiliate.affiliate.apellido,
          }
        : null,
    );
  };

  return (
    <PageShell title={title} aside={<MedicalHint />}>
      <Stack gap="lg">
        <AffiliateStep
          call={medicalAffiliateCall}
          label="Afiliado de la atención"
          valid={valid}
          onValid={onValid}
        />
        {patient && (
          <nav aria-label="Datos del paciente">
            <Text fw={600}>{`Datos de ${patient.nombre} ${patient.apellido}`}</Text>
            <List spacing={4}>
              {RECORD_LINKS.map((link) => (
                <List.Item key={link.to}>
                  <Anchor component={Link} to={link.to}>
                    {link.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
        )}
        <Text>
          <Anchor component={Link} to={`${MEDICAL_BASE}/cartilla`}>
            Cartilla médica
          </Anchor>
          {': profesionales, instituciones y guardias, sin datos de pacientes.'}
        </Text>
      </Stack>
    </PageShell>
  );
}
