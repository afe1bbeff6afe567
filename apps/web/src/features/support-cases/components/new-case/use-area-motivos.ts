import type { ConsultationArea, MotivoWeb } from '@portal/contracts';
import type { CaseArea } from '@portal/domain/support-cases';
import type { ProviderType } from '@portal/domain/provider';
import { useAuthorizationMotivos } from '../../api/authorization-motivos';
import { useContractingMotivos } from '../../api/contracting-motivos';
import { useIsOdontology } from '../../api/odontology';
import { useSettlementMotivos } from '../../api/settlement-motivos';

export interface AreaMotivos {
  motivos: MotivoWeb[] | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The reasons of the chosen area (spec §7): contracting by area id, provider type and
 * odontology flag; authorizations (the four §5 categories) and settlements from motivos-web.
 */
export function useAreaMotivos(
  area: CaseArea | null,
  areas: readonly ConsultationArea[],
  provider: { code: number; type: ProviderType },
): AreaMotivos {
  const contracting = area === 'contrataciones';
  const odontology = useIsOdontology(provider.code);
  const contractingArea = areas.find((entry) => entry.area === 'contrataciones');
  const contractingMotivos = useContractingMotivos(
    contracting && contractingArea && odontology.isSuccess
      ? { areaId: contractingArea.id, type: provider.type, esOdonto: odontology.data }
      : null,
  );
  const authorization = useAuthorizationMotivos(area === 'autorizaciones');
  const settlement = useSettlementMotivos(area === 'liquidaciones');

  switch (area) {
    case null:
      return { motivos: undefined, loading: false, failed: false };
    case 'contrataciones':
      return {
        motivos: contractingMotivos.data,
        // Without the odontology flag the contracting reasons cannot be asked for: count it
        // as a failure rather than wait forever.
        loading: odontology.isPending || contractingMotivos.isPending,
        failed: odontology.isError || contractingMotivos.isError,
      };
    case 'autorizaciones':
      return {
        motivos: authorization.data,
        loading: authorization.isPending,
        failed: authorization.isError,
      };
    case 'liquidaciones':
      return {
        motivos: settlement.data,
        loading: settlement.isPending,
        failed: settlement.isError,
      };
  }
}
