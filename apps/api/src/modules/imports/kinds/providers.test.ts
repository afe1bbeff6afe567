import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import type { DirectorySearchResponse, UserConfigResponse } from '@portal/contracts';
import { providers } from '../../../db/schema/core.ts';
import { DEMO, expectError } from '../../../../test/helpers.ts';
import { recoveryApi } from '../../../../test/recovery.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import type { ImportKind } from '../engine/kind.ts';
import { INVITATION_SUBJECT } from './providers/invite.ts';
import { providersKind } from './providers.ts';
import {
  cards,
  importProviders,
  mailsTo,
  NEW_PROVIDER,
  PALERMO,
  place,
} from './providers/providers-test-kit.ts';

const ADMIN = NEW_PROVIDER.admin_email!;
const CARDIOLOGIA = 3;

describe('the providers file: a new provider with two places', () => {
  const ctx = demoProviderApp();
  const file = [place(990001), place(990002, { calle: 'Av. Cabildo', numero: '1500' })];

  it('is applied: two new places, found by the directory search at once', async () => {
    const report = await importProviders(ctx.t.db, file);
    expect(report).toMatchObject({ applied: true, new: 2, changed: 0, unchanged: 0, problems: [] });
    const byName = await cards(ctx.t, 'ape_razon=ibanez');
    expect(byName.total).toBe(4); // two places × cardiología and clínica médica
    expect(byName.prestadores.map((card) => `${card.calle} ${card.numero}`).sort()).toEqual([
      'Av. Cabildo 1500',
      'Av. Cabildo 1500',
      'Av. Santa Fe 3200',
      'Av. Santa Fe 3200',
    ]);
    const near = await cards(ctx.t, `especialidad=${CARDIOLOGIA}&localidad=${PALERMO}`);
    const card = near.prestadores.find((found) => found.id === 990001);
    expect(card).toMatchObject({
      ape_razon: 'Ibáñez Rocío',
      deno_loc: 'Palermo',
      tele: '011 4831-0000',
      lun: '08:00 a 12:00',
      mar: '08:00 a 12:00',
      mier: null,
    });
  });

  it('invites the first admin once: a user without password, one mail in the outbox', async () => {
    expect(await mailsTo(ctx.t, ADMIN)).toBe(1);
    const mail = await ctx.t.lastMailTo(ADMIN);
    expect(mail?.subject).toBe(INVITATION_SUBJECT);
    expect(mail?.body).toContain('el CUIT 20-30123456-3 del prestador');
    // No password works until one is chosen through recovery.
    const refused = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: { email: ADMIN, password: '', apiKey: 'web', device: ctx.t.device },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('the same file again changes nothing and invites nobody', async () => {
    const report = await importProviders(ctx.t.db, file);
    expect(report).toMatchObject({ applied: true, new: 0, changed: 0, unchanged: 2, retired: 0 });
    expect(await mailsTo(ctx.t, ADMIN)).toBe(1);
  });

  it('the invited admin chooses a password through recovery and logs in with the granted modules', async () => {
    const recovery = recoveryApi(ctx.t);
    expect(await recovery.validarDatos(ADMIN, NEW_PROVIDER.cuit!)).toEqual({ estado: 'OK' });
    const pin = await recovery.requestPin(ADMIN);
    const { resetToken } = await recovery.validarPin(ADMIN, pin);
    expect(await recovery.updatePassword(resetToken!, 'Invitada.2026')).toEqual({ estado: 'OK' });
    const login = await ctx.t.login(ADMIN, 'Invitada.2026');
    expect(login.modelEspecifico.codPrestador).toBe(910001);
    const config = (
      await ctx.t.inject({
        method: 'POST',
        url: '/pre/v1/user-config',
        headers: login.headers,
        payload: {},
      })
    ).json<UserConfigResponse>();
    const enabled = config.userPermissions.leftNavigationAndMenuButtons
      .filter((entry) => entry.habilitado)
      .map((entry) => entry.id);
    expect(enabled.sort()).toEqual(['datos-personales', 'validador-de-asociados']);
  });

  it('a changed place is updated in the directory; the other one stays unchanged', async () => {
    const report = await importProviders(ctx.t.db, [
      file[0]!,
      place(990002, { calle: 'Av. Cabildo', numero: '1800', especialidades: '3' }),
    ]);
    expect(report).toMatchObject({ applied: true, new: 0, changed: 1, unchanged: 1 });
    const byName = await cards(ctx.t, 'ape_razon=ibanez');
    expect(
      byName.prestadores.map((card) => `${card.id} ${card.calle} ${card.numero}`).sort(),
    ).toEqual(['990001 Av. Santa Fe 3200', '990001 Av. Santa Fe 3200', '990002 Av. Cabildo 1800']);
  });

  it('without --full, a place left out of the file stays', async () => {
    const report = await importProviders(ctx.t.db, [file[0]!]);
    expect(report).toMatchObject({ unchanged: 1, retired: 0 });
    expect((await cards(ctx.t, 'ape_razon=ibanez')).total).toBe(3);
  });
});

describe('a full providers file is the whole register', () => {
  const ctx = demoProviderApp();

  it('deactivates a provider it lacks: its cards leave the directory, its sessions end, login says why', async () => {
    const before = await cards(ctx.t, 'ape_razon=gonzalez');
    expect(before.total).toBeGreaterThan(0);
    const report = await importProviders(ctx.t.db, [place(990001), place(990002)], {
      full: true,
      fileDate: '2026-03-02',
    });
    expect(report).toMatchObject({ applied: true, new: 2 });
    expect(report.retired).toBeGreaterThan(0);

    const [demo] = await ctx.t.db.select().from(providers).where(eq(providers.id, 100001));
    expect(demo?.fechaBaja).toBe('2026-03-02');
    expect((await cards(ctx.t, 'ape_razon=gonzalez')).total).toBe(0);
    const session = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/modulos/validador-de-asociados',
      headers: ctx.demo,
    });
    expect(session.statusCode).toBe(401);
    expectError(
      await ctx.t.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        payload: {
          email: DEMO.demo,
          password: 'Prestador.2026',
          apiKey: 'web',
          device: ctx.t.device,
        },
      }),
      403,
      'PROVIDER_RETIRED',
      EXTRA_MESSAGES.providerRetired,
    );
  });

  it('retires a place its provider no longer lists; the provider stays', async () => {
    const report = await importProviders(ctx.t.db, [place(990001)], { full: true });
    expect(report).toMatchObject({ applied: true, unchanged: 1, retired: 1 });
    const byName = await cards(ctx.t, 'ape_razon=ibanez');
    expect(new Set(byName.prestadores.map((card) => card.id))).toEqual(new Set([990001]));
  });

  it('a provider back in the file is active again', async () => {
    const back = await importProviders(ctx.t.db, [
      place(990001),
      place(1001, {
        codigo: '100001',
        tipo: 'P',
        cuit: '27234567891',
        ape_razon_social: 'González María Laura',
        nombre_abre: 'María Laura González',
        admin_email: '',
      }),
    ]);
    expect(back).toMatchObject({ applied: true, changed: 1, unchanged: 1 });
    expect((await ctx.t.login(DEMO.demo)).modelEspecifico.codPrestador).toBe(100001);
    expect((await cards(ctx.t, 'ape_razon=gonzalez')).total).toBeGreaterThan(0);
  });
});

describe('the documented example providers files', () => {
  const ctx = demoProviderApp();
  const kind = providersKind as ImportKind<unknown>;

  it('the CSV imports whole; the NDJSON, the same rows, changes nothing after it', async () => {
    const csv = await importBytes(ctx.t.db, kind, exampleFile('providers.csv'));
    expect(csv).toMatchObject({ applied: true, read: 3, new: 3, refused: 0, problems: [] });
    const ndjson = await importBytes(ctx.t.db, kind, exampleFile('providers.ndjson'), {
      fileName: 'providers.ndjson',
    });
    expect(ndjson).toMatchObject({ applied: true, read: 3, new: 0, changed: 0, unchanged: 3 });
    const institutions = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/publico/cartilla/prestadores?seccion=4&especialidad=201&pagina=1&ape_razon=bosque',
    });
    expect(institutions.json<DirectorySearchResponse>().prestadores).toMatchObject([
      { id: 990101, ape_razon: 'Clínica del Bosque S.R.L.', deno_loc: 'La Plata' },
    ]);
  });
});
