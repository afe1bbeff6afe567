import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each<[string | number | boolean | null | undefined, string]>([
    ['Juan', 'Juan'],
    [42, '42'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    ['$ 1.500,00', '"$ 1.500,00"'],
    ['a;b', '"a;b"'],
    ['dice "hola"', '"dice ""hola"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    [' espacio', '" espacio"'],
    ['=SUMA(A1)', "'=SUMA(A1)"],
    ['+54 11', "'+54 11"],
    ['-3', "'-3"],
    ['@x', "'@x"],
    [-3, '-3'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header, ; separators and CRLF line ends', () => {
    expect(
      toCsv(
        ['fila', 'descripción'],
        [
          [1, 'Credencial Inexistente'],
          [2, 'Baja; revisar'],
        ],
      ),
    ).toBe('\uFEFFfila;descripción\r\n1;Credencial Inexistente\r\n2;"Baja; revisar"\r\n');
  });
});
