/** The public information pages of spec §2; their content is not shown in the spec. */
export interface ContentPage {
  path: string;
  title: string;
  summary: string;
  section: 'informacion' | 'contacto' | 'centros' | 'prevencion';
  /** Shown without the standard menu (spec §2). */
  fullScreen?: boolean;
}

export const CONTENT_SECTIONS: Record<ContentPage['section'], string> = {
  informacion: 'Información útil',
  contacto: 'Contacto',
  centros: 'Centros médicos',
  prevencion: 'Prevención',
};

export const CONTENT_PAGES: readonly ContentPage[] = [
  {
    section: 'informacion',
    path: 'informacionutil/nosotros',
    title: 'Nosotros',
    summary: 'Quiénes somos y cómo trabajamos con nuestra red de prestadores.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/mapa-de-sucursales',
    title: 'Mapa de sucursales',
    summary: 'Ubicación y horarios de atención de nuestras sucursales.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/novedades',
    title: 'Novedades',
    summary: 'Noticias y cambios vigentes para prestadores.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/revista',
    title: 'Revista',
    summary: 'Los números de nuestra revista para prestadores.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/ser-prestador',
    title: 'Ser prestador',
    summary: 'Requisitos y pasos para sumarte a la red de prestadores.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/fraude',
    title: 'Denuncia de fraude',
    summary: 'Línea para denunciar situaciones de fraude de forma confidencial.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/conectarnos',
    title: 'Conectarnos',
    summary: 'Canales de conectividad para transacciones en línea.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/credencial-digital',
    title: 'Credencial digital',
    summary: 'Cómo validar la credencial digital de los afiliados.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/copagos',
    title: 'Copagos',
    summary: 'Valores de copagos vigentes por plan y prestación.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/documentos',
    title: 'Documentos',
    summary: 'Formularios, normas y documentos de consulta.',
  },
  {
    section: 'informacion',
    path: 'informacionutil/politica-privacidad',
    title: 'Política de privacidad',
    summary: 'Cómo tratamos y protegemos los datos personales.',
  },
  {
    section: 'contacto',
    path: 'contacto/telefonos',
    title: 'Teléfonos útiles',
    summary: 'Líneas de atención para prestadores y afiliados.',
  },
  {
    section: 'centros',
    path: 'centrosmedicos',
    title: 'Centros médicos propios',
    summary: 'Nuestros centros médicos, especialidades y horarios.',
  },
  {
    section: 'centros',
    path: 'centrosmedicos/centros-odontologicos',
    title: 'Centros odontológicos',
    summary: 'Centros de atención odontológica de la red.',
  },
  {
    section: 'centros',
    path: 'centrosmedicos/nuestras-clinicas',
    title: 'Nuestras clínicas',
    summary: 'Clínicas e internación propias.',
  },
  {
    section: 'centros',
    path: 'centrosmedicos/vacunatorios',
    title: 'Vacunatorios',
    summary: 'Vacunatorios, calendario y requisitos.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/objetivos',
    title: 'Objetivos de prevención',
    summary: 'Qué buscan nuestros programas de prevención.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/cesacion-tabaquica',
    title: 'Cesación tabáquica',
    summary: 'Programa para dejar de fumar.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/diabetes',
    title: 'Diabetes',
    summary: 'Programa de prevención y control de la diabetes.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/embarazo-saludable',
    title: 'Embarazo saludable',
    summary: 'Acompañamiento durante el embarazo.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/epoc',
    title: 'EPOC',
    summary: 'Programa para pacientes con enfermedad pulmonar obstructiva crónica.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/insuficiencia_cardiaca',
    title: 'Insuficiencia cardíaca',
    summary: 'Seguimiento de pacientes con insuficiencia cardíaca.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/re-educacion-alimentaria',
    title: 'Reeducación alimentaria',
    summary: 'Programa de alimentación saludable.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/charlas-comunidad',
    title: 'Charlas a la comunidad',
    summary: 'Charlas abiertas de promoción de la salud.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/ciclo-actividades',
    title: 'Ciclo de actividades',
    summary: 'Agenda de actividades de prevención.',
  },
  {
    section: 'prevencion',
    path: 'prevencion/guias-prevencion',
    title: 'Guías de prevención',
    summary: 'Guías para prestadores sobre prácticas preventivas.',
  },
];

export function contentPageAt(path: string): ContentPage | undefined {
  const normalized = path.replace(/^\/+|\/+$/g, '');
  return CONTENT_PAGES.find((page) => page.path === normalized);
}
