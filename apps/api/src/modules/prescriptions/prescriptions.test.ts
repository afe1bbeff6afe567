import { describe, expect, it } from 'vitest';
import type {
  MedicationDto,
  PrescriberResponse,
  RecetasResponse,
  WrittenPrescriptionResponse,
} from '@portal/contracts';
import { patientPrescriptions } from '../../db/schema/medical-attention.ts';
import { DEMO, expectError, TEXT } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/receta-digital';
const MINE = `${BASE}/100001`;
const JUAN = { contra: 30000001, middle: 1, inte: 1 };

describe('receta digital', () => {
  const ctx = twoProviderApp();
  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = ctx.demo) =>
    ctx.t.inject({ method: 'POST', url, payload, headers });

  const amoxicillin = async () => {
    const found = (await get(`${BASE}/vademecum?search=amoxi`)).json<MedicationDto[]>();
    return found.find((m) => m.generico === 'Amoxicilina 500 mg')!;
  };
  const prescription = (items: object[], diagnostico = 'J02.9') => ({
    ...JUAN,
    diagnostico,
    items,
  });

  it('finds medications by brand or generic name from 3 letters', async () => {
    const byGeneric = (await get(`${BASE}/vademecum?search=ibuprofeno 400`)).json<
      MedicationDto[]
    >();
    expect(byGeneric.map((m) => m.marca)).toEqual(expect.arrayContaining(['Actron', 'Ibupirac']));
    const byBrand = (await get(`${BASE}/vademecum?search=LIPITOR`)).json<MedicationDto[]>();
    expect(byBrand[0]).toMatchObject({ marca: 'Lipitor', generico: 'Atorvastatina 20 mg' });
    expectError(await get(`${BASE}/vademecum?search=am`), 400, 'VALIDATION', /al menos 3 letras/);
  });

  it('names the prescriber with the licence Mis datos keeps', async () => {
    const body = (await get(`${MINE}/prescriptor`)).json<PrescriberResponse>();
    expect(body).toEqual({ nombre: 'María Laura González', matricula: 'Nacional N° 112233' });
  });

  it('writes a prescription of up to three items that shows in the patient’s recetas and prints with its number', async () => {
    const medication = await amoxicillin();
    const response = await post(
      `${MINE}/recetas`,
      prescription([
        { medicamento: medication.id, cantidad: 2, posologia: '1 cada 8 horas por 7 días' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const written = response.json<WrittenPrescriptionResponse>();
    expect(written).toMatchObject({
      prescriptor: 'María Laura González',
      matricula: 'Nacional N° 112233',
      diagnostico: 'J02.9 — Faringitis aguda, no especificada',
      items: [{ medicamento: `${medication.marca} (Amoxicilina 500 mg)`, cantidad: 2 }],
    });
    expect(written.mensaje).toBe(`La receta fue emitida con el número ${written.numero}.`);

    const recetas = (
      await get(`/pre/v1/atencion-medica/100001/recetas?contra=30000001&middle=1&inte=1`)
    ).json<RecetasResponse>();
    expect(recetas.recetas[0]).toMatchObject({
      numero: written.numero,
      estado: 'emitida',
      anulable: true,
    });

    const pdf = await get(`${MINE}/recetas/${written.numero}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  const item = (medicamento: number) => ({ medicamento, cantidad: 1, posologia: 'cada 12 horas' });
  // Each body is built from the amoxicillin's id, which the vademécum search answers.
  const refusals: {
    story: string;
    body: (amoxicillinId: number) => object;
    status: number;
    code: string;
  }[] = [
    {
      story: 'four items',
      body: () => prescription([1, 2, 3, 4].map(item)),
      status: 400,
      code: 'VALIDATION',
    },
    {
      story: 'the same medication twice',
      body: (id) => prescription([item(id), item(id)]),
      status: 400,
      code: 'VALIDATION',
    },
    {
      story: 'a medication not in the vademécum',
      body: () => prescription([item(99999)]),
      status: 422,
      code: 'UNKNOWN_MEDICATION',
    },
    {
      story: 'an unknown diagnosis',
      body: (id) => prescription([item(id)], 'Z99.9'),
      status: 422,
      code: 'UNKNOWN_DIAGNOSIS',
    },
    {
      story: 'a patient who is not a valid affiliate',
      body: (id) => ({ ...prescription([item(id)]), contra: 30000002 }),
      status: 422,
      code: 'AFFILIATE_INVALID',
    },
  ];

  // Never clamped: a quantity out of 1..10 or no whole number is refused with the form's message.
  it.each([11, 99999999999, 0, 2.5, 'dos'])(
    'refuses an item quantity of %j in words, writing nothing',
    async (cantidad) => {
      const { id } = await amoxicillin();
      const response = await refusedWithoutChange(
        ctx.t,
        {
          method: 'POST',
          url: `${MINE}/recetas`,
          headers: ctx.demo,
          payload: prescription([{ ...item(id), cantidad }]),
        },
        400,
        'VALIDATION',
      );
      expect(response.json<{ message: string }>().message).toBe(
        'Los datos enviados no son válidos. body.items.0.cantidad: La cantidad debe estar entre 1 y 10.',
      );
    },
  );

  it.each(refusals)(
    'refuses a prescription with $story, writing nothing',
    async ({ body, status, code }) => {
      const { id } = await amoxicillin();
      const request = { method: 'POST', url: `${MINE}/recetas`, headers: ctx.demo } as const;
      await refusedWithoutChange(ctx.t, { ...request, payload: body(id) }, status, code);
    },
  );

  it('cancels only its own prescription not yet dispensed; another provider’s is not found', async () => {
    const { id } = await amoxicillin();
    const written = (
      await post(
        `${MINE}/recetas`,
        prescription([{ medicamento: id, cantidad: 1, posologia: 'cada 8 horas' }]),
      )
    ).json<WrittenPrescriptionResponse>();
    const interior = `${BASE}/200001/recetas/${written.numero}`;
    expectError(await post(`${interior}/anulacion`, {}, ctx.interior), 404, 'NOT_FOUND');
    expectError(await get(`${interior}/pdf`, ctx.interior), 404, 'NOT_FOUND');
    const cancelled = await post(`${MINE}/recetas/${written.numero}/anulacion`, {});
    expect(cancelled.json()).toEqual({
      numero: written.numero,
      estado: 'anulada',
      mensaje: 'La receta fue anulada.',
    });
    expectError(
      await post(`${MINE}/recetas/${written.numero}/anulacion`, {}),
      409,
      'NOT_CANCELLABLE',
      'La receta ya fue dispensada o anulada: no se puede anular.',
    );
    // A seeded prescription of another prescriber, in the same patient's record.
    expectError(await post(`${MINE}/recetas/400101/anulacion`, {}), 404, 'NOT_FOUND');
  });

  it('keeps read-only sessions and users without the module from prescribing', async () => {
    const { id } = await amoxicillin();
    const readOnly = await openExternalSession(ctx.t, DEMO.demo, 'readOnly');
    expect((await get(`${BASE}/vademecum?search=amoxi`, readOnly.headers)).statusCode).toBe(200);
    const body = prescription([{ medicamento: id, cantidad: 1, posologia: 'cada 8 horas' }]);
    // The operator's request itself is audited (plugins/audit); no prescription is written.
    const before = await ctx.t.db.$count(patientPrescriptions);
    expectError(await post(`${MINE}/recetas`, body, readOnly.headers), 403, 'READ_ONLY');
    expect(await ctx.t.db.$count(patientPrescriptions)).toBe(before);
    const sub = await ctx.t.login(DEMO.subusuario);
    expectError(
      await post(`${MINE}/recetas`, body, sub.headers),
      403,
      'FORBIDDEN',
      TEXT.noPermission,
    );
  });
});
