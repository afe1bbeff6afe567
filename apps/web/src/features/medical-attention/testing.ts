import type { RecetasResponse, VaccinesResponse } from '@portal/contracts';

const BASE = '/pre/v1/atencion-medica/100001';
export const CONTACT = 'GET /pre/v1/atencion-medica/contacto';
export const VACCINES = `GET ${BASE}/vacunas`;
export const RECETAS = `GET ${BASE}/recetas`;

const JUAN = { contra: 30000001, middle: 1, inte: 1, nombre: 'Juan', apellido: 'Pérez' };

export const VACCINES_REPLY: VaccinesResponse = {
  paciente: JUAN,
  vacunas: [
    {
      id: 1,
      fecha: '16/12/2025',
      vacuna: 'Antigripal 2025',
      dosis: 'Dosis anual',
      lote: 'AG25',
      vacunatorio: 'Palermo',
    },
    {
      id: 2,
      fecha: '01/10/2025',
      vacuna: 'COVID-19',
      dosis: 'Refuerzo',
      lote: 'CV-1',
      vacunatorio: 'Palermo',
    },
  ],
};

export function recetasReply(pagina: number, total = 12): RecetasResponse {
  const count = Math.max(0, Math.min(10, total - (pagina - 1) * 10));
  return {
    paciente: JUAN,
    fecha_desde: '20240101',
    fecha_hasta: '20260105',
    pagina,
    cantidad: 10,
    total,
    recetas: Array.from({ length: count }, (_, index) => ({
      numero: String(400100 + (pagina - 1) * 10 + index + 1),
      fecha: '31/12/2025',
      prescriptor: 'Dra. Ana Ríos',
      matricula: 'MN 112233',
      diagnostico: 'J06.9 — Infección aguda',
      estado: 'emitida' as const,
      estadoDescripcion: 'Emitida',
      items: [
        {
          medicamento: 'Amoxicilina 500 mg',
          presentacion: 'Comprimidos x 21',
          cantidad: 1,
          posologia: 'cada 8 horas',
        },
      ],
      anulable: false,
    })),
  };
}
