import type {
  BranchesResponse,
  ContactPhonesResponse,
  ContentPageResponse,
  MagazineResponse,
  MedicalCentresResponse,
  PreventionProgrammeResponse,
} from '@portal/contracts';
import { contentPageAt } from '@portal/domain/content';
import type { MockRoutes } from '@/testing/mock-api';

/** Replies of the content calls, as the seeded API answers them (web tests only). */
export const BASE = '/pre/v1/contenido';

export function pageReply(ruta: string): ContentPageResponse {
  const page = contentPageAt(ruta)!;
  return {
    ruta,
    titulo: page.title,
    resumen: page.summary,
    actualizada: '02/01/2026',
    secciones: [{ titulo: 'Sobre esta página', parrafos: [`Texto de ${page.title}.`] }],
  };
}

export const BRANCHES: BranchesResponse = {
  sucursales: [
    {
      id: 1,
      nombre: 'Sucursal Centro',
      direccion: 'Av. Corrientes 1234',
      localidad: 'San Nicolás',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      telefono: '(011) 4321-5500',
      horarios: [{ dias: 'Lunes a viernes', horario: '8:00 a 17:00' }],
    },
  ],
};

export const CENTRES: MedicalCentresResponse = {
  centros: [
    {
      id: 11,
      tipo: 'vacunatorio',
      nombre: 'Vacunatorio Palermo',
      direccion: 'Av. Santa Fe 3450, 1º piso',
      localidad: 'Palermo',
      telefono: '(011) 4831-9010',
      horarios: [
        { dias: 'Lunes a viernes', horario: '8:00 a 18:00' },
        { dias: 'Sábados', horario: '9:00 a 12:00' },
      ],
      servicios: ['Calendario Nacional', 'Antigripal'],
    },
  ],
};

export const PROGRAMME: PreventionProgrammeResponse = {
  programa: 'diabetes',
  titulo: 'Diabetes',
  descripcion: 'Un programa para detectar la diabetes a tiempo y acompañar su control.',
  objetivos: ['Prevenir las complicaciones en ojos, riñones y pies'],
  actividades: ['Talleres de educación diabetológica'],
  contactos: [
    {
      nombre: 'Programa de Diabetes',
      telefono: '0800-555-4114',
      email: 'prevencion.diabetes@obrasocial.test',
    },
  ],
};

export const MAGAZINE: MagazineResponse = {
  numeros: [
    {
      numero: 112,
      titulo: 'Telemedicina en la red',
      publicada: '05/01/2026',
      resumen: 'Consultas a distancia: cuándo sirven y cómo registrarlas.',
      notas: ['Buenas prácticas', 'Registro de la consulta'],
    },
  ],
};

export const PHONES: ContactPhonesResponse = {
  telefonos: [
    {
      grupo: 'prestadores',
      descripcion: 'Atención al prestador',
      numero: '0800-555-0101',
      horario: 'Lunes a viernes de 8:00 a 20:00',
    },
    {
      grupo: 'fraude',
      descripcion: 'Línea de denuncias de fraude',
      numero: '0800-555-3728',
      horario: 'Las 24 horas, todos los días',
    },
  ],
};

/** Every content call answered: a page's texts by its `ruta`, the lists above. */
export function contentRoutes(): MockRoutes {
  return {
    [`GET ${BASE}/pagina`]: (request) => ({
      body: pageReply(request.url.searchParams.get('ruta')!),
    }),
    [`GET ${BASE}/sucursales`]: { body: BRANCHES },
    [`GET ${BASE}/centros-medicos`]: { body: CENTRES },
    [`GET ${BASE}/prevencion/diabetes`]: { body: PROGRAMME },
    [`GET ${BASE}/revista`]: { body: MAGAZINE },
    [`GET ${BASE}/telefonos`]: { body: PHONES },
  };
}
