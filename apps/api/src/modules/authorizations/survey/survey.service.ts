import type { SurveyAnswerRequest } from '@portal/contracts';
import { isSurveyDue } from '@portal/domain/authorizations';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type { AuthorizationDeps } from '../shared/deps.ts';
import * as survey from './survey.repository.ts';

/** The authorizations survey of spec §4, per user. */
export async function surveyStatus(deps: AuthorizationDeps, userId: number) {
  const row = await survey.findSurvey(deps.db, userId);
  const state = {
    savedSinceAnswer: row?.savedSinceAnswer ?? 0,
    lastAnswerAt: row?.lastAnswerAt ?? null,
  };
  return {
    ofrecer: isSurveyDue(state, deps.clock.now()),
    autorizacionesGuardadas: state.savedSinceAnswer,
    ultimaRespuesta: state.lastAnswerAt?.toISOString() ?? null,
  };
}

/** The answer is stored and the count starts again (one transaction). */
export async function answerSurvey(
  deps: AuthorizationDeps,
  userId: number,
  body: SurveyAnswerRequest,
) {
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    survey.saveAnswer(tx, userId, now, {
      puntaje: body.puntaje,
      comentario: sanitizeObservation(body.comentario),
    }),
  );
  return surveyStatus(deps, userId);
}
