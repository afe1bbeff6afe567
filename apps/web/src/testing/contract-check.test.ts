import { describe, expect, it } from 'vitest';
import { contractViolation } from './contract-check';
import { publicConfig } from './factories';
import { errorReply, mockApi, takeContractViolations } from './mock-api';

const contract = {
  contra: 30000001,
  prepaga: { id: 1 },
  plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
  vigente: true,
  integrantes: 3,
  integrantesActivos: 2,
};

describe('the mock check (web tests answer only what the real API could)', () => {
  it('lets through a reply that matches its call’s response schema', () => {
    expect(
      contractViolation('GET', '/pre/v1/validador/contratos/30000001', { body: contract }),
    ).toBeNull();
  });

  it('names the call and the field of a reply that drifted from its contract', () => {
    const drifted = { ...contract, vigente: 'si' };
    expect(
      contractViolation('GET', '/pre/v1/validador/contratos/30000001', { body: drifted }),
    ).toMatch(
      /GET \/pre\/v1\/validador\/contratos\/:contra answered 200 off its contract.*vigente/s,
    );
  });

  it('refuses a request that is no call of the contracts', () => {
    expect(contractViolation('GET', '/pre/v1/validador/contrato/1', { body: contract })).toBe(
      'GET /pre/v1/validador/contrato/1 is no call of the contracts',
    );
  });

  it('checks error replies against the one error shape, and success statuses against the call', () => {
    const path = '/pre/v1/validador/contratos/1';
    expect(contractViolation('GET', path, errorReply(404, 'No existe.'))).toBeNull();
    expect(contractViolation('GET', path, { status: 404, body: { mensaje: 'x' } })).toMatch(
      /outside the error shape/,
    );
    expect(contractViolation('POST', '/pre/v0/auth-logout', { status: 200, body: {} })).toBe(
      'POST /pre/v0/auth-logout answered 200, the contract says 204',
    );
  });

  it('fails the test of a mocked API whose reply broke its contract', async () => {
    mockApi({
      'GET /pre/v0/public-config': { body: { ...publicConfig(), captcha: { enabled: 'no' } } },
    });
    await fetch('/pre/v0/public-config');
    // Taken here so this test can show it; left behind, the shared setup fails the test.
    expect(takeContractViolations()).toEqual([
      expect.stringMatching(/^GET \/pre\/v0\/public-config answered 200 off its contract/),
    ]);
  });
});

describe('a reply a test declares off its contract', () => {
  it('is left out of the check, so a test of the web’s defence can still send it', async () => {
    mockApi({
      'GET /pre/v0/public-config': { body: { captcha: 'no' }, offContract: 'defence test' },
    });
    await fetch('/pre/v0/public-config');
    expect(takeContractViolations()).toEqual([]);
  });
});
