import type {
  RatingCommentsResponse,
  RatingSettingsDto,
  RatingsSummaryResponse,
} from '@portal/contracts';

const BASE = '/pre/v1/prestadores/100001/calificaciones';
export const SUMMARY = `GET ${BASE}`;
export const COMMENTS = `GET ${BASE}/comentarios`;
export const SETTINGS = `GET ${BASE}/configuracion`;
export const SAVE = `PUT ${BASE}/configuracion`;

export function summaryReply(): RatingsSummaryResponse {
  return {
    promedio: 4.4,
    promedioTexto: '4,4',
    cantidad: 20,
    estrellas: [
      { estrellas: 5, cantidad: 12, porcentaje: 60 },
      { estrellas: 4, cantidad: 5, porcentaje: 25 },
      { estrellas: 3, cantidad: 2, porcentaje: 10 },
      { estrellas: 2, cantidad: 0, porcentaje: 0 },
      { estrellas: 1, cantidad: 1, porcentaje: 5 },
    ],
    lugares: [
      {
        id: 1001,
        descripcion: 'Consultorio Palermo',
        promedio: 4.6,
        promedioTexto: '4,6',
        cantidad: 12,
      },
      {
        id: 1002,
        descripcion: 'Consultorio Belgrano',
        promedio: 4.1,
        promedioTexto: '4,1',
        cantidad: 8,
      },
    ],
    meses: [
      { periodo: 202602, promedio: 4.5, promedioTexto: '4,5', cantidad: 10 },
      { periodo: 202603, promedio: null, promedioTexto: 'Sin calificaciones', cantidad: 0 },
    ],
  };
}

export function commentsReply(total = 2): RatingCommentsResponse {
  return {
    pagina: 1,
    cantidad: 5,
    total,
    comentarios: [
      {
        id: 9,
        fecha: '08/03/2026',
        estrellas: 5,
        comentario: 'Excelente atención.',
        lugar: 'Consultorio Palermo',
      },
      {
        id: 8,
        fecha: '02/03/2026',
        estrellas: 2,
        comentario: 'Mucha demora.',
        lugar: 'Consultorio Belgrano',
      },
    ],
  };
}

export function settingsReply(overrides: Partial<RatingSettingsDto> = {}): RatingSettingsDto {
  return {
    mostrarComentarios: true,
    lugares: [
      { id: 1001, descripcion: 'Consultorio Palermo', mostrarCalificacion: true },
      { id: 1002, descripcion: 'Consultorio Belgrano', mostrarCalificacion: true },
    ],
    actualizado: null,
    ...overrides,
  };
}
