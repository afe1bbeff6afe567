import { describe, expect, it } from 'vitest';
import { toModelEspecifico } from './model-especifico.ts';

describe('toModelEspecifico', () => {
  it('names the provider by its short name and surname or business name, and keeps the admin flag', () => {
    expect(
      toModelEspecifico(
        { id: 7, email: 'demo@prestadores.test', admin: true },
        {
          id: 100001,
          nombreAbre: 'María Laura',
          apeRazonSocial: 'González',
          email: 'consultorio@prestadores.test',
        },
      ),
    ).toEqual({
      codPrestador: 100001,
      idUsuario: 7,
      nombrePrestador: 'María Laura',
      apellidoPrestador: 'González',
      emailPrestador: 'consultorio@prestadores.test',
      email: 'demo@prestadores.test',
      admin: true,
    });
  });
});
