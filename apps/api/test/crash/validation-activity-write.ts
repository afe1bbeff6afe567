import { DEMO } from '../helpers.ts';
import type { CrashWrite } from './crash-harness.ts';
import { loginBearer } from './case-filing-write.ts';

/**
 * An affiliate validation and its team activity row (ADR 0068): the answer waits for the row's
 * group to commit, so a kill may lose the row of a validation not yet answered, never the row
 * of one that was. A validation carries no key of its own (the row names no affiliate, by
 * design), so a key is the session and the count of validations it had answered: a session's
 * first k answers are kept when it holds at least k rows. Each restart logs in again: a new
 * session, a new count.
 */
const SINCE = new Date().toISOString();

export const validationActivityWrite: CrashWrite = {
  name: 'affiliate validation with its activity row',
  writers: 2,
  maxWritesPerWriter: 60,
  async connect(baseUrl) {
    const authorization = await loginBearer(baseUrl, DEMO.subusuario);
    // The bearer is `<session id>.<signature>`.
    const sessionId = authorization.slice('Bearer '.length).split('.')[0]!;
    let answered = 0;
    return {
      async send() {
        const response = await fetch(`${baseUrl}/pre/v1/validador/100001/afiliado`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            contra: 30000001,
            inte: 1,
            middle: 1,
            validador: 'web',
            apiKey: 'web',
            deviceid: 'crash-test',
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) return { status: response.status };
        answered += 1;
        return { status: 200, key: `${sessionId}:${answered}` };
      },
    };
  },
  invariants: [
    {
      name: 'every validation row names its user, provider and session',
      sql: `select id from audit_log where action = 'affiliate.validation' and at >= '${SINCE}'
        and (user_id is null or provider_id is null or session_id is null)`,
    },
  ],
  storedKeys: `select session_id::text || ':' || row_number() over (partition by session_id order by id) as key
    from audit_log where action = 'affiliate.validation' and at >= '${SINCE}'`,
};
