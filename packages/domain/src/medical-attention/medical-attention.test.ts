import { describe, expect, it } from 'vitest';
import { MEDICAL_ATTENTION_PAGES } from '../access/index.ts';
import {
  MEDICAL_RECORD_PAGES,
  RECETAS_MESSAGES,
  medicalAttentionHint,
  patientAccessReference,
  recetasWindowProblem,
  stayText,
} from './index.ts';

describe('medical attention rules', () => {
  it('names each record page as the route table titles it', () => {
    for (const page of MEDICAL_RECORD_PAGES) {
      const route = MEDICAL_ATTENTION_PAGES.find((entry) => entry.path === page.id);
      expect(route?.title).toBe(page.title);
    }
  });

  it('records the page an access read, never the patient', () => {
    expect(patientAccessReference('vacunas')).toBe('Atención médica · Vacunas');
    expect(patientAccessReference('historial')).toBe('Atención médica · Historial de atención');
  });

  it('names the configured support contact in the tooltip', () => {
    expect(medicalAttentionHint('Mesa de ayuda, 0800-1')).toBe(
      'Este acceso muestra los datos del paciente. Si encontrás algún problema, informalo a Mesa de ayuda, 0800-1.',
    );
  });

  it.each([
    ['20260101', '20260131', null],
    ['20260131', '20260131', null],
    ['20260201', '20260131', RECETAS_MESSAGES.reversedWindow],
  ])('refuses a recetas window from %s to %s only when reversed', (desde, hasta, problem) => {
    expect(recetasWindowProblem(desde, hasta)).toBe(problem);
  });

  it('tells a stay that is still open from a closed one', () => {
    expect(stayText('01/02/2026', '05/02/2026')).toBe('01/02/2026 al 05/02/2026');
    expect(stayText('01/02/2026', null)).toBe('Desde 01/02/2026 (en curso)');
  });
});
