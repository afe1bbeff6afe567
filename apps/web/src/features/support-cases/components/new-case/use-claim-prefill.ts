import type { MotivoWeb } from '@portal/contracts';
import { readDebitClaim } from '@portal/domain/settlements';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_VALUES, type NewCaseValues } from './new-case-values';

/**
 * A debit's 'Reclamar' (consulta-de-liquidacion) opens this form with the claim in the query
 * string: the settlements area, the expediente, the comprobante and the debit line quoted are
 * filled in, and the 'Débitos en la liquidación' reason is chosen once the reasons arrive. The
 * user reviews and sends; nothing is filed by the link alone.
 */
export function useClaimPrefill(): {
  initial: NewCaseValues;
  applyMotivo: (
    motivos: MotivoWeb[] | undefined,
    values: NewCaseValues,
    setMotivo: (motivo: MotivoWeb) => void,
  ) => void;
} {
  const [params] = useSearchParams();
  const [claim] = useState(() => readDebitClaim(params));
  const pendingMotivo = useRef(claim?.motivo ?? null);
  const initial: NewCaseValues = claim
    ? {
        ...EMPTY_VALUES,
        area: 'liquidaciones',
        capObject: {
          generico: { detalle: claim.asunto, observacion: claim.observacion },
          expediente: {
            numero: claim.expediente,
            comprobante: { numero: claim.comprobanteNumero, tipo: claim.comprobanteTipo },
          },
        },
      }
    : EMPTY_VALUES;
  return {
    initial,
    applyMotivo: (motivos, values, setMotivo) => {
      const wanted = pendingMotivo.current;
      if (!wanted || values.area !== 'liquidaciones' || values.motivo || !motivos) return;
      pendingMotivo.current = null;
      const motivo = motivos.find((entry) => entry.descripcion === wanted);
      if (motivo) setMotivo(motivo);
    },
  };
}

/** Runs the claim's reason choice when the reasons load. */
export function useClaimMotivo(
  apply: ReturnType<typeof useClaimPrefill>['applyMotivo'],
  motivos: MotivoWeb[] | undefined,
  values: NewCaseValues,
  setMotivo: (motivo: MotivoWeb) => void,
) {
  useEffect(() => apply(motivos, values, setMotivo));
}
