import { Alert, DataList, Skeleton } from '@mantine/core';
import type { AffiliateValidationResponse } from '@portal/contracts';
import { fiscalLookupApplies } from '@portal/domain/affiliates';
import { errorMessage } from '@/lib/api-error';
import { useContractData } from '../api/contract-data';
import { useFiscalData } from '../api/fiscal-data';
import { useTherapeuticToken } from '../api/therapeutic-token';

type Affiliate = NonNullable<AffiliateValidationResponse['affiliate']>;

// One line of text tall: the card does not jump when the answer replaces the placeholder.
const pending = <Skeleton height="1.25rem" width="12rem" aria-label="Cargando" />;

function Value({
  query,
  render,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  render: () => string;
}) {
  if (query.isPending) return pending;
  if (query.isError) return <span>{errorMessage(query.error)}</span>;
  return <span>{render()}</span>;
}

/** Fiscal data (not for prepagas 4, 9, 10, 11), therapeutic token and contract (spec §7). */
export function AffiliateDetails({
  affiliate,
  contra,
  inte,
}: {
  affiliate: Affiliate;
  contra: number;
  inte: number;
}) {
  const fiscalApplies = fiscalLookupApplies(affiliate.prepaga.id);
  const fiscal = useFiscalData(affiliate.documento, fiscalApplies);
  const token = useTherapeuticToken({ prepagaId: affiliate.prepaga.id, contra, inte });
  const contract = useContractData(contra);

  return (
    <>
      <DataList.Item>
        <DataList.ItemLabel>Datos fiscales</DataList.ItemLabel>
        <DataList.ItemValue>
          {fiscalApplies ? (
            <Value query={fiscal} render={() => fiscal.data?.condicionImpuestos ?? ''} />
          ) : (
            'No corresponde para esta prepaga.'
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Token terapéutico</DataList.ItemLabel>
        <DataList.ItemValue>
          {token.data?.requiereToken ? (
            <Alert color="orange" variant="light" p="xs" title="Requiere token terapéutico">
              El afiliado está en situación terapéutica: pedile el token para registrar la
              prestación.
            </Alert>
          ) : (
            <Value query={token} render={() => 'No requiere token terapéutico.'} />
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Contrato</DataList.ItemLabel>
        <DataList.ItemValue>
          <Value
            query={contract}
            render={() => {
              const data = contract.data;
              if (!data) return '';
              const members = `${data.integrantes} ${data.integrantes === 1 ? 'integrante' : 'integrantes'} (${data.integrantesActivos} ${data.integrantesActivos === 1 ? 'activo' : 'activos'})`;
              return `${data.contra} · ${data.vigente ? 'Vigente' : 'No vigente'} · ${members}`;
            }}
          />
        </DataList.ItemValue>
      </DataList.Item>
    </>
  );
}
