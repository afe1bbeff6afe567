import { CASE_STATE } from '@portal/domain/support-cases';
import { refreshDirectoryPlace } from '../directory/public.ts';
import type { CaseClosedHook } from '../support-cases/public.ts';
import {
  applyDocument,
  applyPlace,
  applyProfessional,
  findRequestOfCase,
  type PlaceProposal,
  type ProfessionalProposal,
} from './approval.repository.ts';

/**
 * When the insurer finalises a Mis datos case, the values asked for (`propuesta`) become the
 * data in force, in the closing transaction (docs/decisions/0024). A rejected or closed case
 * changes nothing; a case that is no Mis datos request is none of this area's business.
 */
export const applyApprovedChange: CaseClosedHook = async (tx, closed) => {
  if (closed.estado !== CASE_STATE.finalizado) return;
  const request = await findRequestOfCase(tx, closed.caseId);
  if (!request) return;
  switch (request.section) {
    case 'datos-personales':
      await applyProfessional(
        tx,
        request.providerId,
        request.propuesta as unknown as ProfessionalProposal,
        closed.at,
      );
      return;
    case 'domicilios':
      if (request.placeId !== null) {
        await applyPlace(tx, request.placeId, request.propuesta as unknown as PlaceProposal);
        // The directory's cards of the place follow it to its new locality (ADR 0026).
        await refreshDirectoryPlace(tx, request.placeId);
      }
      return;
    case 'documentacion':
      await applyDocument(
        tx,
        request,
        request.propuesta as unknown as { tipo: string; vencimiento: string },
        closed.at,
      );
      return;
  }
};
