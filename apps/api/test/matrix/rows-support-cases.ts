import { newCase, PDF, rudiFile } from '../support-cases.ts';
import type { CallRow, Probe, RequestParts } from './call-rows.ts';
import type { ProviderIds } from './provider-ids.ts';

/** Rows of the support centre (capweb) and the insurer's operator calls. */

const REFERENCE = "reference data of the support centre: no provider's object";

/** A path naming one of the other provider's objects. */
const theirs = (story: string, parts: (them: ProviderIds) => RequestParts): Probe => ({
  story,
  request: ({ them }) => parts(them),
});
const theirCode = theirs("the interior's provider code", (them) => ({
  params: { code: them.providerId },
}));
const theirCase = (key: 'id' | 'n') =>
  theirs("the interior's case", (them) => ({ params: { [key]: them.openCase.nro } }));

/** A §3 new-case payload of the demo provider with one reference changed. */
function filing(
  area: Parameters<typeof newCase>[0],
  edit: (payload: Record<string, unknown>) => void,
) {
  const payload = structuredClone(newCase(area)) as unknown as Record<string, unknown>;
  edit(payload);
  return payload;
}

const READS: Record<string, CallRow> = {
  'GET /pre/cap/:code/unidades-gestion': {
    params: ({ me }) => ({ code: me.providerId }),
    foreign: [theirCode],
  },
  'GET /pre/cap/:code/Odontologia': {
    params: ({ me }) => ({ code: me.providerId }),
    foreign: [theirCode],
  },
  'GET /pre/cap/:ambit/areas-consulta': {
    params: () => ({ ambit: 'A' }),
    foreign: { none: REFERENCE },
  },
  'GET /pre/cap/:id/:type/:flag/motivos': {
    params: () => ({ id: 2, type: 'P', flag: 'N' }),
    foreign: { none: REFERENCE },
  },
  'GET /pre/v1/prestadores/:code/emails': {
    params: ({ me }) => ({ code: me.providerId }),
    foreign: [theirCode],
  },
  'POST /pre/v3/cap/ConsultaTramites': {
    foreign: [
      theirs("the interior's provider code", (them) => ({
        body: { ambitoPrestador: 'A', prestad: them.providerId },
      })),
      {
        story: "the interior's authorization under the caller's code",
        request: ({ me, them }) => ({
          body: {
            ambitoPrestador: 'A',
            prestad: me.providerId,
            nroAutorizacion: them.authorization,
          },
        }),
        answer: 'ownData',
      },
    ],
  },
  'POST /pre/v1/contacto-prestador/consulta-tramites-contacto-prestador': {
    foreign: [
      theirs("the interior's provider code", (them) => ({ body: { prestad: them.providerId } })),
    ],
  },
  'GET /pre/v2/busqueda-autorizaciones': {
    foreign: [
      theirs("the interior's provider code", (them) => ({ query: { prestad: them.providerId } })),
      {
        story: "the interior's authorization under the caller's code",
        request: ({ me, them }) => ({
          query: { prestad: me.providerId, nroAuto: them.authorization },
        }),
        answer: 'ownData',
      },
    ],
  },
};

const DETAIL: Record<string, CallRow> = {
  'GET /pre/v2/proveedores/tramites/:id': {
    params: ({ me }) => ({ id: me.openCase.nro }),
    foreign: [theirCase('id')],
  },
  'GET /pre/v2/cap/:id/DetalleTramite': {
    params: ({ me }) => ({ id: me.openCase.nro }),
    foreign: [theirCase('id')],
  },
  'GET /pre/v1/process/tramite/:n': {
    params: ({ me }) => ({ n: me.openCase.nro }),
    foreign: [theirCase('n')],
  },
  'GET /pre/cap/:origin/:workflowId/files': {
    params: ({ me }) => ({ origin: 'WCAP', workflowId: me.openCase.jbpm }),
    foreign: (['WCAP', 'SCAP'] as const).map((origin) =>
      theirs(`the interior's case process, ${origin} files`, (them) => ({
        params: { origin, workflowId: them.openCase.jbpm },
      })),
    ),
  },
  'GET /pre/v0/archivos/:type/:number': {
    params: ({ me }) => ({ type: 'WCAP', number: me.wcapFile }),
    foreign: [
      theirs("the interior's file (WCAP)", (them) => ({
        params: { type: 'WCAP', number: them.wcapFile },
      })),
      theirs("the insurer's answer file to the interior (SCAP)", (them) => ({
        params: { type: 'SCAP', number: them.scapFile },
      })),
    ],
  },
  'GET /pre/cap/:process/:ts/PostProcess1': {
    params: ({ me }) => ({ process: me.openCase.jbpm, ts: me.openCase.ts }),
    foreign: [
      theirs("the interior's case process and filing instant", (them) => ({
        params: { process: them.openCase.jbpm, ts: them.openCase.ts },
      })),
    ],
  },
  'GET /pre/cap/:id/:workContext/PostProcess2': {
    params: ({ me }) => ({ id: me.openCase.nro, workContext: me.openCase.workflow }),
    foreign: [
      theirs("the interior's case and workflow", (them) => ({
        params: { id: them.openCase.nro, workContext: them.openCase.workflow },
      })),
    ],
  },
};

const NOT_FOUND_AS_INPUT =
  'a reference the provider does not have is bad input, answered as for a number that does not exist';

const WRITES: Record<string, CallRow> = {
  'POST /pre/v1/cap/alta-tramite': {
    foreign: [
      {
        story: "the interior's provider code",
        request: ({ them }) => ({
          body: filing('contrataciones', (payload) => {
            (payload.capObject as { generico: { prestadorId: number } }).generico.prestadorId =
              them.providerId;
          }),
        }),
      },
      {
        story: "the interior's authorization",
        request: ({ them }) => ({
          body: filing('autorizaciones', (payload) => {
            (payload.extendedProcess as { nroAutorizacion: number }).nroAutorizacion =
              them.authorization;
          }),
        }),
        answer: { status: 400, code: 'AUTHORIZATION_NOT_FOUND', why: NOT_FOUND_AS_INPUT },
      },
      {
        story: "the interior's staged files",
        request: ({ them }) => ({
          body: filing('liquidaciones', (payload) => {
            payload.rudiPrestador = { nroTramite: them.stagedBatch, tipoTramite: 'WCAP' };
          }),
        }),
        answer: { status: 400, code: 'STAGED_FILES_NOT_FOUND', why: NOT_FOUND_AS_INPUT },
      },
    ],
  },
  'POST /pre/cap/grabar-tramite': {
    foreign: [
      theirs("the interior's open case", (them) => ({
        body: { nroTramite: them.openCase.nro, observacion: 'Matriz' },
      })),
    ],
  },
  'POST /pre/v1/archivos/WCAP/tramite/:n/guardar': {
    params: ({ me }) => ({ n: me.openCase.nro }),
    foreign: [
      theirs("the interior's open case", (them) => ({
        params: { n: them.openCase.nro },
        body: { rudiFiles: [rudiFile('matriz.pdf', PDF)] },
      })),
    ],
  },
  'PUT /pre/v1/prestadores/cap/transicionar-tramite': {
    foreign: [
      theirs("the interior's case waiting for its answer", (them) => ({
        body: { nroTramite: them.awaitingReply, accion: 'tramite-recibido', observacion: 'Matriz' },
      })),
    ],
  },
  'POST /pre/ops/cap/tramites/:n/etapas': {
    params: ({ me }) => ({ n: me.openCase.nro }),
    foreign: { none: "an operator call: the insurer acts on every provider's cases" },
  },
};

export const ROWS: Record<string, CallRow> = { ...READS, ...DETAIL, ...WRITES };
