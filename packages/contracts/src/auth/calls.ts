import { defineCall } from '../call.ts';
import { estadoResponse } from '../errors.ts';
import { loginRequest, loginResponse } from './login.ts';
import {
  sendPinRequest,
  updatePasswordRequest,
  validatePinRequest,
  validatePinResponse,
  validateProviderRequest,
  validateTokenRequest,
  validateTokenResponse,
} from './password-recovery.ts';
import { publicConfigResponse } from './public-config.ts';
import {
  registerProviderRequest,
  registerProviderResponse,
  registerUserRequest,
  verifyEmailRequest,
} from './registration.ts';

export const loginCall = defineCall({
  method: 'POST',
  path: '/pre/v0/auth-login',
  tag: 'auth',
  summary: 'Login (v0 auth-login)',
  access: 'public',
  body: loginRequest,
  response: loginResponse,
});

export const publicConfigCall = defineCall({
  method: 'GET',
  path: '/pre/v0/public-config',
  tag: 'auth',
  summary: 'What the login form needs',
  access: 'public',
  response: publicConfigResponse,
});

const registration = { tag: 'registration', access: 'public' } as const;

export const registerProviderCall = defineCall({
  ...registration,
  method: 'POST',
  path: '/pre/registracion/prestador',
  summary: 'Step 1: validate the provider',
  body: registerProviderRequest,
  response: registerProviderResponse,
});

export const verifyEmailCall = defineCall({
  ...registration,
  method: 'POST',
  path: '/pre/registracion/verificar',
  summary: 'Check that the e-mail is free',
  body: verifyEmailRequest,
  response: estadoResponse,
});

export const registerUserCall = defineCall({
  ...registration,
  method: 'POST',
  path: '/pre/registracion/usuario',
  summary: 'Step 2: register the administrator user',
  body: registerUserRequest,
  response: estadoResponse,
});

const recovery = { tag: 'password-recovery', access: 'public' } as const;

export const recoveryValidateProviderCall = defineCall({
  ...recovery,
  method: 'POST',
  path: '/pre/olvido/validar_datos',
  summary: 'Step 1: validate provider and e-mail',
  body: validateProviderRequest,
  response: estadoResponse,
});

export const recoveryValidateTokenCall = defineCall({
  ...recovery,
  method: 'POST',
  path: '/pre/usuarios/validar_token',
  summary: 'Step 2: a PIN may be issued; answers fecha',
  body: validateTokenRequest,
  response: validateTokenResponse,
});

export const recoverySendPinCall = defineCall({
  ...recovery,
  method: 'POST',
  path: '/pre/usuarios/enviar_token',
  summary: 'Step 3: mail a PIN',
  body: sendPinRequest,
  response: estadoResponse,
});

export const recoveryValidatePinCall = defineCall({
  ...recovery,
  method: 'POST',
  path: '/pre/olvido/validar_pin',
  summary: 'Step 4: validate the PIN',
  body: validatePinRequest,
  response: validatePinResponse,
});

export const recoveryUpdatePasswordCall = defineCall({
  ...recovery,
  method: 'POST',
  path: '/pre/olvido/update_password',
  summary: 'Step 5: set the new password',
  body: updatePasswordRequest,
  response: estadoResponse,
});

export const authCalls = [
  loginCall,
  publicConfigCall,
  registerProviderCall,
  verifyEmailCall,
  registerUserCall,
  recoveryValidateProviderCall,
  recoveryValidateTokenCall,
  recoverySendPinCall,
  recoveryValidatePinCall,
  recoveryUpdatePasswordCall,
] as const;
