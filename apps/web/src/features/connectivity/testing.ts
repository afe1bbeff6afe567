import type { ConnectivityTicket, TerminalDto, UserConfigResponse } from '@portal/contracts';
import { ABILITY_BUTTON_IDS, PERMISSION_KEYS, type AbilityButtonId } from '@portal/domain/access';
import { permissions, userConfig } from '@/testing/factories';

/** A user with the conectividad module and the given abilities (menu button ids, spec §6). */
export function connectivityUser(
  abilities: readonly AbilityButtonId[] = ABILITY_BUTTON_IDS,
): UserConfigResponse {
  return userConfig({ userPermissions: permissions([...PERMISSION_KEYS, ...abilities]) });
}

export const TERMINALS: TerminalDto[] = [
  {
    codigo: 'POS00101',
    descripcion: 'Terminal recepción Palermo',
    codigoEmpresaConectividad: 9,
    canal: 90,
    activa: true,
  },
  {
    codigo: 'POS00102',
    descripcion: 'Terminal recepción Belgrano',
    codigoEmpresaConectividad: 9,
    canal: 90,
    activa: true,
  },
];

/** A service ticket (IP) as the API answers an entry or a reprint. */
export function ticket(overrides: Partial<ConnectivityTicket> = {}): ConnectivityTicket {
  return {
    nroTicket: 100000001,
    tipoMensaje: 'IP',
    estado: 'abierta',
    fecha: '2026-03-10T13:05:00.000Z',
    fechaAnulacion: null,
    fechaPrestacion: '20260310',
    prestador: { codigo: 100001, nombre: 'González María Laura', cuit: '27234567891' },
    afiliado: { numero: '30000001 1 01', nombre: 'Juan', apellido: 'Pérez', plan: 310 },
    prestacion: { codigo: 420101, descripcion: 'Consulta médica en consultorio', cantidad: 1 },
    ticketPrestacion: null,
    mod_cobert: 'AP',
    copago: 1500,
    terminal: 'POS00101',
    origenDeTransaccion: 90,
    circulo: null,
    diagnosticos: [],
    usuario: 'demo@prestadores.test',
    ...overrides,
  };
}

/** A report asked as CSV, as the API answers it: the file's bytes, not JSON. */
export function csvReply(text: string): { body: Uint8Array } {
  return { body: new TextEncoder().encode(text) };
}
