import { describe, expect, it } from 'vitest';
import {
  authorizationDataLabel,
  namedAuthorizationDatum,
  type AuthorizationDatum,
} from './data-fields.ts';

describe("a request's own fields as people read them", () => {
  it.each<[string, AuthorizationDatum, AuthorizationDatum]>([
    ['tipoAutorizacionMedica', 'practica', 'Práctica ambulatoria'],
    ['tipoAutorizacionMedica', 'cirugia', 'Cirugía'],
    ['tipoAutorizacionMedica', 'discapacidad', 'Discapacidad'],
    ['tipoAutorizacionMedica', 'otra', 'otra'],
    ['sala', 1, 'Sala general'],
    ['sala', 'Terapia intensiva', 'Terapia intensiva'],
    ['tipoInternacion', 1, 'Clínica'],
    ['tipoInternacion', '3', 'Obstétrica'],
    ['ortodoncia', 0, false],
    ['ortodoncia', 1, true],
    ['cantidad', 1, 1],
    ['adjuntaPresupuesto', false, false],
    ['materiales', 'Placa y tornillos', 'Placa y tornillos'],
    ['fechaCirugia', null, null],
  ])('%s %j reads %j', (key, value, expected) => {
    expect(namedAuthorizationDatum(key, value)).toBe(expected);
  });

  it.each([
    ['tipoAutorizacionMedica', 'Tipo de autorización'],
    ['diagnosticoDescripcion', 'Descripción del diagnóstico'],
    ['idaYVuelta', 'Ida y vuelta'],
    ['otroDatoNuevo', 'Otro dato nuevo'],
  ])('the key %s is labelled %s', (key, label) => {
    expect(authorizationDataLabel(key)).toBe(label);
  });
});
