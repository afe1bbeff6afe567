/**
 * The presentation forms (informacionutil/planillas-presentaciones) a provider downloads, fills
 * and hands in with its monthly billing: spreadsheets of the billed services, and notes to print
 * and sign. The API renders each file from this description.
 */
export type PresentationForm =
  | {
      id: string;
      titulo: string;
      descripcion: string;
      formato: 'xlsx';
      /** The spreadsheet's header row. */
      columnas: readonly string[];
    }
  | {
      id: string;
      titulo: string;
      descripcion: string;
      formato: 'pdf';
      /** The blanks of the printed form, in order. */
      campos: readonly string[];
    };

export const PRESENTATION_FORMS: readonly PresentationForm[] = [
  {
    id: 'prestaciones-ambulatorias',
    titulo: 'Planilla de prestaciones ambulatorias',
    descripcion: 'Una fila por prestación del mes: consultas, prácticas y estudios.',
    formato: 'xlsx',
    columnas: [
      'Fecha',
      'N.º de afiliado',
      'Apellido y nombre',
      'Código de prestación',
      'Descripción',
      'Cantidad',
      'N.º de autorización',
      'Importe',
    ],
  },
  {
    id: 'internaciones',
    titulo: 'Planilla de internaciones',
    descripcion: 'Una fila por internación con egreso en el período.',
    formato: 'xlsx',
    columnas: [
      'N.º de afiliado',
      'Apellido y nombre',
      'Fecha de ingreso',
      'Fecha de egreso',
      'Días',
      'Diagnóstico (CIE-10)',
      'N.º de autorización',
      'Importe',
    ],
  },
  {
    id: 'odontologia',
    titulo: 'Planilla de prestaciones odontológicas',
    descripcion: 'Una fila por pieza tratada, con su cara y código.',
    formato: 'xlsx',
    columnas: [
      'Fecha',
      'N.º de afiliado',
      'Apellido y nombre',
      'Pieza',
      'Cara',
      'Código de prestación',
      'Importe',
    ],
  },
  {
    id: 'nota-presentacion',
    titulo: 'Nota de presentación de facturación',
    descripcion: 'Acompaña la facturación mensual, firmada por el prestador.',
    formato: 'pdf',
    campos: [
      'Prestador',
      'CUIT',
      'Período facturado',
      'Cantidad de facturas',
      'Importe total',
      'Firma y aclaración',
    ],
  },
  {
    id: 'refacturacion-debitos',
    titulo: 'Formulario de refacturación de débitos',
    descripcion: 'Para volver a presentar prestaciones debitadas en una liquidación.',
    formato: 'pdf',
    campos: [
      'Prestador',
      'Expediente',
      'Período',
      'Motivo del débito',
      'Prestaciones refacturadas',
      'Observaciones',
      'Firma y aclaración',
    ],
  },
  {
    id: 'datos-bancarios',
    titulo: 'Declaración jurada de datos bancarios',
    descripcion: 'Para informar o cambiar la cuenta donde se acreditan los pagos.',
    formato: 'pdf',
    campos: ['Titular de la cuenta', 'CUIT', 'Banco', 'CBU', 'Alias', 'Firma y aclaración'],
  },
];

/** The file name a form downloads as. */
export function presentationFormFileName(form: PresentationForm): string {
  return `${form.id}.${form.formato}`;
}
