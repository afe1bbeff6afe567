import { sql } from 'drizzle-orm';
import { addDays } from '@portal/domain/format';
import { argentinaIsoDay, PROFILE_CASE_REASON_ID } from '@portal/domain/profile';
import {
  attentionPlaceDetails,
  providerDocuments,
  providerProfiles,
} from '../db/schema/profile.ts';
import type { Db } from '../db/client.ts';
import type { AreaSeed, SeedStep } from './context.ts';
import { minimalPdf } from './sample-files.ts';

/**
 * Mis datos (DEMO-DATA.md): the data of every demo provider (a person's document, none for a
 * team, an institution or a college); demo@'s licences and two attention places with
 * Monday–Friday hours and consulting rooms; colegio@'s documents, one expired. Dated from the first start so the expired one stays expired and the rest current.
 */
const noPersonalData = {
  documentoTipo: null,
  documentoNumero: null,
  sexo: null,
  estadoCivil: null,
  fechaNacimiento: null,
  matriculas: [],
  especialidades: [],
};

export const seedProfile: SeedStep = async ({ db, now }) => {
  await db.insert(providerProfiles).values([
    {
      providerId: 100001,
      documentoTipo: 'DU',
      documentoNumero: '23456789',
      sexo: 'F',
      estadoCivil: 'Casado',
      fechaNacimiento: '1975-03-12',
      matriculas: [
        { tipo: 'MN', numero: '112233', provincia: null },
        { tipo: 'MP', numero: '44551', provincia: 'Buenos Aires' },
      ],
      especialidades: [1, 3],
      idiomas: ['Español', 'Inglés'],
      emails: [
        { tipoMail: 1, email: 'demo@prestadores.test' },
        { tipoMail: 2, email: 'autorizaciones.gonzalez@prestadores.test' },
      ],
      telefonos: [
        { tipo: 'Fijo', numero: '011 4822-1100' },
        { tipo: 'Celular', numero: '11 5555-0101' },
      ],
      updatedAt: now,
    },
    // The other people have their own document; a team, an institution or a college has none
    // (known by its CUIT), so their personal fields stay null.
    {
      providerId: 400001,
      documentoTipo: 'DU',
      documentoNumero: '18765432',
      sexo: 'M',
      estadoCivil: 'Casado',
      fechaNacimiento: '1968-07-21',
      matriculas: [{ tipo: 'MN', numero: '87654', provincia: null }],
      especialidades: [1],
      idiomas: ['Español'],
      emails: [{ tipoMail: 1, email: 'mantenimiento@prestadores.test' }],
      telefonos: [{ tipo: 'Celular', numero: '11 5555-0404' }],
      updatedAt: now,
    },
    {
      providerId: 700001,
      documentoTipo: 'DU',
      documentoNumero: '28123456',
      sexo: 'M',
      estadoCivil: 'Soltero',
      fechaNacimiento: '1981-11-02',
      matriculas: [{ tipo: 'MN', numero: '70123', provincia: null }],
      especialidades: [],
      idiomas: ['Español'],
      emails: [{ tipoMail: 1, email: 'odontologia@prestadores.test' }],
      telefonos: [{ tipo: 'Fijo', numero: '011 4822-1100' }],
      updatedAt: now,
    },
    {
      providerId: 200001,
      ...noPersonalData,
      idiomas: ['Español'],
      emails: [{ tipoMail: 1, email: 'interior@prestadores.test' }],
      telefonos: [{ tipo: 'Fijo', numero: '0351 421-7000' }],
      updatedAt: now,
    },
    {
      providerId: 300001,
      ...noPersonalData,
      idiomas: ['Español'],
      emails: [{ tipoMail: 1, email: 'terminos@prestadores.test' }],
      telefonos: [],
      updatedAt: now,
    },
    {
      providerId: 500001,
      ...noPersonalData,
      matriculas: [],
      especialidades: [],
      idiomas: ['Español'],
      emails: [{ tipoMail: 1, email: 'colegio@prestadores.test' }],
      telefonos: [{ tipo: 'Fijo', numero: '0341 425-6000' }],
      updatedAt: now,
    },
  ]);

  const weekdays = (hours: string) => ({
    lun: hours,
    mar: hours,
    mier: hours,
    jue: hours,
    vie: hours,
  });
  await db.insert(attentionPlaceDetails).values([
    {
      placeId: 1001,
      horarios: weekdays('09:00 a 17:00'),
      consultorios: ['Consultorio 1', 'Consultorio 2'],
    },
    {
      placeId: 1002,
      horarios: { ...weekdays('14:00 a 20:00'), mier: null },
      consultorios: ['Consultorio A'],
    },
    { placeId: 5001, horarios: weekdays('08:00 a 16:00'), consultorios: ['Sala de reuniones'] },
  ]);

  const day = (days: number) => argentinaIsoDay(addDays(now, days));
  const documents: [string, string, string][] = [
    ['matricula', 'matricula-colegio.pdf', day(300)],
    ['seguro-mala-praxis', 'poliza-mala-praxis.pdf', day(-20)],
    ['constancia-afip', 'constancia-afip.pdf', day(180)],
    ['ingresos-brutos', 'ingresos-brutos.pdf', day(90)],
  ];
  await db.insert(providerDocuments).values(
    documents.map(([tipo, fileName, vencimiento]) => {
      const content = minimalPdf(fileName);
      return {
        providerId: 500001,
        tipo,
        fileName,
        contentType: 'application/pdf',
        sizeBytes: content.length,
        content,
        vencimiento,
        createdAt: now,
      };
    }),
  );
  await seedWaitingChanges(db);
};

/**
 * Mis datos changes waiting on the insurer's contracting staff, so the console's queue is never
 * empty: the open contracting cases of Mis datos' reason of the first synthetic providers become
 * changes of their personal data (the demo providers keep no pending change, which would lock
 * their own screens).
 */
async function seedWaitingChanges(db: Db) {
  await db.execute(sql`
    insert into profile_change_requests (provider_id, section, case_id, cambios, propuesta, created_at)
    select c.provider_id, 'datos-personales', c.id,
           jsonb_build_array(jsonb_build_object('campo', 'Teléfono', 'antes', '011 4000-' || lpad((c.provider_id % 10000)::text, 4, '0'),
                                                'despues', '011 5000-' || lpad((c.id % 10000)::text, 4, '0'))),
           jsonb_build_object('telefono', '011 5000-' || lpad((c.id % 10000)::text, 4, '0')),
           c.created_at
    from support_cases c
    where c.provider_id between 600001 and 600040 and c.motivo_web_id = ${PROFILE_CASE_REASON_ID}
      and c.estado in (1, 3)
  `);
}

export const seedStep: AreaSeed = {
  after: ['auth', 'coverage', 'support-cases'],
  run: seedProfile,
};
