import type { PageTexts } from './page-texts.ts';

/** The texts of the informacionutil pages (es-AR), by path. */
export const INFORMATION_PAGE_TEXTS: Record<string, PageTexts> = {
  'informacionutil/nosotros': [
    [
      'Quiénes somos',
      [
        'Somos una obra social con más de cuarenta años de trayectoria, presente en el AMBA y en el interior del país, con una red de más de doce mil prestadores.',
        'Trabajamos junto a profesionales, clínicas y sanatorios para que nuestros afiliados reciban una atención de calidad, cerca de su casa.',
      ],
    ],
    [
      'Cómo trabajamos con la red',
      [
        'Cada prestador cuenta con un referente de red que lo acompaña en la incorporación, la facturación y las autorizaciones.',
        'El Portal de Prestadores reúne los trámites en línea: validación de afiliados, autorizaciones, liquidaciones, pagos y el centro de atención.',
      ],
    ],
  ],
  'informacionutil/mapa-de-sucursales': [
    [
      'Atención presencial',
      [
        'Nuestras sucursales atienden a prestadores y afiliados de lunes a viernes. Para trámites de prestadores no hace falta turno previo.',
        'Buscá la sucursal más cercana por localidad o provincia y consultá su dirección, teléfono y horarios.',
      ],
    ],
  ],
  'informacionutil/novedades': [
    [
      'Nuevo circuito de autorizaciones en línea',
      [
        'Desde este mes las autorizaciones de prácticas ambulatorias se tramitan por completo desde el portal, con adjuntos y seguimiento del estado.',
      ],
    ],
    [
      'Actualización de valores de copagos',
      [
        'Se actualizaron los valores de copagos para consultas y prácticas de diagnóstico. Podés consultarlos en la sección Copagos.',
      ],
    ],
    [
      'Cambios en la presentación de la facturación',
      [
        'La facturación se recibe del 1 al 10 de cada mes. Las presentaciones fuera de término se liquidan en el período siguiente.',
      ],
    ],
  ],
  'informacionutil/revista': [
    [
      'Nuestra revista',
      [
        'La revista para prestadores se publica cada dos meses con novedades de la red, artículos de actualización clínica y entrevistas.',
      ],
    ],
  ],
  'informacionutil/ser-prestador': [
    [
      'Requisitos',
      [
        'Matrícula profesional vigente, constancia de inscripción en ARCA, seguro de mala praxis y habilitación del consultorio o establecimiento.',
        'Las instituciones presentan además su habilitación sanitaria y la nómina de profesionales.',
      ],
    ],
    [
      'Pasos para sumarte',
      [
        'Completá la solicitud de adhesión con tus datos y especialidades. Un referente de red se comunicará en un plazo de diez días hábiles.',
        'Una vez aprobado el convenio, registrate en el portal con tu número de prestador para operar en línea.',
      ],
    ],
  ],
  'informacionutil/fraude': [
    [
      'Denunciá de forma confidencial',
      [
        'Si detectás el uso indebido de una credencial, una prestación facturada que no se realizó o cualquier otra irregularidad, comunicate con nuestra línea de denuncias.',
        'La denuncia puede ser anónima. Cada caso es analizado por el área de auditoría y se resguarda la identidad de quien denuncia.',
      ],
    ],
    [
      'Qué datos conviene tener a mano',
      [
        'Fecha y lugar de los hechos, número de afiliado o de prestador involucrado y cualquier documentación que respalde la denuncia.',
      ],
    ],
  ],
  'informacionutil/conectarnos': [
    [
      'Canales de conectividad',
      [
        'Las transacciones en línea (validación, autorización inmediata y registro de prestaciones) se realizan desde el portal, por terminal POS o por integración con tu sistema de gestión.',
        'Para habilitar la conectividad pedí el alta desde Trámites de conectividad en el portal.',
      ],
    ],
  ],
  'informacionutil/credencial-digital': [
    [
      'Cómo validar la credencial digital',
      [
        'Los afiliados presentan su credencial desde la aplicación móvil. Verificá el nombre, el número de afiliado y el código de seguridad que cambia cada minuto.',
        'Ante cualquier duda, validá al afiliado en el portal con su número antes de brindar la prestación.',
      ],
    ],
  ],
  'informacionutil/copagos': [
    [
      'Copagos vigentes',
      [
        'Los copagos se cobran al afiliado en el momento de la atención según su plan. Los planes superiores no abonan copago en consultas.',
        'Consulta médica: $ 3.500,00. Consulta con especialista: $ 4.800,00. Prácticas de diagnóstico por imágenes: $ 6.200,00.',
      ],
    ],
    [
      'Exenciones',
      [
        'No abonan copago los afiliados con certificado de discapacidad, las embarazadas en sus controles y los pacientes en programas de prevención.',
      ],
    ],
  ],
  'informacionutil/documentos': [
    [
      'Normas de atención',
      [
        'El manual de normas operativas para prestadores describe la validación, las autorizaciones y la facturación de cada tipo de prestación.',
      ],
    ],
    [
      'Formularios',
      [
        'Los formularios de presentación y la documentación para autorizaciones están disponibles para los prestadores dentro del portal, en Información útil.',
      ],
    ],
  ],
  'informacionutil/politica-privacidad': [
    [
      'Tratamiento de datos personales',
      [
        'Tratamos los datos personales y de salud según la Ley 25.326 de Protección de los Datos Personales, solo para la gestión de las prestaciones.',
        'Los datos se guardan en servidores propios con acceso restringido y registro de cada consulta.',
      ],
    ],
    [
      'Tus derechos',
      [
        'Podés pedir acceso, rectificación o supresión de tus datos escribiendo a datospersonales@obrasocial.test. La Agencia de Acceso a la Información Pública es el órgano de control.',
      ],
    ],
  ],
};
