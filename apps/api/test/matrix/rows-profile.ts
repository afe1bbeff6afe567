import { PDF, rudiFile } from '../support-cases.ts';
import type { CallRow, Probe, RequestParts } from './call-rows.ts';

/** Rows of Mis datos (tramitesonline/datos-personales). */

const CONTACT = { emails: [{ tipoMail: 1, email: 'matriz@prestadores.test' }], telefonos: [] };
const PROFESSIONAL = {
  apeRazonSocial: 'Matriz',
  nombreAbre: 'Prueba',
  documentoTipo: 'DU',
  documentoNumero: '20111222',
  sexo: 'M',
  estadoCivil: 'Soltero',
  fechaNacimiento: '19800101',
  matriculas: [],
  especialidades: [],
  idiomas: [],
};
const PLACE = {
  calle: 'Av. Siempre Viva',
  numero: '742',
  provinciaId: 2,
  localidadId: 1,
  telefono: '011 4000-0000',
  horarios: { lun: '09:00 a 12:00', mar: null, mier: null, jue: null, vie: null },
  consultorios: ['Consultorio 9'],
};
const DOCUMENT = { vencimiento: '20991231', rudiFiles: [rudiFile('doc.pdf', PDF)] };

const providerPath: CallRow['params'] = ({ me }) => ({ code: me.providerId });

/** The interior's provider code in the path, the rest of the request as given. */
const theirPath = (
  extra: Omit<RequestParts, 'params'> & { params?: Record<string, string | number> } = {},
): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ ...extra, params: { code: them.providerId, ...extra.params } }),
});

/** The demo provider is a physical person (P): the documentation section is not its type's. */
const NO_DOCUMENTATION = {
  status: 403,
  code: 'FORBIDDEN',
  why: 'the demo provider is of type P, whose sections do not include documentation (spec §6)',
} as const;

export const ROWS: Record<string, CallRow> = {
  'GET /pre/v1/usuarios/solicitar_datos_prestador/:code': {
    params: providerPath,
    foreign: [theirPath()],
  },
  'GET /pre/v1/adp/provincias/:provincia/localidades': {
    params: () => ({ provincia: 2 }),
    foreign: { none: 'reference data, the same for every provider' },
  },
  'PUT /pre/v1/actualizar/datos/:code/contacto': {
    params: providerPath,
    foreign: [theirPath({ body: CONTACT })],
  },
  'POST /pre/v1/actualizar/datos/:code/profesionales': {
    params: providerPath,
    foreign: [theirPath({ body: PROFESSIONAL })],
  },
  'GET /pre/v1/adp/:code/lugaresAtencion': { params: providerPath, foreign: [theirPath()] },
  'PUT /pre/v1/adp/:code/lugaresAtencion/:lugar': {
    params: ({ me }) => ({ code: me.providerId, lugar: me.place }),
    foreign: [
      {
        story: "the interior's place under the caller's path",
        request: ({ me, them }) => ({
          params: { code: me.providerId, lugar: them.place },
          body: PLACE,
        }),
      },
      {
        story: "the interior's provider path and place",
        request: ({ them }) => ({
          params: { code: them.providerId, lugar: them.place },
          body: PLACE,
        }),
      },
    ],
  },
  'GET /pre/v1/adp/:code/documentacion': {
    params: providerPath,
    foreign: [theirPath()],
    sectionRefusal: NO_DOCUMENTATION,
  },
  'POST /pre/v1/adp/:code/documentacion/:tipo': {
    params: ({ me }) => ({ code: me.providerId, tipo: 'matricula' }),
    // The matrix sends no body, so the guard's allowed cells stop at the body's 400 before the
    // section's refusal (profile/documents.test.ts sends one and gets the 403).
    foreign: [theirPath({ params: { tipo: 'matricula' }, body: DOCUMENT })],
  },
  'GET /pre/v1/adp/:code/documentacion/:tipo/archivo': {
    params: ({ me }) => ({ code: me.providerId, tipo: 'matricula' }),
    foreign: [theirPath({ params: { tipo: 'matricula' } })],
    sectionRefusal: NO_DOCUMENTATION,
  },
};
