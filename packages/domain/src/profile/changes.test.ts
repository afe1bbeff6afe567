import { describe, expect, it } from 'vitest';
import {
  changesText,
  placeChanges,
  professionalChanges,
  type PlaceView,
  type ProfessionalView,
} from './changes.ts';

const professional: ProfessionalView = {
  apeRazonSocial: 'González',
  nombreAbre: 'María Laura',
  documento: 'DU 23456789',
  sexo: 'Femenino',
  estadoCivil: 'Casado',
  fechaNacimiento: '12/03/1975',
  matriculas: [{ tipo: 'MN', numero: '112233', provincia: null }],
  especialidades: ['Clínica médica'],
  idiomas: ['Español'],
};

const place: PlaceView = {
  domicilio: 'Av. Santa Fe 3200',
  localidad: 'Palermo',
  telefono: '011 4822-1100',
  horarios: {
    lun: '09:00 a 17:00',
    mar: '09:00 a 17:00',
    mier: null,
    jue: '09:00 a 17:00',
    vie: null,
  },
  consultorios: ['Consultorio 1'],
};

describe('which changes apply at once and which become a request', () => {
  it.each<[string, Partial<ProfessionalView>, string[]]>([
    ['nothing changed', {}, []],
    ['the marital status', { estadoCivil: 'Viudo' }, ['Estado civil']],
    [
      'a provincial licence added',
      {
        matriculas: [
          ...professional.matriculas,
          { tipo: 'MP', numero: '4455', provincia: 'Córdoba' },
        ],
      },
      ['Matrículas'],
    ],
    [
      'specialties and languages',
      { especialidades: ['Cardiología'], idiomas: ['Español', 'Inglés'] },
      ['Especialidades', 'Idiomas'],
    ],
    ['only spaces around the name', { nombreAbre: ' María Laura ' }, []],
  ])('professional data, %s: the request lists %j', (_story, edit, fields) => {
    const changes = professionalChanges(professional, { ...professional, ...edit });
    expect(changes.map((change) => change.campo)).toEqual(fields);
  });

  it('a licence reads as its jurisdiction and number in the request', () => {
    const [change] = professionalChanges(professional, {
      ...professional,
      matriculas: [{ tipo: 'MP', numero: '4455', provincia: 'Córdoba' }],
    });
    expect(change).toEqual({
      campo: 'Matrículas',
      antes: 'Nacional N° 112233',
      despues: 'Provincial (Córdoba) N° 4455',
    });
  });

  it.each<[string, Partial<PlaceView>, boolean, string[]]>([
    ['only the phone', { telefono: '011 4822-1199' }, true, []],
    [
      'Monday hours',
      { horarios: { ...place.horarios, lun: '08:00 a 12:00' } },
      false,
      ['Horario del lunes'],
    ],
    [
      'a closed Wednesday opened',
      { horarios: { ...place.horarios, mier: '10:00 a 14:00' } },
      false,
      ['Horario del miércoles'],
    ],
    [
      'the phone and a consulting room',
      { telefono: '4822', consultorios: ['Consultorio 1', 'Consultorio 2'] },
      true,
      ['Consultorios'],
    ],
    ['the street', { domicilio: 'Av. Santa Fe 3300' }, false, ['Domicilio']],
  ])('a service address, %s: phone at once %s, request %j', (_story, edit, phone, fields) => {
    const result = placeChanges(place, { ...place, ...edit });
    expect(result.phoneChanged).toBe(phone);
    expect(result.request.map((change) => change.campo)).toEqual(fields);
  });

  it('a closed day reads Cerrado in the request', () => {
    const { request } = placeChanges(place, {
      ...place,
      horarios: { ...place.horarios, mier: '10:00 a 14:00' },
    });
    expect(request).toEqual([
      { campo: 'Horario del miércoles', antes: 'Cerrado', despues: '10:00 a 14:00' },
    ]);
  });

  it('the case text lists each change on its own line', () => {
    expect(
      changesText('Datos profesionales', [
        { campo: 'Sexo', antes: 'Femenino', despues: 'Masculino' },
      ]),
    ).toBe('Datos profesionales\nSexo: Femenino -> Masculino');
  });
});
