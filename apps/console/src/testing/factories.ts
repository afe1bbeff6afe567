import type {
  QueueItem,
  QueueItemDetail,
  QueuePage,
  StaffAccount,
  StaffMe,
  StaffSessionResponse,
} from '@portal/contracts';
import type { StaffRole } from '@portal/domain/staff';
import type { StaffSession } from '@/lib/session-store';

export const admin = (roles: StaffRole[] = ['admin']): StaffMe => ({
  id: 6,
  email: 'admin@aseguradora.test',
  name: 'Administración Demo',
  roles,
});

export const sessionOf = (staff: StaffMe = admin()): StaffSession => ({
  token: 'stf.sesion.firma',
  exp: '20991231235959',
  staff,
});

export const sessionAnswer = (
  staff: StaffMe = admin(),
  recoveryCodes: string[] | null = null,
): StaffSessionResponse => ({ ...sessionOf(staff), recoveryCodes });

export const account = (overrides: Partial<StaffAccount> = {}): StaffAccount => ({
  id: 7,
  email: 'nueva@aseguradora.test',
  name: 'Nueva Persona',
  roles: ['support'],
  blocked: false,
  secondFactor: true,
  invitationPending: false,
  createdAt: '2026-11-20T12:00:00.000-03:00',
  updatedAt: '2026-11-20T12:00:00.000-03:00',
  ...overrides,
});

export const queueItem = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  id: 501,
  numero: 90501,
  prestador: { id: 1001, nombre: 'Clínica del Parque' },
  tipo: { id: 'autorizacion', descripcion: 'Autorización médica' },
  estado: { id: 1, descripcion: 'Pendiente' },
  etapa: null,
  resumen: 'Resonancia de rodilla izquierda',
  recibido: '2026-11-25T10:00:00.000-03:00',
  esperaDesde: '2026-11-25T10:00:00.000-03:00',
  edadMinutos: 3 * 1440 + 125,
  antiguedad: '3-a-7-dias',
  ...overrides,
});

export const queuePage = (
  items: QueueItem[] = [queueItem()],
  overrides: Partial<QueuePage> = {},
): QueuePage => ({
  cola: 'autorizaciones',
  items,
  total: items.length,
  totalExacto: true,
  page: 1,
  pageSize: 25,
  ...overrides,
});

export const queueItemDetail = (overrides: Partial<QueueItemDetail> = {}): QueueItemDetail => ({
  ...queueItem(),
  cola: 'autorizaciones',
  campos: [
    { etiqueta: 'Afiliado', valor: '12345678/01 · Pérez, Ana' },
    { etiqueta: 'Prestación', valor: 'Resonancia de rodilla izquierda' },
  ],
  archivos: [
    {
      id: 77,
      nombre: 'orden-medica.pdf',
      tamano: 120_000,
      tipoContenido: 'application/pdf',
      fecha: '2026-11-25T10:00:00.000-03:00',
      origen: 'prestador',
    },
  ],
  historial: [
    {
      fecha: '2026-11-25T10:00:00.000-03:00',
      estado: { id: 1, descripcion: 'Pendiente' },
      accion: 'Solicitud enviada',
      origen: 'prestador',
      quien: 'Ana Gómez (ana@clinica.test)',
      mensaje: null,
    },
  ],
  ...overrides,
});
