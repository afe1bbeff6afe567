import { describe, expect, it } from 'vitest';
import { newUserRequest, userChangeRequest } from './schemas.ts';

const valid = {
  email: 'nueva@prestadores.test',
  nombre: 'Sofía',
  apellido: 'Ledesma',
  tipoDocumento: 'DU',
  numeroDocumento: '38.123.456',
  sector: '2',
  rol: 2,
  modulos: ['validador-de-asociados'],
};

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the new user form', () => {
  it('reads the selects as text, and the document without dots', () => {
    const parsed = newUserRequest.parse(valid);
    expect(parsed).toMatchObject({ sector: 2, rol: 2, numeroDocumento: '38123456' });
  });

  it("says the document's shape together with the other fields' problems", () => {
    const result = newUserRequest.safeParse({
      ...valid,
      numeroDocumento: '12',
      nombre: '',
      modulos: [],
    });
    expect(problems(result)).toEqual([
      'nombre: Ingresá el nombre.',
      'modulos: Elegí al menos un módulo.',
      'numeroDocumento: El número de documento debe tener 7 u 8 dígitos.',
    ]);
  });

  it('does not judge a document whose type is missing, nor a body that is no object', () => {
    expect(problems(newUserRequest.safeParse({ ...valid, tipoDocumento: '' }))).toEqual([
      'tipoDocumento: Elegí el tipo de documento.',
    ]);
    expect(newUserRequest.safeParse(undefined).success).toBe(false);
    expect(userChangeRequest.safeParse(null).success).toBe(false);
  });
});
