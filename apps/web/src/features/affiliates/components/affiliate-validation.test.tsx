import { AFFILIATE_NUMBER_MESSAGES } from '@portal/domain/affiliates';
import { MESSAGES } from '@portal/domain/app';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { errorReply, mockApi, mockModuleApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { contract, invalidAnswer, validAnswer } from '../testing';

const PATH = '/tramitesonline/validar-afiliado';
const VALIDATE = 'POST /pre/v1/validador/100001/afiliado';

function detailRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /pre/v1/validador/datos-fiscales/20123456': {
      body: { pk: { contra: 30000001, prepaga: 1 }, condicionImpuestos: 'Consumidor final' },
    },
    'GET /pre/v1/validador/token-terapeutico/1/30000001/1': { body: { requiereToken: false } },
    'GET /pre/v1/validador/contratos/30000001': { body: contract() },
    ...overrides,
  };
}

async function typeNumber(user: ReturnType<typeof renderApp>['user'], text: string) {
  const field = await screen.findByRole('textbox', { name: /Número de afiliado/ });
  await user.clear(field);
  await user.type(field, `${text}{Enter}`);
}

describe('validar afiliado', () => {
  it('the number field has the focus and a malformed number shows the domain message without a call', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados');
    const { user } = renderApp({ path: PATH });
    const field = await screen.findByRole('textbox', { name: /Número de afiliado/ });
    await waitFor(() => expect(document.activeElement).toBe(field));

    await user.type(field, '30000001-1-01{Enter}');
    expect(await screen.findByText(AFFILIATE_NUMBER_MESSAGES.malformed)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(VALIDATE)).toHaveLength(0);
  });

  it('Enter validates a number typed with extra spaces and the card shows the affiliate', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: validAnswer() },
      ...detailRoutes(),
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '  30000001   1  01 ');

    const card = await screen.findByRole('region', { name: 'Datos del afiliado' });
    expect(within(card).getByRole('heading', { name: 'Juan Pérez' })).toBeTruthy();
    expect(within(card).getByText('30000001 1 01')).toBeTruthy();
    expect(within(card).getByText('Plan 310')).toBeTruthy();
    expect(within(card).getByText('Activo')).toBeTruthy();
    expect(within(card).getByText('VC-30000001-01')).toBeTruthy();
    expect(within(card).getByText(/^40\s%$/)).toBeTruthy();
    expect(await within(card).findByText('Consumidor final')).toBeTruthy();
    expect(await within(card).findByText('No requiere token terapéutico.')).toBeTruthy();
    expect(
      await within(card).findByText(/30000001 · Vigente · 3 integrantes \(2 activos\)/),
    ).toBeTruthy();

    const [call] = api.callsTo(VALIDATE);
    expect(call?.body).toMatchObject({ contra: 30000001, middle: 1, inte: 1, validador: 'web' });
    expect(call?.body).toHaveProperty('apiKey');
    expect(call?.body).toHaveProperty('deviceid');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-demo');
  });

  it("Enter puts the focus on the answer: the valid affiliate card's heading", async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: validAnswer() },
      ...detailRoutes(),
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001 1 01');
    const heading = await screen.findByRole('heading', { name: 'Juan Pérez' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  // The format error showed under the previous number's answer, and said
  // "tres partes" for a number that has three.
  it('a new submission drops the previous answer, and a too long part is named', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: invalidAnswer('Credencial Inexistente', false) },
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '99999999 9 99');
    expect(await screen.findByText('Credencial Inexistente', { selector: 'p' })).toBeTruthy();

    await typeNumber(user, '999999999999999999999 1 01');
    expect(
      await screen.findByText(
        'El contrato (primera parte) tiene 21 dígitos y puede tener hasta 8 (por ejemplo, 30000001 1 01).',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Credencial Inexistente')).toBeNull();
    expect(screen.queryByText(/tres partes/)).toBeNull();
    expect(api.callsTo(VALIDATE)).toHaveLength(1);
    // The coverage check follows: a number was typed, and it is not a valid affiliate.
    expect(screen.getByText(MESSAGES.affiliateInvalid)).toBeTruthy();
  });

  it('the fiscal lookup is skipped for prepagas 4, 9, 10 and 11', async () => {
    await seedSession();
    const answer = validAnswer({ prepaga: { id: 9 } });
    const api = mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: answer },
      ...detailRoutes({
        'GET /pre/v1/validador/token-terapeutico/9/30000001/1': { body: { requiereToken: false } },
      }),
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001 1 01');
    expect(await screen.findByText('No corresponde para esta prepaga.')).toBeTruthy();
    await screen.findByText('No requiere token terapéutico.');
    expect(api.calls.some((call) => call.path.includes('datos-fiscales'))).toBe(false);
  });

  it('an affiliate in a therapeutic situation shows that a token is required', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: validAnswer() },
      ...detailRoutes({
        'GET /pre/v1/validador/token-terapeutico/1/30000001/1': { body: { requiereToken: true } },
      }),
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000003 1 01'.replace('30000003', '30000001'));
    expect(await screen.findByText('Requiere token terapéutico')).toBeTruthy();
  });

  it.each([
    ['Baja', true],
    ['Credencial Inexistente', false],
    ['Error en validación', false],
  ])(
    'an answer that is not valid shows "%s" and the coverage check shows the §2 guard',
    async (mensaje, withAffiliate) => {
      await seedSession();
      mockModuleApi('validador-de-asociados', {
        [VALIDATE]: { body: invalidAnswer(mensaje, withAffiliate) },
      });
      const { user } = renderApp({ path: PATH });
      expect(await screen.findByText(MESSAGES.affiliateMissing)).toBeTruthy();
      await typeNumber(user, '30000002 1 01');

      expect(await screen.findByText(mensaje, { selector: 'p' })).toBeTruthy();
      expect(screen.getByText(MESSAGES.affiliateInvalid)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Datos del afiliado' })).toBeNull();
      // Ready for the next number: the text is selected in the focused field.
      const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Número de afiliado/ });
      expect(document.activeElement).toBe(field);
    },
  );

  it('a validation the server fails yields not valid: "Error en validación"', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados', { [VALIDATE]: errorReply(500, 'boom') });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001 1 01');
    expect(await screen.findByText('Error en validación')).toBeTruthy();
    expect(screen.getByText(MESSAGES.serverError)).toBeTruthy();
    expect(screen.getByText(MESSAGES.affiliateInvalid)).toBeTruthy();
  });

  it("the server's refusal of the number is said on the field, selected for retyping", async () => {
    await seedSession();
    const tooBig = 'El integrante tiene hasta 2 dígitos.';
    mockModuleApi('validador-de-asociados', {
      [VALIDATE]: errorReply(400, 'Datos inválidos', 'VALIDATION', {
        details: [{ path: 'inte', message: tooBig }],
      }),
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001 1 01');

    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Número de afiliado/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(tooBig)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
  });

  // Also "Nueva consulta" after a refused number: no message is left under the empty field.
  it('"Nueva consulta" clears a refused number\'s message too', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados');
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001-1-01');
    expect(await screen.findByText(AFFILIATE_NUMBER_MESSAGES.malformed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nueva consulta' }));
    expect(screen.queryByText(AFFILIATE_NUMBER_MESSAGES.malformed)).toBeNull();
    const field = screen.getByRole('textbox', { name: /Número de afiliado/ });
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('the coverage PDF is offered in the download dialog', async () => {
    await seedSession();
    const api = mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: validAnswer() },
      ...detailRoutes(),
      'GET /pre/v1/validador/cobertura-pdf/30000001/1': { body: '%PDF-1.7' },
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001 1 01');
    await user.click(await screen.findByRole('button', { name: 'Descargar cobertura (PDF)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Certificado de cobertura' });
    const link = within(dialog).getByRole('link', { name: 'Descargar' });
    expect(link.getAttribute('download')).toBe('cobertura-30000001-01.pdf');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(api.callsTo('GET /pre/v1/validador/cobertura-pdf/30000001/1')).toHaveLength(1);
  });

  it('"Nueva consulta" clears the answer and puts the focus back on the number', async () => {
    await seedSession();
    mockModuleApi('validador-de-asociados', {
      [VALIDATE]: { body: validAnswer() },
      ...detailRoutes(),
    });
    const { user } = renderApp({ path: PATH });
    await typeNumber(user, '30000001 1 01');
    await screen.findByRole('region', { name: 'Datos del afiliado' });
    await user.click(screen.getByRole('button', { name: 'Nueva consulta' }));

    expect(screen.queryByRole('region', { name: 'Datos del afiliado' })).toBeNull();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Número de afiliado/ });
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(MESSAGES.affiliateMissing)).toBeTruthy();
  });

  it('a session the server ended is noticed as soon as the page opens', async () => {
    await seedSession();
    mockApi({
      'GET /pre/v1/modulos/validador-de-asociados': errorReply(401, 'Sesión terminada'),
    });
    const { location } = renderApp({ path: PATH });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('a module the server reports inactive shows the maintenance image', async () => {
    await seedSession();
    mockApi({
      'GET /pre/v1/modulos/validador-de-asociados': errorReply(403, 'Inactivo', 'MODULE_INACTIVE'),
    });
    renderApp({ path: PATH });
    expect(await screen.findByAltText('Módulo en mantenimiento')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Número de afiliado/ })).toBeNull();
  });
});
