import type { HttpTarget } from './autocannon-run.ts';
import type { HttpScenario, ScenarioContext } from './scenario-types.ts';
import { startApiOnSeed, type RunningServer } from './servers.ts';

/** Palermo (LOCALITIES' fifth) and clínica médica: the directory's busiest search in AMBA. */
const PALERMO = 5;
const CLINICA_MEDICA = 1;

/**
 * The cartilla's calls as demo@ makes them (guard included): a search by specialty near a
 * locality, page 1 of 6 cards nearest first, or the locality autocomplete's 'pal'. Checked once
 * before load.
 */
async function directoryTarget(
  server: RunningServer,
  call: 'search' | 'localities',
  login: (baseUrl: string) => Promise<string>,
): Promise<HttpTarget> {
  const base = `${server.baseUrl}/pre/v1/cartilla`;
  const target: HttpTarget = {
    url:
      call === 'search'
        ? `${base}/prestadores?seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}`
        : `${base}/localidades?search=pal`,
    headers: { authorization: await login(server.baseUrl) },
  };
  const answer = await fetch(target.url, {
    headers: target.headers!,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json()) as { total?: number } | unknown[];
  const found = Array.isArray(body) ? body.length : body.total;
  if (answer.status !== 200 || !found)
    throw new Error(`directory ${call} answered ${answer.status}: ${JSON.stringify(body)}`);
  return target;
}

/** The directory search (demo seed and 50,000 providers) and the locality autocomplete. */
export function directoryScenarios(login: (baseUrl: string) => Promise<string>): HttpScenario[] {
  const scenario = (call: 'search' | 'localities', large: boolean): HttpScenario => ({
    id: `directory-${call}-postgres${large ? '-large' : ''}`,
    label:
      call === 'search'
        ? `GET /pre/v1/cartilla/prestadores, specialty near Palermo (${large ? '50,000 providers' : 'demo seed'})`
        : `GET /pre/v1/cartilla/localidades?search=pal (${large ? 'large seed' : 'demo seed'})`,
    database: 'postgres',
    needs: large ? ['postgres', 'large'] : ['postgres'],
    async prepare(context: ScenarioContext) {
      const server = await startApiOnSeed(context, large);
      return { server, target: await directoryTarget(server, call, login) };
    },
  });
  return [
    scenario('search', false),
    scenario('search', true),
    scenario('localities', true),
    fhirScenario(false, 'cached'),
    fhirScenario(false, 'fresh'),
    fhirScenario(true, 'cached'),
    fhirScenario(true, 'fresh'),
  ];
}

/** Palermo's centre as the seed places it (LOCALITY_COORDINATES), the point a HIS would send. */
const PALERMO_POINT = '-34.5889|-58.4305|40|km';

/**
 * The same search through the FHIR directory, public: clínica médica near Palermo's centre
 * within the cartilla's 40 km, six roles a page with their practitioners and places included.
 * Checked once before load (a searchset with matches).
 */
async function fhirDirectoryTarget(server: RunningServer, fresh: boolean): Promise<HttpTarget> {
  const query = new URLSearchParams({
    specialty: String(CLINICA_MEDICA),
    'location.near': PALERMO_POINT,
    _count: '6',
  });
  query.append('_include', 'PractitionerRole:practitioner');
  query.append('_include', 'PractitionerRole:location');
  const target: HttpTarget = {
    url: `${server.baseUrl}/fhir/PractitionerRole?${query.toString()}`,
    headers: { accept: 'application/fhir+json', ...(fresh ? { 'cache-control': 'no-cache' } : {}) },
  };
  const answer = await fetch(target.url, {
    headers: target.headers!,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json()) as { total?: number };
  if (answer.status !== 200 || !body.total) {
    throw new Error(`FHIR directory answered ${answer.status}: ${JSON.stringify(body)}`);
  }
  return target;
}

/**
 * As a HIS meets it (the answer kept a minute, ADR 0067), and `fresh`: every request with
 * no-cache, so each reads the directory as the cartilla's search does.
 */
function fhirScenario(large: boolean, kind: 'cached' | 'fresh'): HttpScenario {
  const fresh = kind === 'fresh';
  return {
    id: `fhir-directory${fresh ? '-fresh' : ''}-postgres${large ? '-large' : ''}`,
    label: `GET /fhir/PractitionerRole, specialty near Palermo${fresh ? ', no-cache' : ''} (${large ? '50,000 providers' : 'demo seed'})`,
    database: 'postgres',
    needs: large ? ['postgres', 'large'] : ['postgres'],
    async prepare(context: ScenarioContext) {
      const server = await startApiOnSeed(context, large);
      return { server, target: await fhirDirectoryTarget(server, fresh) };
    },
  };
}
