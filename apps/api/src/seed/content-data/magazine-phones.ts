/** Magazine issues, oldest first: number, title, summary, notes (articles). */
export const MAGAZINE_ISSUES: [string, string, string[]][] = [
  [
    'Prevención cardiovascular en el consultorio',
    'Herramientas para estimar el riesgo cardiovascular y acompañar los cambios de hábitos.',
    [
      'Riesgo cardiovascular global',
      'Entrevista: la consulta de seguimiento',
      'Novedades de la red',
    ],
  ],
  [
    'Salud materno-infantil',
    'El control del embarazo y los primeros mil días, con el programa Embarazo saludable.',
    ['Controles prenatales', 'Lactancia en el primer año', 'Vacunas del embarazo'],
  ],
  [
    'Diabetes: de la detección al control',
    'Cómo acompañar a los pacientes con diabetes tipo 2 y prevenir sus complicaciones.',
    ['Pesquisa en adultos', 'Pie diabético', 'Educación terapéutica'],
  ],
  [
    'Autorizaciones en línea',
    'El nuevo circuito de autorizaciones del portal, paso a paso.',
    ['Cómo adjuntar la documentación', 'Estados de un trámite', 'Preguntas frecuentes'],
  ],
  [
    'Salud respiratoria en invierno',
    'Campaña antigripal, bronquiolitis y seguimiento de pacientes con EPOC.',
    ['Campaña antigripal', 'Bronquiolitis en lactantes', 'Rehabilitación respiratoria'],
  ],
  [
    'Salud mental en atención primaria',
    'Detección temprana de la depresión y la ansiedad en la consulta.',
    ['Escalas de pesquisa', 'Derivación oportuna', 'Cuidar a quien cuida'],
  ],
  [
    'Alimentación saludable',
    'Consejos para acompañar el cambio de hábitos alimentarios en cada etapa de la vida.',
    ['El plato saludable', 'Obesidad infantil', 'Recetas de estación'],
  ],
  [
    'Tabaquismo: cada intento cuenta',
    'Consejería breve y tratamiento farmacológico para dejar de fumar.',
    ['Consejería en cinco pasos', 'Tratamientos disponibles', 'Historias de pacientes'],
  ],
  [
    'Facturación sin errores',
    'Los débitos más frecuentes y cómo evitarlos en la presentación mensual.',
    ['Débitos frecuentes', 'Plazos de presentación', 'Reclamos de débitos'],
  ],
  [
    'Insuficiencia cardíaca',
    'El seguimiento multidisciplinario reduce las internaciones.',
    ['Signos de alarma', 'Control del peso diario', 'Equipo de seguimiento'],
  ],
  [
    'Vacunación en adultos',
    'Las vacunas que los adultos también necesitan.',
    ['Calendario del adulto', 'Neumococo y antigripal', 'Mitos sobre las vacunas'],
  ],
  [
    'Telemedicina en la red',
    'Consultas a distancia: cuándo sirven y cómo registrarlas.',
    ['Buenas prácticas', 'Registro de la consulta', 'Experiencias de la red'],
  ],
];

/** Contact phones: group, description, number, hours. */
export const CONTACT_PHONES: [string, string, string, string][] = [
  ['prestadores', 'Atención al prestador', '0800-555-0101', 'Lunes a viernes de 8:00 a 20:00'],
  [
    'prestadores',
    'Autorizaciones',
    '0800-555-0102',
    'Lunes a viernes de 8:00 a 20:00, sábados de 8:00 a 13:00',
  ],
  ['prestadores', 'Facturación y pagos', '(011) 4321-5510', 'Lunes a viernes de 9:00 a 17:00'],
  ['prestadores', 'Mesa de ayuda del portal', '(011) 4321-5520', 'Lunes a viernes de 8:00 a 18:00'],
  ['afiliados', 'Atención al afiliado', '0800-555-0200', 'Lunes a viernes de 8:00 a 20:00'],
  [
    'afiliados',
    'Turnos en centros médicos propios',
    '0800-555-0210',
    'Lunes a viernes de 7:00 a 21:00',
  ],
  ['urgencias', 'Emergencias médicas', '0800-555-0911', 'Las 24 horas, todos los días'],
  ['urgencias', 'Orientación médica telefónica', '0800-555-0300', 'Las 24 horas, todos los días'],
  [
    'fraude',
    'Línea de denuncias de fraude',
    '0800-555-3728',
    'Las 24 horas, todos los días (contestador fuera del horario de oficina)',
  ],
];
