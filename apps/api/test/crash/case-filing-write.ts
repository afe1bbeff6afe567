import type { NewCaseResponse, RudiFile } from '@portal/contracts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { DEMO } from '../helpers.ts';
import { newCase, pdfOfSize, rudiFile } from '../support-cases.ts';
import type { CrashWrite } from './crash-harness.ts';

/**
 * Filing a support case with files (POST v1 cap/alta-tramite): the request, the case, its
 * first stage and its files in one transaction. Each filing declares its file count in its
 * observation ("crash_probe files N"), so the check knows how many files the case must have.
 */

const KB = 1024;
/** demo@ (AMBA) and interior@ take turns, so no single user carries every write. */
const PROVIDERS = [
  { email: DEMO.demo, provider: { id: 100001, tipo: 'P', ambit: 'A' } },
  { email: DEMO.interior, provider: { id: 200001, tipo: 'I', ambit: 'I' } },
] as const;
const AREAS = ['contrataciones', 'liquidaciones'] as const;
/** Files big enough that the inserts take a while, so a kill often lands inside them. */
const FILES: RudiFile[] = [96, 256, 400].map((size, i) =>
  rudiFile(`crash ${i + 1}.pdf`, pdfOfSize(size * KB)),
);

export async function loginBearer(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/pre/v0/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      apiKey: 'web',
      device: { deviceid: 'crash-test', devicename: 'crash-test' },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

const PROBE = `observacion ~ '^crash_probe files [0-9]+'`;

export const caseFilingWrite: CrashWrite = {
  name: 'case filing with files',
  writers: 4,
  // Two writers per user, each user under its 30 support-case writes in ten minutes.
  maxWritesPerWriter: 12,
  async connect(baseUrl, writer) {
    const { email, provider } = PROVIDERS[writer % PROVIDERS.length]!;
    const authorization = await loginBearer(baseUrl, email);
    let sent = 0;
    return {
      async send() {
        sent += 1;
        const files = FILES.slice(0, 1 + (sent % FILES.length));
        const body = newCase(AREAS[sent % AREAS.length]!, provider, files);
        body.capObject.generico.observacion = `crash_probe files ${files.length} writer ${writer}`;
        const response = await fetch(`${baseUrl}/pre/v1/cap/alta-tramite`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status !== 201) return { status: response.status };
        const answer = (await response.json()) as NewCaseResponse;
        return { status: 201, key: String(answer.nroTramite) };
      },
    };
  },
  invariants: [
    {
      name: 'every case has exactly one filing stage',
      sql: `select c.nro_tramite, count(s.id) as stages from support_cases c
        left join support_case_stages s on s.case_id = c.id and s.accion = 'alta-tramite'
        group by c.id having count(s.id) <> 1`,
    },
    {
      name: 'every filed case holds all the files it declared',
      sql: `select c.nro_tramite, c.observacion, count(f.id) as files from support_cases c
        left join support_case_files f on f.case_id = c.id
        where c.${PROBE}
        group by c.id
        having count(f.id) <> substring(c.observacion from 'files ([0-9]+)')::int`,
    },
    {
      name: "a file's stage belongs to the file's case",
      sql: `select f.id, f.case_id, s.case_id as stage_case from support_case_files f
        join support_case_stages s on s.id = f.stage_id
        where f.case_id is distinct from s.case_id`,
    },
    {
      name: 'no file without a case, other than a staged batch (RUDI, no stage yet)',
      sql: `select f.id from support_case_files f
        where f.case_id is null and (f.stage_id is not null or f.rudi_nro is null)`,
    },
    {
      name: 'no case request without its case',
      sql: `select r.id from support_requests r
        where not exists (select 1 from support_cases c where c.request_id = r.id)`,
    },
  ],
  storedKeys: `select nro_tramite as key from support_cases where ${PROBE}`,
};
