import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateValidationResponse, ImportJob } from '@portal/contracts';
import { AFFILIATE_HEADER, affiliateLine } from '../../../../test/imports.ts';
import { demoKey, endedJob, upload } from '../../../../test/imports-door.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** The door with the real engine: a register pushed over HTTP is what the portal answers next. */
describe('an affiliates register through the HTTP door, with the real engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const validate = async (contra: number) => {
    const headers = (await t.login(DEMO.demo)).headers;
    const answer = await t.inject({
      method: 'POST',
      url: '/pre/v1/validador/100001/afiliado',
      headers,
      payload: { contra, inte: 1, validador: 'web', apiKey: 'web', deviceid: 'vitest' },
    });
    return answer.json<AffiliateValidationResponse>();
  };

  it('a dry run reports and applies nothing; the full register then retires who it lacks', async () => {
    const register = [
      AFFILIATE_HEADER,
      affiliateLine(30000003, { apellido: 'Medina', nombre: 'Carlos', plan: '410' }),
    ].join('\n');

    const dry = await upload(t, 'affiliates', register, demoKey, '?full=true&dryRun=true');
    expect(dry.statusCode, dry.body).toBe(202);
    const dryJob = await endedJob(t, dry.json<ImportJob>().id);
    expect(dryJob).toMatchObject({
      status: 'done',
      report: { applied: false, dryRun: true, read: 1 },
    });
    expect(await validate(30000001)).toMatchObject({ isValid: true });

    const full = await upload(t, 'affiliates', register, demoKey, '?full=true');
    const job = await endedJob(t, full.json<ImportJob>().id);
    expect(job.status, JSON.stringify(job)).toBe('done');
    expect(job.report).toMatchObject({
      kind: 'affiliates',
      read: 1,
      applied: true,
      full: true,
      refused: 0,
    });
    expect(job.report!.retired).toBeGreaterThan(0);

    expect(await validate(30000001)).toMatchObject({ isValid: false, mensaje: 'Baja' });
    expect(await validate(30000003)).toMatchObject({ isValid: true });
  });

  it('a file with a bad row is refused whole: the job says refused, with the line, field and message', async () => {
    const register = [
      AFFILIATE_HEADER,
      affiliateLine(30000003, { fechaNacimiento: '31/02/1980' }),
    ].join('\n');
    const answer = await upload(t, 'affiliates', register);
    const job = await endedJob(t, answer.json<ImportJob>().id);
    expect(job).toMatchObject({ status: 'refused', report: { applied: false, refused: 1 } });
    expect(job.report!.problems[0]).toMatchObject({ line: 2, field: 'fechaNacimiento' });
  });
});
