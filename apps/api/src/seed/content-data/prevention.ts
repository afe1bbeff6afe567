/** The prevention programmes by slug: description, objectives, activities, contact name. */
export const PREVENTION_DATA: Record<
  string,
  { descripcion: string; objetivos: string[]; actividades: string[]; contacto: string }
> = {
  objetivos: {
    descripcion:
      'Los programas de prevención buscan detectar a tiempo las enfermedades más frecuentes y acompañar a los afiliados en el cuidado de su salud.',
    objetivos: [
      'Reducir las complicaciones de las enfermedades crónicas',
      'Promover hábitos saludables en cada etapa de la vida',
      'Articular el trabajo de los prestadores de la red con los equipos de prevención',
    ],
    actividades: [
      'Seguimiento personalizado de pacientes en programa',
      'Charlas y talleres abiertos a la comunidad',
      'Guías y materiales para prestadores',
    ],
    contacto: 'Coordinación de Prevención',
  },
  'cesacion-tabaquica': {
    descripcion:
      'Acompañamos a quienes quieren dejar de fumar con consejería, tratamiento y seguimiento.',
    objetivos: [
      'Aumentar la cantidad de intentos de abandono asistidos',
      'Sostener la abstinencia al año del tratamiento',
    ],
    actividades: [
      'Consejería individual y grupal',
      'Cobertura del tratamiento farmacológico indicado',
      'Seguimiento telefónico durante doce meses',
    ],
    contacto: 'Programa de Cesación Tabáquica',
  },
  diabetes: {
    descripcion: 'Un programa para detectar la diabetes a tiempo y acompañar su control.',
    objetivos: [
      'Lograr un buen control metabólico (hemoglobina glicosilada menor a 7 %)',
      'Prevenir las complicaciones en ojos, riñones y pies',
    ],
    actividades: [
      'Cobertura de insulinas, tiras reactivas y medicación según normativa',
      'Control anual de fondo de ojo y de pies',
      'Talleres de educación diabetológica',
    ],
    contacto: 'Programa de Diabetes',
  },
  'embarazo-saludable': {
    descripcion:
      'Acompañamos a las embarazadas desde la primera consulta hasta el primer control del bebé.',
    objetivos: [
      'Realizar al menos cinco controles prenatales',
      'Completar las vacunas del embarazo',
      'Promover la lactancia materna',
    ],
    actividades: [
      'Controles y estudios prenatales sin copago',
      'Curso de preparación integral para la maternidad',
      'Consejería en lactancia',
    ],
    contacto: 'Programa Materno Infantil',
  },
  epoc: {
    descripcion: 'Seguimiento de los pacientes con enfermedad pulmonar obstructiva crónica.',
    objetivos: [
      'Reducir las exacerbaciones y las internaciones',
      'Mejorar la capacidad funcional y la calidad de vida',
    ],
    actividades: [
      'Espirometría anual',
      'Rehabilitación respiratoria',
      'Vacunación antigripal y antineumocócica',
    ],
    contacto: 'Programa de Enfermedades Respiratorias',
  },
  insuficiencia_cardiaca: {
    descripcion:
      'Un equipo de cardiología, enfermería y nutrición sigue de cerca a los pacientes con insuficiencia cardíaca.',
    objetivos: [
      'Reducir las reinternaciones a los treinta días',
      'Ajustar el tratamiento según las guías vigentes',
    ],
    actividades: [
      'Llamados de seguimiento semanales',
      'Educación sobre control de peso y signos de alarma',
      'Consultas prioritarias con cardiología',
    ],
    contacto: 'Programa de Insuficiencia Cardíaca',
  },
  're-educacion-alimentaria': {
    descripcion: 'Talleres y consultas para aprender a comer mejor y sostener un peso saludable.',
    objetivos: [
      'Promover una alimentación variada y equilibrada',
      'Prevenir el sobrepeso y la obesidad',
    ],
    actividades: [
      'Consultas con nutricionistas de la red',
      'Talleres grupales de cocina saludable',
      'Planes de actividad física',
    ],
    contacto: 'Programa de Reeducación Alimentaria',
  },
  'charlas-comunidad': {
    descripcion: 'Charlas gratuitas y abiertas a la comunidad sobre temas de salud.',
    objetivos: [
      'Acercar información de salud confiable a la comunidad',
      'Difundir los programas de prevención',
    ],
    actividades: [
      'Charlas mensuales en sucursales y centros médicos',
      'Encuentros en escuelas y clubes de barrio',
      'Transmisiones en vivo por internet',
    ],
    contacto: 'Área de Promoción de la Salud',
  },
  'ciclo-actividades': {
    descripcion: 'La agenda anual de actividades de prevención: campañas, jornadas y talleres.',
    objetivos: [
      'Sostener una agenda de prevención durante todo el año',
      'Sumar a los prestadores de la red a las campañas',
    ],
    actividades: [
      'Campaña antigripal (marzo a junio)',
      'Jornada de prevención cardiovascular (septiembre)',
      'Semana de la lactancia materna (agosto)',
    ],
    contacto: 'Área de Promoción de la Salud',
  },
  'guias-prevencion': {
    descripcion: 'Guías breves para prestadores sobre las prácticas preventivas recomendadas.',
    objetivos: [
      'Unificar criterios de pesquisa y seguimiento en la red',
      'Facilitar la derivación a los programas',
    ],
    actividades: [
      'Guía de pesquisa de cáncer colorrectal',
      'Guía de control del niño sano',
      'Guía de detección de hipertensión arterial',
    ],
    contacto: 'Coordinación de Prevención',
  },
};
