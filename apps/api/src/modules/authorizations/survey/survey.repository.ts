import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import {
  authorizationSurveyAnswers,
  authorizationSurveys,
} from '../../../db/schema/authorizations.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/*
 * The survey counter of spec §4 (one more per saved authorization, back to 0 on an answer)
 * lives here and nowhere else: an increment has to be atomic when one user files from two
 * tabs, which one upsert is on both engines without a row lock. When the survey is due is the
 * domain's isSurveyDue, read by both services.
 */

/** Counts one saved authorization, inside the filing's transaction; answers the new state. */
export async function countSavedAuthorization(tx: Tx, userId: number) {
  const [row] = await tx
    .insert(authorizationSurveys)
    .values({ userId, savedSinceAnswer: 1 })
    .onConflictDoUpdate({
      target: authorizationSurveys.userId,
      set: { savedSinceAnswer: sql`${authorizationSurveys.savedSinceAnswer} + 1` },
    })
    .returning();
  return row!;
}

export async function findSurvey(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(authorizationSurveys)
    .where(eq(authorizationSurveys.userId, userId));
  return row ?? null;
}

/** The answer, the counter back to 0, and the user's userSurveyResponse (spec §3). */
export async function saveAnswer(
  tx: Tx,
  userId: number,
  now: Date,
  answer: { puntaje: number; comentario: string },
) {
  await tx.insert(authorizationSurveyAnswers).values({ userId, createdAt: now, ...answer });
  await tx
    .insert(authorizationSurveys)
    .values({ userId, savedSinceAnswer: 0, lastAnswerAt: now })
    .onConflictDoUpdate({
      target: authorizationSurveys.userId,
      set: { savedSinceAnswer: 0, lastAnswerAt: now },
    });
  await tx.update(users).set({ surveyResponseAt: now }).where(eq(users.id, userId));
}
