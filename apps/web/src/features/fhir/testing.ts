import type { FhirClientDto, FhirClientsResponse } from '@portal/contracts';

/** Replies of this area's calls for the web tests (checked against the contracts by mockApi). */
export const CLIENTS = 'GET /pre/v1/fhir/clientes';
export const REGISTER = 'POST /pre/v1/fhir/clientes';

export function fhirClient(overrides: Partial<FhirClientDto> = {}): FhirClientDto {
  return {
    idCliente: 'hc-sanatorio-1a2b',
    nombre: 'Historia clínica del sanatorio',
    usuario: { idUsuario: 3, nombre: 'Lucía Benítez', email: 'subusuario@prestadores.test' },
    scopes: ['system/Patient.read', 'system/Coverage.read'],
    claves: ['clave-2026'],
    creado: '09/03/2026 08:15',
    revocado: null,
    ...overrides,
  };
}

export const TEAM: FhirClientsResponse['equipo'] = [
  { idUsuario: 1, nombre: 'María Laura González', email: 'demo@prestadores.test' },
  { idUsuario: 3, nombre: 'Lucía Benítez', email: 'subusuario@prestadores.test' },
];

/** A public EC key as a clinic's system would paste it (no private part). */
export const PUBLIC_JWK = JSON.stringify({
  kty: 'EC',
  crv: 'P-384',
  kid: 'clave-2026',
  x: 'PpoU_XxJFCNlbAVuPe4XvT6MUaZVwq6XFBwJe7P2BWBf-YYH6JysOXbRqOvn0uLw',
  y: 'dReZgpQubDwagucNrVZI3N8UhSC44I4_XxtSgU63F38PRmvGVkJZ0ostatAyfwDH',
});
