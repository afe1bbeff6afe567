import type { FastifyInstance } from 'fastify';
import {
  recoverySendPinCall,
  recoveryUpdatePasswordCall,
  recoveryValidatePinCall,
  recoveryValidateProviderCall,
  recoveryValidateTokenCall,
} from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import * as service from './password-recovery.service.ts';

/** The five public steps of password recovery (spec §4). */
export function passwordRecoveryRoutes(app: FastifyInstance, deps: service.RecoveryDeps): void {
  routeCall(app, recoveryValidateProviderCall, (request) =>
    service.validateProvider(deps, request.body.email, request.body.cuit, request.ip),
  );
  routeCall(app, recoveryValidateTokenCall, (request) =>
    service.validateToken(deps, request.body.email, request.ip),
  );
  routeCall(app, recoverySendPinCall, (request) =>
    service.sendPin(deps, request.body.email, request.body.fecha, request.ip),
  );
  routeCall(app, recoveryValidatePinCall, (request) =>
    service.validatePin(deps, request.body.email, request.body.pin),
  );
  routeCall(app, recoveryUpdatePasswordCall, (request) =>
    service.updatePassword(deps, request.body.resetToken, request.body.password),
  );
}
