import type { PageTexts } from './page-texts.ts';

/** The texts of contacto, the medical-centre pages and the prevention pages (es-AR), by path. */
export const OTHER_PAGE_TEXTS: Record<string, PageTexts> = {
  'contacto/telefonos': [
    [
      'Líneas de atención',
      [
        'Elegí la línea según tu consulta. Las líneas 0800 son gratuitas desde teléfonos fijos y celulares de todo el país.',
      ],
    ],
  ],
  centrosmedicos: [
    [
      'Nuestros centros médicos',
      [
        'Los centros médicos propios ofrecen consultas de clínica médica, pediatría y especialidades, estudios de laboratorio y diagnóstico por imágenes.',
        'Los afiliados se atienden con turno previo, que se pide por teléfono o en la aplicación móvil.',
      ],
    ],
  ],
  'centrosmedicos/centros-odontologicos': [
    [
      'Atención odontológica',
      [
        'Los centros odontológicos brindan odontología general, ortodoncia, odontopediatría y urgencias en el horario de atención.',
      ],
    ],
  ],
  'centrosmedicos/nuestras-clinicas': [
    [
      'Clínicas e internación',
      [
        'Nuestras clínicas cuentan con guardia las 24 horas, internación clínica y quirúrgica, terapia intensiva y maternidad.',
      ],
    ],
  ],
  'centrosmedicos/vacunatorios': [
    [
      'Vacunación',
      [
        'Los vacunatorios aplican las vacunas del Calendario Nacional sin cargo y las vacunas antigripales en campaña.',
        'Presentá el DNI, la credencial y el carnet de vacunación. Los menores concurren con un adulto responsable.',
      ],
    ],
  ],
};

/** Every prevention page shares its heading section; the programme itself comes from its table. */
export const PREVENTION_PAGE_TEXT = (titulo: string): PageTexts => [
  [
    'Sobre el programa',
    [
      `${titulo} forma parte de los programas de prevención de la obra social: la participación es voluntaria y sin cargo para los afiliados.`,
      'Los prestadores pueden derivar pacientes a cualquiera de los programas con una orden médica o por los contactos indicados.',
    ],
  ],
];
