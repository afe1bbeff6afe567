import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, PREVENTION_PROGRAMMES, contentPageAt, pagesOfSection } from './pages.ts';
import { wayBack } from './way-back.ts';

describe('the public site’s page table', () => {
  it('holds every public route of spec §2 once, with the ten prevention programmes', () => {
    expect(new Set(CONTENT_PAGES.map((page) => page.path)).size).toBe(CONTENT_PAGES.length);
    expect(PREVENTION_PROGRAMMES).toHaveLength(10);
    expect(pagesOfSection('prevencion').map((page) => page.path)).toEqual(
      PREVENTION_PROGRAMMES.map((slug) => `prevencion/${slug}`),
    );
    expect(pagesOfSection('informacion')).toHaveLength(11);
    expect(pagesOfSection('centros')).toHaveLength(4);
    expect(contentPageAt('contacto/telefonos')?.kind).toBe('telefonos');
  });

  it('leaves datos-impositivos out: it is a private full-screen page of payments', () => {
    expect(contentPageAt('informacionutil/datos-impositivos')).toBeUndefined();
  });

  it('finds a page whatever slashes surround its path, and no other', () => {
    expect(contentPageAt('/centrosmedicos/vacunatorios/')).toMatchObject({
      kind: 'centros',
      tipo: 'vacunatorio',
    });
    expect(contentPageAt('centrosmedicos/otra')).toBeUndefined();
  });
});

describe('a way back from a public page', () => {
  it('a prevention programme goes back to the prevention objectives, through its section', () => {
    const { crumbs, back } = wayBack(contentPageAt('prevencion/diabetes')!);
    expect(crumbs).toEqual([
      { label: 'Inicio', to: '' },
      { label: 'Prevención', to: 'prevencion/objetivos' },
      { label: 'Diabetes' },
    ]);
    expect(back).toEqual({ label: 'Volver a Objetivos de prevención', to: 'prevencion/objetivos' });
  });

  it('a section’s index page and an information page go back to the home', () => {
    expect(wayBack(contentPageAt('centrosmedicos')!).back).toEqual({
      label: 'Volver al inicio',
      to: '',
    });
    const nosotros = wayBack(contentPageAt('informacionutil/nosotros')!);
    expect(nosotros.crumbs[1]).toEqual({ label: 'Información útil' });
    expect(nosotros.back.to).toBe('');
  });

  it('a medical-centre page goes back to the own medical centres', () => {
    expect(wayBack(contentPageAt('centrosmedicos/nuestras-clinicas')!).back).toEqual({
      label: 'Volver a Centros médicos propios',
      to: 'centrosmedicos',
    });
  });
});
