import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import {
  authorizationSurveyAnswers,
  authorizationSurveys,
} from '../../../db/schema/authorizations.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
