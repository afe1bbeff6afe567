import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { recentValidations } from '../../db/schema/home.ts';
import { whileInsertsFail } from '../../../test/failing-inserts.ts';
import { DEMO } from '../../../test/helpers.ts';
import { demoProviderApp } from '../../../test/test-app.ts';
import { teamActivity, validateJuan } from './user-management-test-kit.ts';

/**
 * The activity rows of validations are written in groups (ADR 0068): under many answers at
 * once the admin still finds one row per answered validation, and a row that cannot be written
 * is never an answer that says the validation went through.
 */
describe('team activity under concurrent validations', () => {
  const s = demoProviderApp();

  const validationsListed = async () =>
    (await teamActivity(s.t, s.demo, 'accion=affiliate.validation')).total;

  const recentOf = (userId: number) =>
    s.t.db.$count(recentValidations, eq(recentValidations.userId, userId));

  it('60 validations at once are all listed in the activity as soon as they are answered', async () => {
    const lucia = await s.t.login(DEMO.subusuario);
    const before = await validationsListed();
    const recentBefore = await recentOf(lucia.modelEspecifico.idUsuario);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => validateJuan(s.t, lucia.headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(60).fill(200));
    expect(await validationsListed()).toBe(before + 60);
    // Her home's recent validations are written in groups too: every one is kept.
    expect(await recentOf(lucia.modelEspecifico.idUsuario)).toBe(recentBefore + 60);
  });

  it('a validation whose activity row cannot be written answers the server error', async () => {
    const lucia = await s.t.login(DEMO.subusuario);
    const before = await validationsListed();
    await whileInsertsFail(s.t.db, 'audit_log', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => validateJuan(s.t, lucia.headers)),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(500);
        expect(answer.json<ErrorResponse>()).toMatchObject({
          statusCode: 500,
          message: 'Ocurrió un problema en el servidor de datos',
        });
        expect(answer.body).not.toMatch(/Juan|Pérez|30000001/);
      }
    });
    expect(await validationsListed()).toBe(before);
    const after = await validateJuan(s.t, lucia.headers);
    expect(after.statusCode).toBe(200);
    expect(await validationsListed()).toBe(before + 1);
  });

  it('a validation whose recent validation cannot be written answers the server error too', async () => {
    const lucia = await s.t.login(DEMO.subusuario);
    await whileInsertsFail(s.t.db, 'recent_validations', async () => {
      const answer = await validateJuan(s.t, lucia.headers);
      expect(answer.statusCode).toBe(500);
      expect(answer.json<ErrorResponse>().message).toBe(
        'Ocurrió un problema en el servidor de datos',
      );
    });
  });
});
