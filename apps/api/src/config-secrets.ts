import { DEV_USER_LINK_KEY } from './config.ts';

/**
 * Which secrets a production start (NODE_ENV=production) refuses, and why (docs/decisions/0044).
 * Development needs none of them: the defaults below keep `npm start` working with no set-up,
 * and exactly because they are in the source they protect nothing in production.
 */

/** Values that are public because the repository holds them (dev defaults, test keys). */
const KNOWN_VALUES = new Set([
  DEV_USER_LINK_KEY,
  'operator-key-for-tests-0123456789',
  'test-secret-0123456789abcdef',
]);

/** A random secret of `openssl rand -hex 32` has 64 characters; half of that is the floor. */
const MIN_SECRET_LENGTH = 32;

export interface SecretProblem {
  variable: string;
  problem: string;
}

type Env = Record<string, string | undefined>;

function judge(variable: string, value: string | undefined, required: string | null) {
  if (!value) return required === null ? [] : [{ variable, problem: required }];
  if (KNOWN_VALUES.has(value)) {
    return [{ variable, problem: 'is a development default that the source code holds' }];
  }
  if (value.length < MIN_SECRET_LENGTH) {
    return [{ variable, problem: `is shorter than ${MIN_SECRET_LENGTH} characters` }];
  }
  return [];
}

/** Every unsafe secret of a production start; none outside production. */
export function productionSecretProblems(env: Env): SecretProblem[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: SecretProblem[] = [
    ...judge(
      'USER_LINK_KEY',
      env.USER_LINK_KEY,
      'is unset (the development key committed in config.ts would seal the user links)',
    ),
    ...judge(
      'TOKEN_SECRET',
      env.TOKEN_SECRET,
      'is unset (in production the session key comes from the environment, not the database)',
    ),
    // Optional: without it the operator endpoints do not exist. Set, it must be a real key.
    ...judge('OPERATOR_KEY', env.OPERATOR_KEY, null),
  ];
  if (env.CAPTCHA === 'recaptcha') {
    problems.push(
      ...judge('CAPTCHA_SECRET', env.CAPTCHA_SECRET, 'is unset with CAPTCHA=recaptcha'),
    );
  }
  if (env.CAPTCHA === 'test') {
    problems.push({
      variable: 'CAPTCHA',
      problem: 'is "test", whose answer is public: use off or recaptcha',
    });
  }
  return problems;
}

/** The operator's message: each variable, what is wrong, and how to make a secret. */
export function secretProblemsMessage(problems: readonly SecretProblem[]): string {
  return [
    'Refusing to start in production (NODE_ENV=production) with unsafe secrets:',
    ...problems.map(({ variable, problem }) => `  - ${variable} ${problem}`),
    'Set each one to a new random value, e.g. the output of `openssl rand -hex 32`, the same on ' +
      'every API process, and keep it out of the repository.',
  ].join('\n');
}
