import type { FiledAuthorizationResponse, RudiFile } from '@portal/contracts';
import { formatOrderDate } from '@portal/domain/format';
import { DEMO } from '../helpers.ts';
import { pdfOfSize, rudiFile } from '../support-cases.ts';
import type { CrashWrite } from './crash-harness.ts';
import { loginBearer } from './case-filing-write.ts';

/**
 * Filing a medical authorization with files (POST …/autorizacion): the request row, its
 * services, its first history event, its files and the survey counter in one transaction.
 * Each filing declares its file count in its observation ("crash_probe files N").
 */

const KB = 1024;
const PROVIDERS = [
  { email: DEMO.demo, provider: 100001, place: 1001 },
  { email: DEMO.interior, provider: 200001, place: 2001 },
] as const;
const FILES: RudiFile[] = [128, 320, 480].map((size, i) =>
  rudiFile(`orden ${i + 1}.pdf`, pdfOfSize(size * KB)),
);
const PROBE = `a.observacion ~ '^crash_probe files [0-9]+'`;

export const authorizationFilingWrite: CrashWrite = {
  name: 'authorization filing with files',
  writers: 4,
  maxWritesPerWriter: 12,
  async connect(baseUrl, writer) {
    const { email, provider, place } = PROVIDERS[writer % PROVIDERS.length]!;
    const authorization = await loginBearer(baseUrl, email);
    let sent = 0;
    return {
      async send() {
        sent += 1;
        const files = FILES.slice(0, 1 + (sent % FILES.length));
        const body = {
          prestador: provider,
          lugarAtencionPrestador: place,
          tipoAutorizacionMedica: 'practica',
          // The server's today, in Argentina, as the order's date.
          fechaOrden: formatOrderDate(new Date()),
          afiliado: { contra: 30000001, inte: 1 },
          prestacion: [
            { codigo: 180106, cantidad: 1 },
            { codigo: 420101, cantidad: 2 },
          ],
          observacion: `crash_probe files ${files.length} writer ${writer}`,
          imagenes: files,
        };
        const response = await fetch(`${baseUrl}/pre/v1/autorizaciones/${provider}/autorizacion`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status !== 201) return { status: response.status };
        const answer = (await response.json()) as FiledAuthorizationResponse;
        return { status: 201, key: String(answer.autorizacion.nroAutorizacion) };
      },
    };
  },
  invariants: [
    {
      name: 'every filed request has exactly one filing event by the provider',
      sql: `select a.nro_autorizacion from authorizations a
        left join authorization_events e on e.authorization_id = a.id and e.origen = 'prestador'
        where ${PROBE} group by a.id having count(e.id) <> 1`,
    },
    {
      name: 'every filed request holds both its services',
      sql: `select a.nro_autorizacion from authorizations a
        left join authorization_services s on s.authorization_id = a.id
        where ${PROBE} group by a.id having count(s.id) <> 2`,
    },
    {
      name: 'every filed request holds all the files it declared',
      sql: `select a.nro_autorizacion, count(f.id) from authorizations a
        left join authorization_files f on f.authorization_id = a.id
        where ${PROBE} group by a.id
        having count(f.id) <> substring(a.observacion from 'files ([0-9]+)')::int`,
    },
    {
      name: "a file's event belongs to the file's request",
      sql: `select f.id from authorization_files f
        join authorization_events e on e.id = f.event_id
        where e.authorization_id <> f.authorization_id`,
    },
    {
      name: "the filers' survey counters count every request they filed",
      sql: `select s.user_id from authorization_surveys s
        where s.saved_since_answer < (select count(*) from authorizations a
          where a.user_id = s.user_id and ${PROBE})`,
    },
  ],
  storedKeys: `select a.nro_autorizacion as key from authorizations a where ${PROBE}`,
};
