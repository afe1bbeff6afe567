import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { file, PDF_BYTES, PNG_BYTES, TEXT_AS_PDF } from '@/testing/support-cases';
import { openForm } from './new-case-testing';

// Journeys type into several fields; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('new case: attachments', () => {
  it('a text file named .pdf is refused with the Spanish message; the real ones stay', async () => {
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Adjuntar archivos'), [
      file('informe.pdf', TEXT_AS_PDF, 'application/pdf'),
      file('foto.png', PNG_BYTES, 'image/png'),
    ]);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(
      'El contenido del archivo «informe.pdf» no corresponde a un PDF: no se puede adjuntar.',
    );
    expect(screen.getByRole('button', { name: 'Quitar foto.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quitar informe.pdf' })).toBeNull();
  });

  it('a file over 5 MB and an eleventh file are refused one by one', async () => {
    const { user } = await openForm();
    const big = file('grande.pdf', new Uint8Array(5 * 1024 * 1024 + 1), 'application/pdf');
    const pdfs = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`, PDF_BYTES));
    await user.upload(screen.getByLabelText('Adjuntar archivos'), [big, ...pdfs]);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(
      'El archivo «grande.pdf» supera el máximo de 5 MB por archivo.',
    );
    expect(refusal.textContent).toContain(
      '«f10.pdf»: Se pueden adjuntar hasta 10 archivos por envío.',
    );
    expect(screen.getAllByRole('button', { name: /^Quitar f\d+\.pdf$/ })).toHaveLength(10);
  });
});
