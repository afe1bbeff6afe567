import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';

const BASE = '/pre/consola/v0/prestadores';

interface Summary {
  codigo: number;
  razonSocial: string;
  cuit: string;
  tipo: string;
  tipoDescripcion: string;
  localidad: string;
}
interface Page {
  items: Summary[];
  total: number;
  pagina: number;
  paginas: number;
}

describe("the console's providers: search and a provider's page (docs/decisions/0061)", () => {
  let t: TestApp;
  let contracting: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    contracting = (await openStaffSession(t, demoStaff('contracting').email)).headers;
    admin = (await openStaffSession(t, demoStaff('admin').email)).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers = contracting) => t.inject({ method: 'GET', url, headers });
  const search = async (query: string, headers = contracting) => {
    const response = await get(`${BASE}?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const codes = (page: Page) => page.items.map((item) => item.codigo);

  it('finds a provider by its code, its CUIT with or without dashes, and words of its name', async () => {
    const byCode = await search('q=200001');
    expect(byCode.items[0]).toMatchObject({
      codigo: 200001,
      razonSocial: 'Sanatorio del Interior S.A.',
      tipo: 'I',
      tipoDescripcion: 'Institución',
      localidad: 'Córdoba',
    });
    const cuit = byCode.items[0]!.cuit;
    expect(codes(await search(`q=${cuit}`))).toEqual([200001]);
    const dashed = `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
    expect(codes(await search(`q=${encodeURIComponent(dashed)}`))).toEqual([200001]);
    expect(codes(await search(`q=${encodeURIComponent('salud norte')}`))).toEqual([300001]);
    // Typed without accents, as staff do.
    expect(codes(await search(`q=${encodeURIComponent('colegio medico')}`))).toContain(500001);
  });

  it('filters by type and locality, and pages with a total', async () => {
    const colleges = await search('tipo=C');
    expect(colleges.items.length).toBeGreaterThan(0);
    expect(colleges.items.every((item) => item.tipo === 'C')).toBe(true);
    expect(codes(await search('localidad=rosario&tipo=C'))).toContain(500001);
    expect(codes(await search('localidad=cordoba&q=200001'))).toEqual([200001]);
    const all = await search('');
    expect(all.items).toHaveLength(Math.min(25, all.total));
    expect(all.paginas).toBe(Math.ceil(all.total / 25));
    const second = await search('pagina=2');
    expect(second.pagina).toBe(Math.min(2, all.paginas));
    expect(codes(second)).not.toEqual(codes(all));
  });

  it("a provider's page: its places with hours, the modules it has, its team", async () => {
    const response = await get(`${BASE}/100001`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{
      prestador: { codigo: number; email: string };
      lugares: { direccion: string; horarios: { dia: string; horario: string }[] }[];
      modulos: { id: string; otorgado: boolean }[];
      equipo: { email: string; admin: boolean; estado: string; ultimoIngreso: string | null }[];
    }>();
    expect(detail.prestador.codigo).toBe(100001);
    expect(detail.lugares.length).toBeGreaterThan(0);
    expect(detail.lugares.some((place) => place.horarios.length > 0)).toBe(true);
    expect(detail.modulos.find((entry) => entry.id === 'validador-de-asociados')?.otorgado).toBe(
      true,
    );
    // The modules every admin or user always has are no switch of the insurer's.
    expect(detail.modulos.map((entry) => entry.id)).not.toContain('terminos');
    expect(detail.equipo).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEMO.demo, admin: true, estado: 'Activo' }),
        expect.objectContaining({ email: DEMO.subusuario, admin: false, estado: 'Activo' }),
      ]),
    );
  });

  it('shows the last access of a user who logged in', async () => {
    await t.login(DEMO.interior);
    const detail = (await get(`${BASE}/200001`)).json<{
      equipo: { email: string; ultimoIngreso: string | null }[];
    }>();
    const member = detail.equipo.find((entry) => entry.email === DEMO.interior);
    expect(member?.ultimoIngreso).toBe(t.clock.now().toISOString());
  });

  it("the team's activity as its admin reads it", async () => {
    const response = await get(`${BASE}/100001/actividad`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pagina: 1, actividad: expect.any(Array) });
  });

  it('the catalogue a new provider picks from leaves out what every user always has', async () => {
    const catalogue = (await get(`${BASE}/modulos`)).json<{ id: string }[]>();
    expect(catalogue.map((entry) => entry.id)).toContain('validador-de-asociados');
    expect(catalogue.map((entry) => entry.id)).not.toContain('terminos');
  });

  it('an unknown provider is a 404 in Spanish', async () => {
    expectError(await get(`${BASE}/999999`), 404, 'NOT_FOUND');
    expect((await get(`${BASE}/999999`)).json().message).toBe('No encontramos el prestador.');
    expectError(await get(`${BASE}/999999/actividad`), 404, 'NOT_FOUND');
  });

  it('an administrator may search and read a page; only contracting picks localities', async () => {
    expect(codes(await search('q=200001', admin))).toEqual([200001]);
    expect((await get(`${BASE}/100001`, admin)).statusCode).toBe(200);
    expectError(await get(`${BASE}/localidades?q=cor`, admin), 403, 'FORBIDDEN');
    const localities = await get(`${BASE}/localidades?q=cord`);
    expect(localities.json()).toContainEqual(expect.objectContaining({ nombre: 'Córdoba' }));
  });
});
