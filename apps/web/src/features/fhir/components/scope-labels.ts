import type { FhirScope } from '@portal/contracts';

/** What each scope lets the clinic's system do, in the portal's words. */
export const SCOPE_LABELS: Record<FhirScope, string> = {
  'system/Patient.read': 'Consultar pacientes (afiliados)',
  'system/Coverage.read': 'Consultar coberturas',
  'system/CoverageEligibilityRequest.write': 'Validar afiliados (elegibilidad)',
  'system/CoverageEligibilityResponse.read': 'Consultar respuestas de elegibilidad',
  'system/Claim.read': 'Consultar solicitudes de autorización',
  'system/Claim.write': 'Enviar solicitudes de autorización',
  'system/ClaimResponse.read': 'Consultar respuestas de autorización',
  'system/Subscription.read': 'Consultar suscripciones a novedades',
  'system/Subscription.write': 'Crear y dar de baja suscripciones a novedades',
  'system/ExplanationOfBenefit.read': 'Consultar liquidaciones',
  'system/PaymentReconciliation.read': 'Consultar pagos',
};

/** A scope's label; one the portal does not know yet is shown as it is. */
export const scopeLabel = (scope: string): string =>
  (SCOPE_LABELS as Record<string, string>)[scope] ?? scope;
