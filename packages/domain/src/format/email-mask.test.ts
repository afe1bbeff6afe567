import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmailsIn } from './email-mask.ts';

describe('maskEmail', () => {
  it.each([
    ['demo@prestadores.test', 'd***@prestadores.test'],
    ['Ana.Perez+portal@example.com.ar', 'A***@example.com.ar'],
    ['ñandú@correo.test', 'ñ***@correo.test'],
    ['@prestadores.test', '***@prestadores.test'],
    ['no es un e-mail', '***'],
    ['', '***'],
  ])('%j shows as %j', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});

describe('maskEmailsIn', () => {
  it('masks every address in a text and leaves the rest', () => {
    expect(
      maskEmailsIn('550 <demo@prestadores.test>: rejected; cc interior@prestadores.test'),
    ).toBe('550 <d***@prestadores.test>: rejected; cc i***@prestadores.test');
  });

  it('leaves a text without addresses as it is', () => {
    expect(maskEmailsIn('connection refused at 127.0.0.1:25')).toBe(
      'connection refused at 127.0.0.1:25',
    );
  });
});
