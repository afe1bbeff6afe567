/** The provider and user the portal shows after login (spec §3 `modelEspecifico`). */
export interface ModelEspecificoData {
  codPrestador: number;
  idUsuario: number;
  nombrePrestador: string;
  apellidoPrestador: string;
  emailPrestador: string;
  email: string;
  /** Administrator of the provider's users (spec §6). */
  admin: boolean;
}

/** Login and the after-login call answer the same `modelEspecifico` from the same rows. */
export function toModelEspecifico(
  user: { id: number; email: string; admin: boolean },
  provider: { id: number; nombreAbre: string; apeRazonSocial: string; email: string },
): ModelEspecificoData {
  return {
    codPrestador: provider.id,
    idUsuario: user.id,
    nombrePrestador: provider.nombreAbre,
    apellidoPrestador: provider.apeRazonSocial,
    emailPrestador: provider.email,
    email: user.email,
    admin: user.admin,
  };
}
