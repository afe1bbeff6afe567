import { describe, expect, it } from 'vitest';
import { URL_MAX_LENGTH } from './constants.ts';
import {
  isUrlLengthValid,
  sanitizeFileName,
  sanitizeObservation,
  splitFileName,
} from './sanitize.ts';

describe('sanitizeObservation (spec §5: accents stripped, non-word characters to spaces)', () => {
  it.each([
    ['Solicito revisión', 'Solicito revision'],
    ['Ñandú Ávila Güemes', 'Nandu Avila Guemes'],
    ['Débito Nº 12/2026', 'Debito N  12 2026'],
    ['¿Cuándo pagan?', 'Cuando pagan'],
    ['línea 1\nlínea 2', 'linea 1 linea 2'],
    ['mail: a@b.com', 'mail  a b com'],
    ['snake_case y 123', 'snake_case y 123'],
    ['<script>alert(1)</script>', 'script alert 1   script'],
    ['   ', ''],
    ['', ''],
    ['emoji 😀 fin', 'emoji    fin'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeObservation(input)).toBe(expected);
  });
});

describe('file names (spec §5: sanitised like observations, an empty name becomes _)', () => {
  it.each([
    ['Factura Nº 12.pdf', 'Factura N  12.pdf'],
    ['informe médico final.PDF', 'informe medico final.pdf'],
    ['¿?.png', '_.png'],
    ['.pdf', '_.pdf'],
    ['sin extension', 'sin extension'],
    ['C:\\Users\\ana\\recibo.jpg', 'recibo.jpg'],
    ['a.b.c.txt', 'a b c.txt'],
    ['carpeta/../../etc/passwd.txt', 'passwd.txt'],
    ['nombre.', 'nombre'],
    // Hostile names: nothing of a path, a `..` or a control character survives.
    ['../../secreto/Informe médico #3.pdf', 'Informe medico  3.pdf'],
    ['..\\..\\Windows\\system.ini', 'system.ini'],
    ['..', '_'],
    ['../', '_'],
    ['...pdf', '_.pdf'],
    ['..pdf', '_.pdf'],
    ['a..b.pdf', 'a  b.pdf'],
    ['nul\u0000byte.pdf', 'nul byte.pdf'],
    ['línea\r\nnueva\t.txt', 'linea  nueva.txt'],
    ['  espacios  .PDF', 'espacios.pdf'],
    ['日本語.pdf', '_.pdf'],
    ['ÁÉÍÓÚ ñ Ü.jpeg', 'AEIOU n U.jpeg'],
    ['archivo.p?d/f', 'f'],
    ['archivo.p?df', 'archivo.pdf'],
    ['x.extensionlarguisima', 'x.extensionl'],
    ['snake_case-y-guiones.pdf', 'snake_case y guiones.pdf'],
  ])('%j is stored as %j', (input, expected) => {
    expect(sanitizeFileName(input).fileName).toBe(expected);
  });

  it('leaves only letters, digits, underscores and spaces in a name, whatever character it had', () => {
    const characters = [
      ...Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)),
      '😀',
      '\ud800',
    ];
    // One assertion over every offender, not one per character: 110,000 expect() calls took
    // longer than the test timeout on a busy machine.
    const offenders = characters
      .flatMap((character) => [`a${character}b.pdf`, `${character}${character}.pdf`, character])
      .filter((input) => {
        const { name, extension, fileName } = sanitizeFileName(input);
        return (
          !/^[A-Za-z0-9_ ]+$/.test(name) ||
          !/^[a-z0-9_]*$/.test(extension) ||
          /[\\/]|\.\./.test(fileName)
        );
      });
    expect(offenders).toEqual([]);
  });

  it('keeps name and extension apart', () => {
    expect(sanitizeFileName('Liquidación marzo.XLSX')).toEqual({
      name: 'Liquidacion marzo',
      extension: 'xlsx',
      fileName: 'Liquidacion marzo.xlsx',
    });
  });

  it('cuts a very long name to 100 characters', () => {
    expect(sanitizeFileName(`${'a'.repeat(300)}.pdf`).fileName).toBe(`${'a'.repeat(100)}.pdf`);
  });

  it.each([
    ['informe.pdf', { name: 'informe', extension: 'pdf' }],
    ['x.tar.GZ', { name: 'x.tar', extension: 'gz' }],
    ['.bashrc', { name: '', extension: 'bashrc' }],
    ['README', { name: 'README', extension: '' }],
  ])('splitFileName(%j)', (input, expected) => {
    expect(splitFileName(input)).toEqual(expected);
  });
});

describe('URL length (spec §5: under 255 characters)', () => {
  it.each([
    [254, true],
    [URL_MAX_LENGTH, false],
    [300, false],
    [0, true],
  ])('a URL of %i characters is valid: %s', (length, valid) => {
    expect(isUrlLengthValid('x'.repeat(length))).toBe(valid);
  });
});
