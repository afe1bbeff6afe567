import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Button, DataList, Group, Image, Paper, Stack, Title } from '@mantine/core';
import type { AffiliateValidationResponse } from '@portal/contracts';
import { formatAffiliateNumber, type AffiliateNumber } from '@portal/domain/affiliates';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { formatPercent, formatPlan } from '@/lib/format';
import { useCoveragePdf } from '../api/coverage-pdf';
import { AffiliateDetails } from './affiliate-details';
import { useEffect, useRef } from 'react';

type Affiliate = NonNullable<AffiliateValidationResponse['affiliate']>;

interface Props {
  number: AffiliateNumber;
  affiliate: Affiliate;
  answer: AffiliateValidationResponse;
  /** The card's heading takes the focus when it appears: the answer to the Enter just typed. */
  focusOnMount?: boolean;
}

/** The valid affiliate: who, plan, state, virtual credential, discount, fiscal and contract. */
export function AffiliateCard({ number, affiliate, answer, focusOnMount = false }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const pdf = useCoveragePdf();
  const offerDownload = useOfferDownload();
  const reportError = useReportError();
  const name = `${affiliate.nombre} ${affiliate.apellido}`;
  const plan = answer.plan;
  const credential = answer.virtualCredential;
  const discount = credential?.descuentoFarmacia ?? plan?.descuentoFarmacia;

  const downloadPdf = () => {
    pdf.mutate(
      { contra: number.contra, inte: number.inte },
      {
        onSuccess: (blob) =>
          offerDownload(
            blob,
            `cobertura-${number.contra}-${String(number.inte).padStart(2, '0')}.pdf`,
            {
              title: 'Certificado de cobertura',
              message: `El certificado de cobertura de ${name} está listo.`,
            },
          ),
        onError: (error) => reportError(error),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Datos del afiliado">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            {credential?.selfie && (
              <Image src={credential.selfie} alt={`Foto de ${name}`} w={72} h={72} radius="sm" />
            )}
            <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
              {name}
            </Title>
          </Group>
          <Badge color="green" size="lg" variant="light" aria-hidden>
            Válido
          </Badge>
        </Group>
        <DataList labelWidth="11rem">
          <DataList.Item>
            <DataList.ItemLabel>Número de afiliado</DataList.ItemLabel>
            <DataList.ItemValue>{formatAffiliateNumber(number)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Plan</DataList.ItemLabel>
            <DataList.ItemValue>
              {plan ? formatPlan(plan) : affiliate.plan.codigo}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Estado</DataList.ItemLabel>
            <DataList.ItemValue>{affiliate.estadoDesc}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Credencial virtual</DataList.ItemLabel>
            <DataList.ItemValue>
              {credential?.credencial.id ?? 'Sin credencial virtual'}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Descuento en farmacia</DataList.ItemLabel>
            <DataList.ItemValue>
              {discount === undefined ? '—' : formatPercent(discount)}
            </DataList.ItemValue>
          </DataList.Item>
          <AffiliateDetails affiliate={affiliate} contra={number.contra} inte={number.inte} />
        </DataList>
        <Group>
          <Button variant="light" onClick={downloadPdf} loading={pdf.isPending}>
            Descargar cobertura (PDF)
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
