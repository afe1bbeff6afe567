import { describe, expect, it } from 'vitest';
import {
  attachmentAccept,
  ATTACHMENT_BODY_LIMIT_BYTES,
  ATTACHMENT_LIMITS,
  checkAttachment,
  checkAttachments,
  contentMatchesKind,
  type AttachmentKind,
} from './attachments.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  );

const SAMPLES: Record<AttachmentKind, Uint8Array> = {
  pdf: bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  tiff: bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], '[Content_Types].xml', [0, 0], 'word/document.xml'),
  xlsx: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], '[Content_Types].xml', [0, 0], 'xl/workbook.xml'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  xls: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  txt: bytes('Número de expediente 123\r\nGracias.\n'),
};
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]);
const ZIP_ONLY = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], 'foto.jpg');

describe('content sniffing by magic bytes', () => {
  it.each(Object.entries(SAMPLES))('a real %s is recognised', (kind, content) => {
    expect(contentMatchesKind(content, kind as AttachmentKind)).toBe(true);
  });

  it.each([
    ['an executable', 'pdf', EXE],
    ['a PNG', 'pdf', SAMPLES.png],
    ['a PDF', 'jpeg', SAMPLES.pdf],
    ['a JPEG', 'png', SAMPLES.jpeg],
    ['a plain ZIP', 'docx', ZIP_ONLY],
    ['an XLSX', 'docx', SAMPLES.xlsx],
    ['a DOCX', 'xlsx', SAMPLES.docx],
    ['a PDF header cut short', 'pdf', bytes('%PD')],
    ['an executable (NUL bytes)', 'txt', EXE],
    ['a PNG', 'txt', SAMPLES.png],
    ['a DOCX', 'doc', SAMPLES.docx],
  ] as const)('%s is not a %s', (_story, kind, content) => {
    expect(contentMatchesKind(content, kind)).toBe(false);
  });
});

describe('checkAttachment', () => {
  it('accepts a PDF named .pdf and tells its content type', () => {
    expect(checkAttachment({ fileName: 'Factura.PDF', bytes: SAMPLES.pdf })).toEqual({
      ok: true,
      kind: 'pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
    });
  });

  it.each([
    ['foto.jpeg', SAMPLES.jpeg],
    ['foto.jpg', SAMPLES.jpeg],
    ['escaneo.tif', SAMPLES.tiff],
    ['nota.txt', SAMPLES.txt],
    ['planilla.xls', SAMPLES.xls],
  ])('accepts %s', (fileName, content) => {
    expect(checkAttachment({ fileName, bytes: content }).ok).toBe(true);
  });

  it.each([
    [
      'an executable renamed .pdf',
      'factura.pdf',
      EXE,
      'FILE_CONTENT_MISMATCH',
      'El contenido del archivo «factura.pdf» no corresponde a un PDF: no se puede adjuntar.',
    ],
    [
      'a PNG renamed .jpg',
      'foto.jpg',
      SAMPLES.png,
      'FILE_CONTENT_MISMATCH',
      'El contenido del archivo «foto.jpg» no corresponde a un JPG: no se puede adjuntar.',
    ],
    [
      'an .exe',
      'setup.exe',
      EXE,
      'FILE_TYPE_NOT_ALLOWED',
      'El archivo «setup.exe» no es de un tipo permitido. Tipos permitidos: PDF, JPG, PNG, GIF, TIFF, DOC, DOCX, XLS, XLSX y TXT.',
    ],
    [
      'a file without extension',
      'factura',
      SAMPLES.pdf,
      'FILE_TYPE_NOT_ALLOWED',
      'El archivo «factura» no es de un tipo permitido. Tipos permitidos: PDF, JPG, PNG, GIF, TIFF, DOC, DOCX, XLS, XLSX y TXT.',
    ],
    [
      'an empty file',
      'vacio.pdf',
      new Uint8Array(),
      'FILE_EMPTY',
      'El archivo «vacio.pdf» está vacío.',
    ],
  ])('refuses %s', (_story, fileName, content, code, message) => {
    expect(checkAttachment({ fileName, bytes: content })).toEqual({ ok: false, code, message });
  });

  it('accepts a file of exactly 5 MB and refuses one byte more', () => {
    const big = new Uint8Array(ATTACHMENT_LIMITS.maxFileBytes);
    big.set(SAMPLES.pdf);
    expect(checkAttachment({ fileName: 'a.pdf', bytes: big }).ok).toBe(true);
    const bigger = new Uint8Array(ATTACHMENT_LIMITS.maxFileBytes + 1);
    bigger.set(SAMPLES.pdf);
    expect(checkAttachment({ fileName: 'a.pdf', bytes: bigger })).toEqual({
      ok: false,
      code: 'FILE_TOO_LARGE',
      message: 'El archivo «a.pdf» supera el máximo de 5 MB por archivo.',
    });
  });
});

describe('checkAttachments (a submission)', () => {
  const pdf = (size: number) => {
    const content = new Uint8Array(size);
    content.set(SAMPLES.pdf);
    return content;
  };

  it('accepts no files, and three files of 5 MB (15 MB)', () => {
    expect(checkAttachments([])).toBeNull();
    const five = ATTACHMENT_LIMITS.maxFileBytes;
    expect(
      checkAttachments([1, 2, 3].map((i) => ({ fileName: `${i}.pdf`, bytes: pdf(five) }))),
    ).toBeNull();
  });

  it('refuses more than 15 MB in one submission', () => {
    const files = [1, 2, 3, 4].map((i) => ({ fileName: `${i}.pdf`, bytes: pdf(4_000_000) }));
    expect(checkAttachments(files)).toEqual({
      code: 'SUBMISSION_TOO_LARGE',
      message: 'Los archivos adjuntos superan el máximo de 15 MB por envío.',
    });
  });

  it('refuses an eleventh file', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ fileName: `${i}.pdf`, bytes: pdf(100) }));
    expect(checkAttachments(files)?.code).toBe('TOO_MANY_FILES');
    expect(checkAttachments(files.slice(0, 10))).toBeNull();
  });

  it('counts files checked before in the same submission (a staged batch)', () => {
    const file = { fileName: 'a.pdf', bytes: pdf(4_000_000) };
    expect(checkAttachments([file], { count: 9, bytes: 0 })).toBeNull();
    expect(checkAttachments([file], { count: 10, bytes: 0 })?.code).toBe('TOO_MANY_FILES');
    expect(checkAttachments([file], { count: 3, bytes: 12_000_000 })?.code).toBe(
      'SUBMISSION_TOO_LARGE',
    );
  });

  it('reports the first bad file', () => {
    expect(
      checkAttachments([
        { fileName: 'ok.pdf', bytes: SAMPLES.pdf },
        { fileName: 'mal.png', bytes: SAMPLES.pdf },
      ])?.message,
    ).toBe('El contenido del archivo «mal.png» no corresponde a un PNG: no se puede adjuntar.');
  });
});

describe('limits for clients', () => {
  it('the accept list names every allowed extension', () => {
    expect(attachmentAccept()).toBe(
      '.pdf,.jpg,.jpeg,.png,.gif,.tif,.tiff,.doc,.docx,.xls,.xlsx,.txt',
    );
  });

  it('a body limit fits 15 MB of files in base64', () => {
    expect(ATTACHMENT_BODY_LIMIT_BYTES).toBeGreaterThan((15 * 1024 * 1024 * 4) / 3);
    expect(ATTACHMENT_BODY_LIMIT_BYTES).toBeLessThan(22 * 1024 * 1024);
  });
});
