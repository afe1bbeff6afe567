import type { UserOptionsResponse, UserSummaryDto } from '@portal/contracts';

/** Replies of this area's calls for the web tests (checked against the contracts by mockApi). */
export const LIST = 'GET /pre/v1/usuarios/obtener_listado';
export const OPTIONS = 'GET /pre/v1/usuarios/opciones';

export function member(overrides: Partial<UserSummaryDto> = {}): UserSummaryDto {
  return {
    idUsuario: 3,
    encryp: 'c2VsbGFkbw',
    email: 'subusuario@prestadores.test',
    nombre: 'Lucía',
    apellido: 'Benítez',
    sector: 'Recepción',
    rol: 'Recepcionista',
    admin: false,
    estado: 'Activo',
    ultimoIngreso: '09/03/2026 08:15',
    esUsted: false,
    ...overrides,
  };
}

export const TEAM = [
  member({
    idUsuario: 1,
    email: 'demo@prestadores.test',
    nombre: 'María Laura',
    apellido: 'González',
    admin: true,
    esUsted: true,
    sector: 'Dirección',
    rol: 'Responsable',
  }),
  member(),
];

export function options(): UserOptionsResponse {
  return {
    sectores: [
      { id: 1, descripcion: 'Administración' },
      { id: 2, descripcion: 'Recepción' },
    ],
    roles: [{ id: 2, descripcion: 'Recepcionista' }],
    tiposDocumento: [
      { id: 'DU', descripcion: 'Documento Único (DNI)' },
      { id: 'PA', descripcion: 'Pasaporte' },
    ],
    modulos: [
      {
        id: 'autorizaciones',
        label: 'Autorizaciones',
        modules: [
          { id: 'validador-de-asociados', titulo: 'Validar afiliado' },
          { id: 'censos', titulo: 'Censos' },
        ],
      },
      {
        id: 'liquidaciones',
        label: 'Liquidaciones',
        modules: [{ id: 'consulta-de-liquidacion', titulo: 'Consulta de liquidación' }],
      },
    ],
  };
}
