import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DirectorySearchResponse } from '@portal/contracts';
import { PROVIDER_IMPORT_COLUMNS } from '@portal/contracts';
import type { Db } from '../../../../db/client.ts';
import { outbox } from '../../../../db/schema/core.ts';
import { importBytes } from '../../../../../test/imports.ts';
import type { TestApp } from '../../../../../test/test-app.ts';
import type { ImportOptions } from '../../engine/kind.ts';
import { providersKind } from '../providers.ts';

/** A providers file row as CSV cells; `place` fills the columns a test does not care about. */
export type Cells = Partial<Record<(typeof PROVIDER_IMPORT_COLUMNS)[number], string>>;

export const NEW_PROVIDER: Cells = {
  codigo: '910001',
  tipo: 'P',
  cuit: '20301234563',
  ape_razon_social: 'Ibáñez Rocío',
  nombre_abre: 'Rocío Ibáñez',
  email: 'consultorio@ibanez.test',
  odontologia: 'N',
  modulos: 'validador-de-asociados|datos-personales',
  admin_email: 'rocio@ibanez.test',
  calle: 'Av. Santa Fe',
  numero: '3200',
  localidad: 'Palermo',
  provincia: 'Ciudad Autónoma de Buenos Aires',
  telefono: '011 4831-0000',
  lun: '08:00 a 12:00',
  mar: '08:00-12:00',
  mier: '',
  jue: '14:00 a 18:00',
  vie: '',
  consultorios: 'Consultorio 1|Consultorio 2',
  especialidades: '3|1',
  servicios: '420501=15000,50',
};

export const place = (lugar: number, cells: Cells = {}): Cells => ({
  ...NEW_PROVIDER,
  lugar: String(lugar),
  lugar_descripcion: `Consultorio ${lugar}`,
  ...cells,
});

/** The rows as a `;` CSV file (line 1 the header), through the import engine. */
export function importProviders(db: Db, rows: readonly Cells[], options: ImportOptions = {}) {
  const lines = [
    PROVIDER_IMPORT_COLUMNS.join(';'),
    ...rows.map((cells) => PROVIDER_IMPORT_COLUMNS.map((column) => cells[column] ?? '').join(';')),
  ];
  return importBytes(db, providersKind, `${lines.join('\n')}\n`, {
    fileDate: '2026-03-02',
    ...options,
  });
}

/** The public directory's cards of section 1 (specialties) for a query, as a visitor gets them. */
export async function cards(t: TestApp, query: string) {
  const response = await t.inject({
    method: 'GET',
    url: `/pre/v1/publico/cartilla/prestadores?seccion=1&pagina=1&${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<DirectorySearchResponse>();
}

export const mailsTo = async (t: TestApp, to: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, to))).length;

/** Palermo, CABA (the seed's fifth locality). */
export const PALERMO = 5;
