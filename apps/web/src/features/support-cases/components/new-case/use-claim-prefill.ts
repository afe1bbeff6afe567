import type { MotivoWeb } from '@portal/contracts';
import { readDebitClaim } from '@portal/domain/settlements';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_DRAFT, type NewCaseDraft } from './new-case-draft';

/**
 * A debit's 'Reclamar' (consulta-de-liquidacion) opens this form with the claim in the query
 * string: the settlements area, the expediente, the comprobante and the debit line quoted are
 * filled in, and the 'Débitos en la liquidación' reason is chosen once the reasons arrive. The
 * user reviews and sends; nothing is filed by the link alone.
 */
export function useClaimPrefill(): {
  initial: NewCaseDraft;
  applyMotivo: (
    motivos: MotivoWeb[] | undefined,
    draft: NewCaseDraft,
    setDraft: Dispatch<SetStateAction<NewCaseDraft>>,
  ) => void;
} {
  const [params] = useSearchParams();
  const [claim] = useState(() => readDebitClaim(params));
  const pendingMotivo = useRef(claim?.motivo ?? null);
  const initial: NewCaseDraft = claim
    ? {
        ...EMPTY_DRAFT,
        area: 'liquidaciones',
        expediente: claim.expediente,
        comprobanteNumero: claim.comprobanteNumero,
        comprobanteTipo: claim.comprobanteTipo,
        asunto: claim.asunto,
        observacion: claim.observacion,
      }
    : EMPTY_DRAFT;
  return {
    initial,
    applyMotivo: (motivos, draft, setDraft) => {
      const wanted = pendingMotivo.current;
      if (!wanted || draft.area !== 'liquidaciones' || draft.motivo || !motivos) return;
      pendingMotivo.current = null;
      const motivo = motivos.find((entry) => entry.descripcion === wanted);
      if (motivo) setDraft((current) => ({ ...current, motivo }));
    },
  };
}

/** Runs the claim's reason choice when the reasons load. */
export function useClaimMotivo(
  apply: ReturnType<typeof useClaimPrefill>['applyMotivo'],
  motivos: MotivoWeb[] | undefined,
  draft: NewCaseDraft,
  setDraft: Dispatch<SetStateAction<NewCaseDraft>>,
) {
  useEffect(() => apply(motivos, draft, setDraft));
}
