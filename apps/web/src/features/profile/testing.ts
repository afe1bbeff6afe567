import type {
  PendingChange,
  ProfileDocument,
  ProfilePlace,
  ProfileResponse,
  ReferencesResponse,
} from '@portal/contracts';

/** Replies of Mis datos' calls for the test session's provider (testing/factories, 100001). */
export const PROFILE = 'GET /pre/v1/usuarios/solicitar_datos_prestador/100001';
export const REFERENCES = 'GET /pre/v1/adp/referencias';
export const PLACES = 'GET /pre/v1/adp/100001/lugaresAtencion';
export const DOCUMENTS = 'GET /pre/v1/adp/100001/documentacion';

export function profileReply(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    prestador: {
      id: 100001,
      cuit: '27123456780',
      tipoPrestador: 'P',
      apeRazonSocial: 'González',
      nombreAbre: 'María Laura',
    },
    secciones: ['datos-personales', 'domicilios'],
    circulos: [],
    datos: {
      apeRazonSocial: 'González',
      nombreAbre: 'María Laura',
      documentoTipo: 'DU',
      documentoNumero: '23456789',
      sexo: 'F',
      estadoCivil: 'Casado',
      fechaNacimiento: '19750312',
      matriculas: [{ tipo: 'MN', numero: '112233', provincia: null }],
      especialidades: [1],
      idiomas: ['Español'],
    },
    contacto: {
      emails: [{ tipoMail: 1, email: 'demo@prestadores.test' }],
      telefonos: [{ tipo: 'Fijo', numero: '011 4822-1100' }],
    },
    pendientes: [],
    ...overrides,
  };
}

export const REFERENCES_REPLY: ReferencesResponse = {
  sexos: [
    { id: 'M', descripcion: 'Masculino' },
    { id: 'F', descripcion: 'Femenino' },
  ],
  estadosCiviles: ['Soltero', 'Casado', 'Divorciado', 'Separado', 'Viudo'],
  tiposDocumento: ['DU', 'LC', 'LE', 'PA', 'CI'],
  tiposMail: [
    { id: 1, descripcion: 'Principal' },
    { id: 4, descripcion: 'Notificaciones' },
  ],
  tiposTelefono: ['Fijo', 'Celular', 'WhatsApp'],
  tiposMatricula: [
    { id: 'MN', descripcion: 'Nacional' },
    { id: 'MP', descripcion: 'Provincial' },
  ],
  idiomas: ['Español', 'Inglés'],
  especialidades: [
    { id: 1, descripcion: 'Clínica médica' },
    { id: 3, descripcion: 'Cardiología' },
  ],
  provincias: [{ id: 2, descripcion: 'Ciudad Autónoma de Buenos Aires' }],
  documentos: [{ id: 'matricula', descripcion: 'Matrícula profesional' }],
};

export function pending(overrides: Partial<PendingChange> = {}): PendingChange {
  return {
    id: 1,
    seccion: 'domicilios',
    lugar: 1001,
    documento: null,
    nroTramite: 4100123,
    estadoDesc: 'Pendiente',
    fecha: '10/03/2026 10:00',
    cambios: [{ campo: 'Horario del lunes', antes: '09:00 a 17:00', despues: '08:00 a 12:00' }],
    ...overrides,
  };
}

export function place(overrides: Partial<ProfilePlace> = {}): ProfilePlace {
  return {
    id: 1001,
    descripcion: 'Consultorio Palermo',
    calle: 'Av. Santa Fe',
    numero: '3450',
    provincia: { id: 2, descripcion: 'Ciudad Autónoma de Buenos Aires' },
    localidad: { id: 7, descripcion: 'Palermo' },
    telefono: '011 4831-2200',
    horarios: {
      lun: '09:00 a 17:00',
      mar: '09:00 a 17:00',
      mier: null,
      jue: '09:00 a 17:00',
      vie: '09:00 a 17:00',
    },
    consultorios: ['Consultorio 1'],
    pendiente: null,
    ...overrides,
  };
}

export function document(overrides: Partial<ProfileDocument> = {}): ProfileDocument {
  return {
    tipo: 'seguro-mala-praxis',
    descripcion: 'Seguro de mala praxis',
    estado: 'vencido',
    estadoDesc: 'Vencido',
    vencimiento: '18/02/2026',
    archivo: 'poliza.pdf',
    pendiente: null,
    ...overrides,
  };
}
