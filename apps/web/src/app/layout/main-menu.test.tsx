import { TELEMEDICINE_PATH } from '@portal/domain/access';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function mainMenu() {
  return screen.findByRole('navigation', { name: 'Menú principal' });
}

function section(menu: HTMLElement, label: string) {
  return within(menu).getByRole('group', { name: label });
}

describe('main menu', () => {
  it('a physical-person provider sees the four sections and its two data-update links (no documentation)', async () => {
    await seedSession(userConfig({}, 'P'));
    mockApi();
    renderApp();
    const menu = await mainMenu();
    for (const label of [
      'Contrataciones',
      'Autorizaciones',
      'Liquidaciones',
      'Actualización de datos',
    ]) {
      expect(within(menu).getByRole('heading', { level: 2, name: label })).toBeTruthy();
    }
    const dataUpdate = section(menu, 'Actualización de datos');
    expect(
      within(dataUpdate)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Datos personales y profesionales', 'Domicilios de atención']);
  });

  it('a user who has not accepted the terms sees only the link to accept them', async () => {
    await seedSession(userConfig({ userHasAcceptedTerms: false }, 'E'));
    mockApi();
    renderApp();
    const menu = await mainMenu();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Aceptar los términos y condiciones']);
    expect(within(menu).queryByRole('heading', { name: 'Autorizaciones' })).toBeNull();
  });

  it('a college gets documentation as well under data updates', async () => {
    await seedSession(userConfig({ isCircle: true }, 'C'));
    mockApi();
    renderApp();
    const dataUpdate = section(await mainMenu(), 'Actualización de datos');
    expect(
      within(dataUpdate)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Datos personales y profesionales', 'Documentación', 'Domicilios de atención']);
  });

  it('with the hospitalization flag the census entry is renamed Admisión a Internación', async () => {
    await seedSession(userConfig({ hospitalizationInAffiliateValidation: true }, 'I'));
    mockApi();
    renderApp();
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Admisión a Internación' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Censos' })).toBeNull();
  });

  it('without the flag the census entry keeps its name and no extra entries appear', async () => {
    await seedSession();
    mockApi();
    renderApp();
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Censos' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Atención médica' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: /Doc24/ })).toBeNull();
  });

  it('medical history and telemedicine flags append atencion-medica and the doc-24 link', async () => {
    await seedSession(userConfig({ medicalHistoryEnable: true, userHasDOC24Permission: true }));
    mockApi();
    renderApp();
    const menu = await mainMenu();
    const medical = within(menu).getByRole('link', { name: 'Atención médica' });
    expect(medical.getAttribute('href')).toBe('/prestadores/tramitesonline/atencion-medica');
    const doc24 = within(menu).getByRole('link', { name: /Doc24/ });
    expect(doc24.getAttribute('href')).toBe(`/prestadores/${TELEMEDICINE_PATH}`);
  });

  it('a visitor sees the public information pages instead of the private menu', async () => {
    mockApi();
    renderApp();
    const menu = await screen.findByRole('navigation', { name: 'Información para prestadores' });
    expect(within(menu).getByRole('link', { name: 'Vacunatorios' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });
});
