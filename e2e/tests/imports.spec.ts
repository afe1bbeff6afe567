import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openValidator, validate } from '../support.ts';

/**
 * The insurer's ERP pushes a register through the HTTP door with the seed's demo integration key
 * (docs/imports/http.md), and the portal answers from it at once, on the same running server.
 * The register is complete (`full`): it retires every affiliate it lacks, the synthetic ones too.
 * It keeps 30000001, whom the journeys after this one (alphabetically) validate, and lacks
 * 30000003, whom only earlier journeys use.
 */
const DEMO_KEY = {
  'x-integration-key': 'imp.demo-erp-0001.Prestadores-ERP-demo-2026-nightly-push',
};

/** The documented example register, without one affiliate: a complete register that lacks him. */
function registerWithout(contra: string): string {
  const example = readFileSync(
    new URL('../../docs/imports/affiliates.csv', import.meta.url),
    'utf8',
  );
  return example
    .split('\n')
    .filter((line) => !line.startsWith(`${contra};`))
    .join('\n');
}

interface Job {
  id: number;
  status: string;
  report: { applied: boolean; retired: number; full: boolean } | null;
}

async function endedJob(request: APIRequestContext, id: number): Promise<Job> {
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/pre/imports/jobs/${id}`, { headers: DEMO_KEY });
        job = (await answer.json()) as Job;
        return job.status;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^(done|refused|failed)$/);
  return job!;
}

test('a complete register pushed over HTTP retires the affiliate it lacks: the next validation says so', async ({
  page,
  request,
}) => {
  const card = page.getByRole('region', { name: 'Datos del afiliado' });
  await openValidator(page);
  await validate(page, '30000003 1 01');
  await expect(card.getByRole('heading', { name: 'Carlos Medina' })).toBeVisible();

  const pushed = await request.post('/pre/imports/affiliates?full=true', {
    headers: { ...DEMO_KEY, 'content-type': 'text/csv; charset=utf-8' },
    data: registerWithout('30000003'),
  });
  expect(pushed.status(), await pushed.text()).toBe(202);
  const job = await endedJob(request, ((await pushed.json()) as Job).id);
  expect(job.status, JSON.stringify(job)).toBe('done');
  expect(job.report).toMatchObject({ applied: true, full: true });
  expect(job.report!.retired).toBeGreaterThanOrEqual(1);

  await validate(page, '30000003 1 01');
  await expect(page.getByText('Baja', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(
    page.getByText(
      'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
    ),
  ).toBeVisible();

  await validate(page, '30000001 1 01');
  await expect(card.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();
});
