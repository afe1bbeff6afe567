import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAndWaitForMenu, openValidator, validate } from '../support.ts';

/**
 * The insurer's ERP reads the register the portal holds (the export), and pushes it back through
 * the HTTP door with the seed's demo integration key (docs/imports/http.md) as a complete register
 * (`full`) without one affiliate: exactly that one is retired, and the portal answers so at once,
 * on the same running server. Everybody else is in the file unchanged, so the journeys after this
 * one (alphabetically) still find their affiliates; 30000003 is one only earlier journeys use.
 */
const DEMO_KEY = {
  'x-integration-key': 'imp.demo-erp-0001.Prestadores-ERP-demo-2026-nightly-push',
};

const example = (name: string) =>
  readFileSync(new URL(`../../docs/imports/${name}`, import.meta.url), 'utf8');

/** The register as the portal exports it, without one affiliate's line. */
async function exportedRegisterWithout(request: APIRequestContext, contra: string) {
  const answer = await request.get('/pre/imports/affiliates/export', { headers: DEMO_KEY });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await answer.text()).split('\n');
  const kept = lines.filter((line) => !line.startsWith(`${contra};`));
  expect(lines.length - kept.length).toBe(1);
  return kept.join('\n');
}

interface Job {
  id: number;
  status: string;
  report: {
    applied: boolean;
    new: number;
    changed: number;
    retired: number;
    full: boolean;
  } | null;
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

test('the register exported and pushed back without one affiliate retires exactly that one: the next validation says so', async ({
  page,
  request,
}) => {
  const card = page.getByRole('region', { name: 'Datos del afiliado' });
  await openValidator(page);
  await validate(page, '30000003 1 01');
  await expect(card.getByRole('heading', { name: 'Carlos Medina' })).toBeVisible();

  const register = await exportedRegisterWithout(request, '30000003');
  // A synthetic affiliate, by the columns of the register's header (apellido, nombre).
  const [header = '', synthetic = ''] = register
    .split('\n')
    .filter((line, index) => index === 0 || line.startsWith('40000000;1;1;'));
  const cells = Object.fromEntries(
    header
      .replace('\uFEFF', '')
      .split(';')
      .map((column, index) => [column, synthetic.split(';')[index]]),
  );
  const pushed = await request.post('/pre/imports/affiliates?full=true', {
    headers: { ...DEMO_KEY, 'content-type': 'text/csv; charset=utf-8' },
    data: register,
  });
  expect(pushed.status(), await pushed.text()).toBe(202);
  const job = await endedJob(request, ((await pushed.json()) as Job).id);
  expect(job.status, JSON.stringify(job)).toBe('done');
  expect(job.report).toMatchObject({ applied: true, full: true, new: 0, changed: 0, retired: 1 });

  await validate(page, '30000003 1 01');
  await expect(page.getByText('Baja', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(
    page.getByText(
      'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
    ),
  ).toBeVisible();

  // Nobody else changed: the demo affiliate and a synthetic one still validate.
  await validate(page, '30000001 1 01');
  await expect(card.getByRole('heading', { name: 'Juan Pérez' })).toBeVisible();
  await validate(page, '40000000 1 01');
  await expect(
    card.getByRole('heading', { name: `${cells.nombre} ${cells.apellido}` }),
  ).toBeVisible();
});

/** Cardiología near nobody in particular, by the new provider's name: a shared cartilla link. */
const CARDIOLOGY_BY_NAME =
  '/prestadores/tramitesonline/atencion-medica/cartilla/especialidades-medicas?especialidad=3&nombre=ibanez';

test("a providers file pushed over HTTP adds a provider's places: demo@ finds them in the cartilla at once", async ({
  page,
  request,
}) => {
  await loginAndWaitForMenu(page, 'demo@prestadores.test');
  await page.getByRole('dialog').getByRole('button', { name: 'Más tarde' }).click();
  await page.goto(CARDIOLOGY_BY_NAME);
  await expect(page.getByRole('status').getByText('No se encontraron resultados.')).toBeVisible();

  const pushed = await request.post('/pre/imports/providers', {
    headers: { ...DEMO_KEY, 'content-type': 'text/csv' },
    data: example('providers.csv'),
  });
  expect(pushed.status(), await pushed.text()).toBe(202);
  const job = await endedJob(request, ((await pushed.json()) as Job).id);
  expect(job.status, JSON.stringify(job)).toBe('done');
  expect(job.report).toMatchObject({ applied: true, full: false });

  await page.reload();
  const cards = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Av. Santa Fe 3200' })).toContainText('Ibáñez Rocío');
  await expect(cards.filter({ hasText: 'Av. Cabildo 1500' })).toContainText('Ibáñez Rocío');
});
