import { searchKey } from '@portal/domain/coverage';
import {
  PROVIDER_IMPORT_COLUMNS,
  providerImportRow,
  type ProviderImportRow,
} from '@portal/contracts';
import type { ImportKind, StagingColumn } from '../engine/kind.ts';
import { checkStagedProviders } from './providers/checks.ts';
import { mergeProviders } from './providers/merge.ts';
import { exportProviders } from './providers-export.ts';

const joined = (items: readonly (string | number)[]) => items.join('|');

/**
 * Each staging column and how a parsed row fills it. Optional cells stage as '' (never null), and
 * lists as their normalised `|` text (sorted where order means nothing), so the merge compares
 * them with what the database holds as plain text.
 */
const STAGING: readonly (StagingColumn & { value(row: ProviderImportRow): string | number })[] = [
  { name: 'codigo', type: 'integer', value: (row) => row.codigo },
  { name: 'tipo', type: 'varchar(1)', value: (row) => row.tipo },
  { name: 'cuit', type: 'varchar(11)', value: (row) => row.cuit },
  { name: 'ape_razon_social', type: 'varchar(160)', value: (row) => row.ape_razon_social },
  { name: 'nombre_abre', type: 'varchar(80)', value: (row) => row.nombre_abre },
  { name: 'email', type: 'varchar(254)', value: (row) => row.email },
  { name: 'odontologia', type: 'varchar(1)', value: (row) => (row.odontologia ? 'S' : 'N') },
  { name: 'modulos', type: 'text', value: (row) => joined([...new Set(row.modulos)].sort()) },
  { name: 'admin_email', type: 'varchar(254)', value: (row) => row.admin_email },
  { name: 'lugar', type: 'integer', value: (row) => row.lugar },
  { name: 'lugar_descripcion', type: 'varchar(120)', value: (row) => row.lugar_descripcion },
  { name: 'calle', type: 'varchar(120)', value: (row) => row.calle },
  { name: 'numero', type: 'varchar(10)', value: (row) => row.numero },
  { name: 'localidad', type: 'varchar(120)', value: (row) => row.localidad },
  { name: 'provincia', type: 'varchar(80)', value: (row) => row.provincia },
  { name: 'telefono', type: 'varchar(30)', value: (row) => row.telefono },
  { name: 'lun', type: 'varchar(20)', value: (row) => row.lun },
  { name: 'mar', type: 'varchar(20)', value: (row) => row.mar },
  { name: 'mier', type: 'varchar(20)', value: (row) => row.mier },
  { name: 'jue', type: 'varchar(20)', value: (row) => row.jue },
  { name: 'vie', type: 'varchar(20)', value: (row) => row.vie },
  { name: 'consultorios', type: 'text', value: (row) => joined(row.consultorios) },
  { name: 'especialidades', type: 'text', value: (row) => joined(row.especialidades) },
  {
    name: 'servicios',
    type: 'text',
    value: (row) => joined(row.servicios.map((service) => `${service.codigo}=${service.centavos}`)),
  },
  // The directory's sort and search key of the provider's name (domain searchKey).
  { name: 'name_key', type: 'text', value: (row) => searchKey(row.ape_razon_social) },
];

/**
 * The providers register: one row per attention place, the provider's fields repeated on each
 * (docs/decisions/0049). A place's code is the insurer's and unique across providers, so it is
 * the row's identity.
 */
export const providersKind: ImportKind<ProviderImportRow> = {
  name: 'providers',
  columns: PROVIDER_IMPORT_COLUMNS,
  row: providerImportRow,
  key: (row) => String(row.lugar),
  staging: STAGING.map(({ name, type }) => ({ name, type })),
  toStaging: (row) => STAGING.map((column) => column.value(row)),
  checkStaged: checkStagedProviders,
  merge: mergeProviders,
  // Deactivating a provider ends its users' sessions and the file sets its admins' modules:
  // every process's guard cache forgets its answers (user-management's listener). Nothing else
  // needs telling: the directory reads its tables on every search (what it keeps in memory is
  // the localities' neighbourhoods, which this file does not change) and content is not touched.
  invalidates: ['access'],
  exportRows: exportProviders,
};
