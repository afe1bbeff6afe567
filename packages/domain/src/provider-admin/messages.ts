/** What the console's providers section answers, in the console's Spanish. */
export const PROVIDER_ADMIN_MESSAGES = {
  notFound: 'No encontramos el prestador.',
  userNotFound: 'No encontramos ese usuario en el equipo del prestador.',
  codeTaken: 'Ya existe un prestador con ese código.',
  emailTaken: 'Ese e-mail ya es de un usuario del portal.',
  unknownLocality: 'Elegí una localidad de la lista.',
  unknownModules: (ids: string) => `Estos módulos no existen: ${ids}.`,
} as const;

/**
 * What a provider's user reads at login while the insurer keeps them blocked. Only someone who
 * knew the password is told, as with a retired provider.
 */
export const USER_BLOCKED_MESSAGE =
  'Tu usuario está bloqueado por la aseguradora. Si creés que es un error, comunicate con la mesa de ayuda.';
