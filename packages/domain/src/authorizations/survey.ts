import { addDays } from '../format/dates.ts';
import { SURVEY_AFTER_DAYS, SURVEY_AFTER_SAVED_AUTHORIZATIONS } from './constants.ts';

/**
 * The authorizations survey (spec §4 "Other flows", §9: 50 saved / 30 days). The counter itself
 * is kept by the API in one atomic SQL upsert (survey.repository.ts); this is when it is due.
 */
export interface SurveyState {
  /** Authorizations saved since the last answer (or ever, when never answered). */
  savedSinceAnswer: number;
  lastAnswerAt: Date | null;
}

/** Offered when never answered, after 50 saved authorizations, or 30 days after the last answer. */
export function isSurveyDue(state: SurveyState, now: Date): boolean {
  if (!state.lastAnswerAt) return true;
  if (state.savedSinceAnswer >= SURVEY_AFTER_SAVED_AUTHORIZATIONS) return true;
  return now.getTime() >= addDays(state.lastAnswerAt, SURVEY_AFTER_DAYS).getTime();
}
