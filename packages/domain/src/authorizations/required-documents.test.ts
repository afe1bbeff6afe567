import { describe, expect, it } from 'vitest';
import { AUTHORIZATION_KINDS } from './catalogue.ts';
import { requiredDocuments, requiredDocumentsByGroup } from './required-documents.ts';

describe('the documents each request asks for', () => {
  it('every kind of Alta de trámites has its list', () => {
    for (const kind of AUTHORIZATION_KINDS)
      expect(requiredDocuments(kind).length).toBeGreaterThan(0);
  });

  it('a medical authorization of type disability asks for the CUD, a practice for the order', () => {
    expect(requiredDocuments('autorizacion', 'discapacidad')[0]).toBe(
      'Certificado Único de Discapacidad (CUD) vigente',
    );
    expect(requiredDocuments('autorizacion', 'practica')[0]).toMatch(/^Orden médica/);
  });

  it('the reference page lists the four service groups, each kind under its group', () => {
    const groups = requiredDocumentsByGroup();
    expect(groups.map((group) => group.descripcion)).toEqual([
      'Prestaciones médicas',
      'Odontología',
      'Discapacidad',
      'Traslados programados',
    ]);
    expect(groups[1]!.tramites.map((tramite) => tramite.descripcion)).toEqual([
      'Autorización odontológica',
    ]);
    expect(groups.flatMap((group) => group.tramites)).toHaveLength(9);
  });
});
