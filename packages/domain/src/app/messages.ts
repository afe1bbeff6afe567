/** User-facing texts of the spec (§2, §6, §8), written exactly as the spec does. */
export const MESSAGES = {
  sessionExpired:
    'Tu sesión expiró. Por favor verificá tu información de usuario e iniciá sesión nuevamente.',
  serverError: 'Ocurrió un problema en el servidor de datos',
  userInfoFailed: 'No pudimos traer la información del usuario',
  loginFailed: 'No pudimos iniciar tu sesión. Verificá los datos ingresados y probá nuevamente.',
  renewFailed: 'No pudimos renovar tu sesión, por favor intentá nuevamente',
  permissionsFailed: 'No pudimos traer los permisos de tu usuario',
  impersonateFailed:
    'No pudimos impersonarte. Hay algún error en los datos. Volvé a intentar por favor',
  captchaFailed: 'No pudimos hacer la petición',
  genericError: 'Ha ocurrido un error, inténtelo nuevamente',
  captchaNotInitialized: 'reCAPTCHA no está inicializado.',
  noPermission: 'No tenés permisos suficientes para ver esta opción.',
  notFoundTitle: 'Ups!',
  affiliateMissing:
    'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.',
  affiliateInvalid:
    'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
  noResults: 'No se encontraron resultados.',
  acceptTerms: 'Aceptar los términos y condiciones',
  renewSession: 'Renovar sesión',
  closeSession: 'Cerrar sesión',
  logout: 'Cerrar Sesión',
  login: 'Iniciar Sesión',
  forgot: 'Olvidó?',
  register: 'Regístrese',
  myData: 'Mis datos',
} as const;

/** Messages this product adds where the spec is silent (throttling, read-only, validation). */
export const EXTRA_MESSAGES = {
  tooManyAttempts: 'Demasiados intentos fallidos. Esperá unos minutos antes de volver a intentar.',
  readOnly: 'Tu sesión es de solo lectura: no podés hacer cambios.',
  moduleInMaintenance: 'Este módulo está en mantenimiento. Volvé a intentar más tarde.',
  notFound: 'El recurso solicitado no existe.',
  methodNotAllowed: 'El recurso solicitado no admite esta operación.',
  invalidInput: 'Los datos enviados no son válidos.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  termsRequired: 'Tenés que aceptar los términos y condiciones para continuar.',
  providerRetired:
    'El prestador está dado de baja y ya no puede ingresar al portal. Si creés que es un error, comunicate con la mesa de ayuda.',
} as const;
