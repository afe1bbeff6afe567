import { describe, expect, it } from 'vitest';
import { DEV_USER_LINK_KEY } from './config.ts';
import { productionSecretProblems, secretProblemsMessage } from './config-secrets.ts';

const GOOD = 'f'.repeat(64);
const PRODUCTION = { NODE_ENV: 'production', USER_LINK_KEY: GOOD, TOKEN_SECRET: GOOD };

describe('the secrets a production start refuses', () => {
  it.each<[string, Record<string, string | undefined>, string[]]>([
    ['development needs no secret at all', {}, []],
    ['development keeps the committed defaults', { USER_LINK_KEY: DEV_USER_LINK_KEY }, []],
    ['production with its own secrets', PRODUCTION, []],
    [
      'production, operator key and reCAPTCHA set',
      { ...PRODUCTION, OPERATOR_KEY: GOOD, CAPTCHA: 'recaptcha', CAPTCHA_SECRET: GOOD },
      [],
    ],
    ['production with nothing set', { NODE_ENV: 'production' }, ['USER_LINK_KEY', 'TOKEN_SECRET']],
    [
      'the committed link key',
      { ...PRODUCTION, USER_LINK_KEY: DEV_USER_LINK_KEY },
      ['USER_LINK_KEY'],
    ],
    [
      'a token secret of the tests',
      { ...PRODUCTION, TOKEN_SECRET: 'test-secret-0123456789abcdef' },
      ['TOKEN_SECRET'],
    ],
    ['a short token secret', { ...PRODUCTION, TOKEN_SECRET: 'secreto' }, ['TOKEN_SECRET']],
    [
      'no operator key: the operator endpoints do not exist',
      { ...PRODUCTION, OPERATOR_KEY: undefined },
      [],
    ],
    [
      'the operator key of the tests',
      { ...PRODUCTION, OPERATOR_KEY: 'operator-key-for-tests-0123456789' },
      ['OPERATOR_KEY'],
    ],
    ['reCAPTCHA without its secret', { ...PRODUCTION, CAPTCHA: 'recaptcha' }, ['CAPTCHA_SECRET']],
    ['the test captcha, whose answer is public', { ...PRODUCTION, CAPTCHA: 'test' }, ['CAPTCHA']],
  ])('%s', (_case, env, variables) => {
    expect(productionSecretProblems(env).map((problem) => problem.variable)).toEqual(variables);
  });

  it('the message names each variable and how to make a secret', () => {
    expect(secretProblemsMessage(productionSecretProblems({ NODE_ENV: 'production' }))).toBe(
      [
        'Refusing to start in production (NODE_ENV=production) with unsafe secrets:',
        '  - USER_LINK_KEY is unset (the development key committed in config.ts would seal the user links)',
        '  - TOKEN_SECRET is unset (in production the session key comes from the environment, not the database)',
        'Set each one to a new random value, e.g. the output of `openssl rand -hex 32`, the same on ' +
          'every API process, and keep it out of the repository.',
      ].join('\n'),
    );
  });
});
