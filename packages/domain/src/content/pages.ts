/**
 * The public site's page table (spec §2 public routes): each page's path under /prestadores,
 * title, the menu section it belongs to, and its kind, which says what the page shows beside
 * its texts. datos-impositivos is not here: it is a private full-screen page of payments.
 */

export const CONTENT_SECTIONS = {
  informacion: 'Información útil',
  contacto: 'Contacto',
  centros: 'Centros médicos',
  prevencion: 'Prevención',
} as const;
export type ContentSection = keyof typeof CONTENT_SECTIONS;

/** The medical-centre kinds, one page each under centrosmedicos. */
export const MEDICAL_CENTRE_KINDS = ['propio', 'odontologico', 'clinica', 'vacunatorio'] as const;
export type MedicalCentreKind = (typeof MEDICAL_CENTRE_KINDS)[number];

/** What a page shows beside its texts (sections), each fed by its own call. */
export type ContentKind =
  | { kind: 'texto' }
  | { kind: 'sucursales' }
  | { kind: 'revista' }
  | { kind: 'fraude' }
  | { kind: 'telefonos' }
  | { kind: 'centros'; tipo: MedicalCentreKind }
  | { kind: 'prevencion'; programa: string };

export type ContentPage = {
  path: string;
  title: string;
  summary: string;
  section: ContentSection;
} & ContentKind;

type Row = [path: string, title: string, summary: string, kind?: ContentKind];

const info: Row[] = [
  [
    'informacionutil/nosotros',
    'Nosotros',
    'Quiénes somos y cómo trabajamos con nuestra red de prestadores.',
  ],
  [
    'informacionutil/mapa-de-sucursales',
    'Mapa de sucursales',
    'Ubicación y horarios de atención de nuestras sucursales.',
    { kind: 'sucursales' },
  ],
  ['informacionutil/novedades', 'Novedades', 'Noticias y cambios vigentes para prestadores.'],
  [
    'informacionutil/revista',
    'Revista',
    'Los números de nuestra revista para prestadores.',
    { kind: 'revista' },
  ],
  [
    'informacionutil/ser-prestador',
    'Ser prestador',
    'Requisitos y pasos para sumarte a la red de prestadores.',
  ],
  [
    'informacionutil/fraude',
    'Denuncia de fraude',
    'Línea para denunciar situaciones de fraude de forma confidencial.',
    { kind: 'fraude' },
  ],
  [
    'informacionutil/conectarnos',
    'Conectarnos',
    'Canales de conectividad para transacciones en línea.',
  ],
  [
    'informacionutil/credencial-digital',
    'Credencial digital',
    'Cómo validar la credencial digital de los afiliados.',
  ],
  ['informacionutil/copagos', 'Copagos', 'Valores de copagos vigentes por plan y prestación.'],
  ['informacionutil/documentos', 'Documentos', 'Formularios, normas y documentos de consulta.'],
  [
    'informacionutil/politica-privacidad',
    'Política de privacidad',
    'Cómo tratamos y protegemos los datos personales.',
  ],
];

const contact: Row[] = [
  [
    'contacto/telefonos',
    'Teléfonos útiles',
    'Líneas de atención para prestadores y afiliados.',
    { kind: 'telefonos' },
  ],
];

const centres: Row[] = [
  [
    'centrosmedicos',
    'Centros médicos propios',
    'Nuestros centros médicos, especialidades y horarios.',
    { kind: 'centros', tipo: 'propio' },
  ],
  [
    'centrosmedicos/centros-odontologicos',
    'Centros odontológicos',
    'Centros de atención odontológica de la red.',
    { kind: 'centros', tipo: 'odontologico' },
  ],
  [
    'centrosmedicos/nuestras-clinicas',
    'Nuestras clínicas',
    'Clínicas e internación propias.',
    { kind: 'centros', tipo: 'clinica' },
  ],
  [
    'centrosmedicos/vacunatorios',
    'Vacunatorios',
    'Vacunatorios, calendario y requisitos.',
    { kind: 'centros', tipo: 'vacunatorio' },
  ],
];

const prevention: [slug: string, title: string, summary: string][] = [
  ['objetivos', 'Objetivos de prevención', 'Qué buscan nuestros programas de prevención.'],
  ['cesacion-tabaquica', 'Cesación tabáquica', 'Programa para dejar de fumar.'],
  ['diabetes', 'Diabetes', 'Programa de prevención y control de la diabetes.'],
  ['embarazo-saludable', 'Embarazo saludable', 'Acompañamiento durante el embarazo.'],
  ['epoc', 'EPOC', 'Programa para pacientes con enfermedad pulmonar obstructiva crónica.'],
  [
    'insuficiencia_cardiaca',
    'Insuficiencia cardíaca',
    'Seguimiento de pacientes con insuficiencia cardíaca.',
  ],
  ['re-educacion-alimentaria', 'Reeducación alimentaria', 'Programa de alimentación saludable.'],
  ['charlas-comunidad', 'Charlas a la comunidad', 'Charlas abiertas de promoción de la salud.'],
  ['ciclo-actividades', 'Ciclo de actividades', 'Agenda de actividades de prevención.'],
  [
    'guias-prevencion',
    'Guías de prevención',
    'Guías para prestadores sobre prácticas preventivas.',
  ],
];

/** The ten prevention programmes of spec §2, by the slug of their route. */
export const PREVENTION_PROGRAMMES: readonly string[] = prevention.map(([slug]) => slug);

const toPages = (section: ContentSection, rows: Row[]): ContentPage[] =>
  rows.map(([path, title, summary, kind]) => ({
    path,
    title,
    summary,
    section,
    ...(kind ?? { kind: 'texto' }),
  }));

export const CONTENT_PAGES: readonly ContentPage[] = [
  ...toPages('informacion', info),
  ...toPages('contacto', contact),
  ...toPages('centros', centres),
  ...toPages(
    'prevencion',
    prevention.map(([slug, title, summary]) => [
      `prevencion/${slug}`,
      title,
      summary,
      { kind: 'prevencion', programa: slug },
    ]),
  ),
];

/** The page at a path (leading and trailing slashes ignored), or undefined. */
export function contentPageAt(path: string): ContentPage | undefined {
  const normalized = path.replace(/^\/+|\/+$/g, '');
  return CONTENT_PAGES.find((page) => page.path === normalized);
}

/** A section's pages, in the table's order (the home's cards and the visitor menu). */
export function pagesOfSection(section: ContentSection): ContentPage[] {
  return CONTENT_PAGES.filter((page) => page.section === section);
}
