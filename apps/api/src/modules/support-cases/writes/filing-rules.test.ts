import { describe, expect, it } from 'vitest';
import { DEMO, TEXT } from '../../../../test/helpers.ts';
import { change, filingRequests } from '../../../../test/support-case-requests.ts';
import { newCase, readOnlySession, type NewCasePayload } from '../../../../test/support-cases.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

/** Filings the §5 rules refuse: settlement fields, workflow, reason, provider, authorization. */
describe('filing a support case', () => {
  const ctx = demoProviderApp();

  const { refused } = filingRequests(() => ctx);

  describe('bad input changes nothing', () => {
    it('a settlement case without an expediente lists every missing field, each by its path', async () => {
      const body = await refused(
        change('liquidaciones', (p) => {
          delete (p.capObject as { expediente?: unknown }).expediente;
        }),
        400,
        'SETTLEMENT_FIELDS',
        'Ingresá el número de expediente. Ingresá el número de comprobante. Elegí el tipo de comprobante.',
      );
      expect(body.details).toEqual([
        { path: 'body.capObject.expediente.numero', message: 'Ingresá el número de expediente.' },
        {
          path: 'body.capObject.expediente.comprobante.numero',
          message: 'Ingresá el número de comprobante.',
        },
        {
          path: 'body.capObject.expediente.comprobante.tipo',
          message: 'Elegí el tipo de comprobante.',
        },
      ]);
    });

    it.each([
      [
        'a blank expediente number',
        { numero: '  ', comprobante: { numero: '1', tipo: 'FA' } },
        'Ingresá el número de expediente.',
      ],
      [
        'a comprobante number of spaces',
        { numero: '7', comprobante: { numero: '   ', tipo: 'FA' } },
        'Ingresá el número de comprobante.',
      ],
      [
        'an unknown voucher type',
        { numero: '7', comprobante: { numero: '1', tipo: 'ZZ' } },
        'Elegí el tipo de comprobante.',
      ],
    ])('a settlement case with %s', async (_story, expediente, message) => {
      await refused(
        change('liquidaciones', (p) => {
          (p.capObject as { expediente: unknown }).expediente = { oficina: 1, ...expediente };
        }),
        400,
        'SETTLEMENT_FIELDS',
        message,
      );
    });

    it.each([
      [
        'the other ambit’s contracting workflow',
        (p: NewCasePayload) => {
          p.workContext = 'AMB_CAP_CONTRATACIONES_INTERIOR';
          p.capObject.generico.submotivo.id = 17;
        },
        'WORKFLOW_MISMATCH',
      ],
      [
        'a submotivo of another workflow',
        (p: NewCasePayload) => {
          p.capObject.generico.submotivo.id = 24;
        },
        'WORKFLOW_MISMATCH',
      ],
      [
        'a reply workflow as the filing workflow',
        (p: NewCasePayload) => {
          p.workContext = 'AMB_CONTRATACIONES_ENTRADA';
        },
        'WORKFLOW_MISMATCH',
      ],
      [
        'a settlement reason in contracting',
        (p: NewCasePayload) => {
          p.extendedProcess.motivoWeb = 241;
        },
        'UNKNOWN_MOTIVO',
      ],
      [
        'an odontology reason for a provider that is not one',
        (p: NewCasePayload) => {
          p.extendedProcess.motivoWeb = 106;
        },
        'UNKNOWN_MOTIVO',
      ],
      [
        'an institutional reason for a physical person',
        (p: NewCasePayload) => {
          p.extendedProcess.motivoWeb = 107;
        },
        'UNKNOWN_MOTIVO',
      ],
      [
        'another provider type',
        (p: NewCasePayload) => {
          p.capObject.generico.prestadorTipo = 'E' as 'P';
        },
        'PROVIDER_MISMATCH',
      ],
      [
        'an observation with no words',
        (p: NewCasePayload) => {
          p.capObject.generico.observacion = '¿?¡!';
        },
        'OBSERVATION_REQUIRED',
      ],
      [
        'an e-mail not associated to the provider',
        (p: NewCasePayload) => {
          p.extendedProcess.emails = ['otro@ejemplo.test'];
        },
        'EMAIL_NOT_ASSOCIATED',
      ],
      [
        'a motivo other than 3',
        (p: NewCasePayload) => {
          (p.capObject.generico.motivo as { id: number }).id = 4;
        },
        'VALIDATION',
      ],
      [
        'a request medium other than 27',
        (p: NewCasePayload) => {
          (p.extendedProcess.pedidoWeb.medio as { id: number }).id = 1;
        },
        'VALIDATION',
      ],
    ])('a contracting case with %s', async (_story, edit, code) => {
      await refused(change('contrataciones', edit), 400, code);
    });

    it('another provider’s code is not found', async () => {
      await refused(
        change('contrataciones', (p) => {
          p.capObject.generico.prestadorId = 200001;
        }),
        404,
        'NOT_FOUND',
        TEXT.notFound,
      );
    });

    it('an authorization case needs one of the provider’s authorizations', async () => {
      await refused(
        change('autorizaciones', (p) => {
          delete (p.extendedProcess as { nroAutorizacion?: number }).nroAutorizacion;
        }),
        400,
        'AUTHORIZATION_REQUIRED',
        'Elegí la autorización sobre la que consultás.',
      );
      await refused(
        change('autorizaciones', (p) => {
          (p.extendedProcess as { nroAutorizacion?: number }).nroAutorizacion = 7000201;
        }),
        400,
        'AUTHORIZATION_NOT_FOUND',
        'La autorización indicada no existe para el prestador.',
      );
    });

    it('a read-only session cannot file a case', async () => {
      await refused(
        newCase('contrataciones'),
        403,
        'READ_ONLY',
        TEXT.readOnly,
        await readOnlySession(ctx.t, DEMO.demo),
      );
    });

    it('a user without the support centre permission cannot file a case', async () => {
      const sub = (await ctx.t.login(DEMO.subusuario)).headers;
      await refused(newCase('contrataciones'), 403, 'FORBIDDEN', TEXT.noPermission, sub);
    });
  });
});
