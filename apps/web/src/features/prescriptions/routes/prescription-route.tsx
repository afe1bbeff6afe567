import '@/components/page-layout.css';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { prescriptionAffiliateCall, type WrittenPrescriptionResponse } from '@portal/contracts';
import { PRESCRIPTION_MESSAGES } from '@portal/domain/prescriptions';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell';
import { ServerRefusal } from '@/components/server-refusal';
import { AffiliateStep, type ValidAffiliate } from '@/entities/affiliate/affiliate-step';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { usePrescriber } from '../api/prescriptions';
import { PrescriptionForm } from '../components/prescription-form';
import { WrittenPrescription } from '../components/written-prescription';

/** tramitesonline/receta-digital: a prescription for a valid affiliate, its PDF, cancelling. */
export default function PrescriptionRoute({ title }: { title: string }) {
  const readOnly = useReadOnly();
  const prescriber = usePrescriber();
  const [patient, setPatient] = useState<ValidAffiliate | null>(null);
  const [written, setWritten] = useState<WrittenPrescriptionResponse | null>(null);
  const [form, setForm] = useState(0);

  if (prescriber.error) return <ServerRefusal error={prescriber.error} />;
  if (!prescriber.data) return <Loader size="sm" aria-label="Cargando" />;
  const licence = prescriber.data.matricula;

  return (
    <PageShell title={title}>
      <Stack gap="lg">
        <Text>{`Prescriptor: ${prescriber.data.nombre}${licence ? ` · Matrícula ${licence}` : ''}`}</Text>
        {!licence && (
          <Alert color="yellow" variant="light" role="alert">
            {PRESCRIPTION_MESSAGES.noLicence}
          </Alert>
        )}
        {readOnly && (
          <Alert color="blue" variant="light">
            Estás en una sesión de sólo lectura: podés consultar, pero no emitir recetas.
          </Alert>
        )}
        {written ? (
          <WrittenPrescription
            written={written}
            readOnly={readOnly}
            onAnother={() => {
              setWritten(null);
              setForm(form + 1);
            }}
          />
        ) : (
          <>
            <AffiliateStep
              call={prescriptionAffiliateCall}
              label="Afiliado de la receta"
              valid={patient}
              onValid={setPatient}
            />
            {patient && (
              <PrescriptionForm
                key={form}
                patient={patient}
                disabled={readOnly || !licence}
                onWritten={setWritten}
              />
            )}
          </>
        )}
      </Stack>
    </PageShell>
  );
}
