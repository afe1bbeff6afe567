/** Texts of the support centre: the spec's own (§4, §8) and this product's (bad input). */
export const CASE_MESSAGES = {
  pendingFailed: 'Lo sentimos, hubo un error al obtener trámites pendientes',
  detailFailed: 'Lo sentimos, hubo un error al obtener información del trámite.',
  replyFailed: 'Lo sentimos, hubo un error al enviar su respuesta',
  replySent: 'Su respuesta ha sido enviada.',
} as const;

export const CASE_EXTRA_MESSAGES = {
  caseCreated: 'Su trámite fue registrado con el número',
  notAwaitingReply:
    'Este trámite no está esperando una respuesta suya: sólo se responden los trámites observados.',
  caseFinished: 'El trámite está finalizado y no admite cambios.',
  sameState: 'El trámite ya está en ese estado.',
  invalidDate: 'Las fechas de búsqueda no son válidas: usá el formato AAAA/MM/DD.',
  dateOrder: 'La fecha desde no puede ser posterior a la fecha hasta.',
  dateRange: 'El rango de búsqueda no puede superar un año.',
  urlTooLong: 'La consulta es demasiado larga.',
  unknownArea: 'El área de consulta no existe.',
  unknownMotivo: 'El motivo elegido no corresponde al área del trámite.',
  workflowMismatch: 'El circuito y el submotivo del trámite no corresponden al área elegida.',
  authorizationRequired: 'Elegí la autorización sobre la que consultás.',
  authorizationNotFound: 'La autorización indicada no existe para el prestador.',
  emailNotAssociated: 'Uno de los correos elegidos no está asociado al prestador.',
  sizeMismatch: 'El tamaño informado de un archivo no coincide con su contenido.',
  stagedFilesNotFound:
    'Los archivos cargados previamente ya no están disponibles: volvé a adjuntarlos.',
  observationRequired: 'Escribí un texto.',
  filesRequired: 'Adjuntá al menos un archivo.',
} as const;
