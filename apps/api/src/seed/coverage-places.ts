import { sql } from 'drizzle-orm';
import { CONNECTIVITY_COMPANY_CODE, TERMINAL_CHANNEL } from '@portal/domain/connectivity';
import type { Db } from '../db/client.ts';
import {
  agreedServices,
  attentionPlaceExcludedPlans,
  attentionPlaces,
  circles,
  providerCircles,
  providerTerminals,
} from '../db/schema/coverage.ts';
import { withCheckDigit } from './cuit.ts';
import { LOCALITIES, SERVICES } from './reference-data.ts';

/** [id, provider, descripcion, calle, numero, locality, telefono, desde, hasta, excluded plans] */
export const DEMO_PLACES: readonly [
  number,
  number,
  string,
  string,
  string,
  string,
  string | null,
  string,
  string | null,
  number[],
][] = [
  [
    1001,
    100001,
    'Consultorio Palermo',
    'Av. Santa Fe',
    '3450',
    'Palermo',
    '011 4831-2200',
    '2020-01-01',
    null,
    [],
  ],
  [
    1002,
    100001,
    'Consultorio Belgrano',
    'Av. Cabildo',
    '2100',
    'Belgrano',
    '011 4783-5500',
    '2024-03-01',
    null,
    [210, 310],
  ],
  [
    1003,
    100001,
    'Consultorio Recoleta',
    'Av. Callao',
    '1234',
    'Recoleta',
    null,
    '2019-01-01',
    '2025-12-31',
    [],
  ],
  [
    2001,
    200001,
    'Sanatorio del Interior - Sede Central',
    'Bv. San Juan',
    '850',
    'Córdoba',
    '0351 422-8000',
    '2018-06-01',
    null,
    [],
  ],
  [
    2002,
    200001,
    'Sanatorio del Interior - Consultorios Externos',
    'Av. Colón',
    '1420',
    'Córdoba',
    '0351 422-8100',
    '2022-02-01',
    null,
    [900],
  ],
  [
    3001,
    300001,
    'Equipo Salud Norte',
    'Av. Centenario',
    '560',
    'San Isidro',
    '011 4743-1000',
    '2021-01-01',
    null,
    [],
  ],
  [
    4001,
    400001,
    'Consultorio Caballito',
    'Av. Rivadavia',
    '5200',
    'Caballito',
    '011 4902-3300',
    '2019-05-01',
    null,
    [],
  ],
  [
    5001,
    500001,
    'Colegio Médico Regional - Sede Rosario',
    'Córdoba',
    '1850',
    'Rosario',
    '0341 425-6000',
    '2015-01-01',
    null,
    [],
  ],
];

/** [provider, codigo, descripcion, activa] */
export const DEMO_TERMINALS: readonly [number, string, string, boolean][] = [
  [100001, 'POS00101', 'Terminal recepción Palermo', true],
  [100001, 'POS00102', 'Terminal recepción Belgrano', true],
  [100001, 'POS00199', 'Terminal dada de baja', false],
  [500001, 'COL50001', 'Terminal del Colegio', true],
];

/** [id, descripcion, cuit prefix] */
export const CIRCLES: readonly [number, string, string][] = [
  [1, 'Círculo Médico de Rosario', '3066000001'],
  [2, 'Círculo Médico del Interior', '3066000002'],
];

const localityId = (name: string) => {
  const index = LOCALITIES.findIndex(([, , locality]) => locality === name);
  if (index < 0) throw new Error(`no locality ${name}`);
  return index + 1;
};

/** A stable agreed value per service: pesos derived from the code. */
const agreedValue = (codigo: number) => 4_000 + (codigo % 97) * 350;

/**
 * Attention places, terminals, circles and agreed services of the demo providers, and one place
 * (plus a terminal for every third, a circle for circle members) per synthetic provider.
 */
export async function seedPlaces(db: Db, epoch: Date) {
  await db.insert(attentionPlaces).values(
    DEMO_PLACES.map(
      ([id, providerId, descripcion, calle, numero, locality, telefono, desde, hasta]) => ({
        id,
        providerId,
        descripcion,
        calle,
        numero,
        localityId: localityId(locality),
        telefono,
        vigenciaDesde: desde,
        vigenciaHasta: hasta,
      }),
    ),
  );
  const excluded = DEMO_PLACES.flatMap(([placeId, , , , , , , , , plans]) =>
    plans.map((planId) => ({ placeId, planId })),
  );
  await db.insert(attentionPlaceExcludedPlans).values(excluded);
  await db.insert(providerTerminals).values(
    DEMO_TERMINALS.map(([providerId, codigo, descripcion, activa]) => ({
      providerId,
      codigo,
      descripcion,
      activa,
      empresaConectividad: CONNECTIVITY_COMPANY_CODE,
      canal: TERMINAL_CHANNEL,
      createdAt: epoch,
    })),
  );
  await db.insert(circles).values(
    CIRCLES.map(([id, descripcion, prefix]) => ({
      id,
      descripcion,
      cuit: withCheckDigit(prefix),
    })),
  );
  await db.insert(providerCircles).values({ providerId: 500001, circleId: 1 });
  await db.insert(agreedServices).values(
    DEMO_PLACES.filter(([, , , , , , , , hasta]) => hasta === null).flatMap(
      ([placeId, providerId]) =>
        SERVICES.map(([codigo]) => ({
          providerId,
          placeId,
          serviceCodigo: codigo,
          planId: null,
          valor: agreedValue(codigo),
          vigenciaDesde: '2025-01-01',
          vigenciaHasta: null,
        })),
    ),
  );
  // A plan-specific agreement beside the general one, and one that has expired.
  await db.insert(agreedServices).values([
    {
      providerId: 100001,
      placeId: 1001,
      serviceCodigo: 420101,
      planId: 610,
      valor: 9_500,
      vigenciaDesde: '2025-01-01',
      vigenciaHasta: null,
    },
    {
      providerId: 100001,
      placeId: 1001,
      serviceCodigo: 170101,
      planId: null,
      valor: 3_000,
      vigenciaDesde: '2023-01-01',
      vigenciaHasta: '2024-12-31',
    },
  ]);

  await db.execute(sql`
    insert into attention_places (id, provider_id, descripcion, calle, numero, locality_id, telefono, vigencia_desde)
    select p.id, p.id, 'Consultorio ' || p.nombre_abre, 'Calle ' || (1 + p.id % 200), (100 + p.id % 4900)::text,
           p.locality_id, null, date '2020-01-01'
    from providers p where p.id > 600000
  `);
  await db.execute(sql`
    insert into provider_terminals (provider_id, codigo, descripcion, empresa_conectividad, canal, activa, created_at)
    select p.id, 'T' || p.id, 'Terminal ' || p.id, ${CONNECTIVITY_COMPANY_CODE}, ${TERMINAL_CHANNEL}, true, ${epoch.toISOString()}::timestamptz
    from providers p where p.id > 600000 and p.id % 3 = 0
  `);
  await db.execute(sql`
    insert into provider_circles (provider_id, circle_id)
    select p.id, case when p.province_id in (2, 6, 82) then 1 else 2 end
    from providers p where p.id > 600000 and p.is_circle
  `);
}
