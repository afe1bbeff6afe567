import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';

/** The FHIR interface's texts a client's user may read (es-AR, as the portal speaks). */
export const FHIR_MESSAGES = {
  invalidInput: 'Los datos enviados no son válidos.',
  notFound: 'El recurso solicitado no existe.',
  methodNotAllowed: 'El recurso solicitado no admite esta operación.',
  notAcceptable: 'Este servidor responde solo en JSON (application/fhir+json).',
  unsupportedMediaType: 'El cuerpo debe enviarse como application/fhir+json o application/json.',
  bodyTooLarge: 'La solicitud es demasiado grande.',
  unauthorized: 'El token de acceso no es válido o venció. Pedí uno nuevo en el endpoint de token.',
  scopeMissing: 'El token de acceso no incluye el permiso (scope) que pide esta operación.',
  noPermission: 'No tenés permisos suficientes para ver esta opción.',
  termsRequired: 'Tenés que aceptar los términos y condiciones para continuar.',
  moduleInMaintenance: 'Este módulo está en mantenimiento. Volvé a intentar más tarde.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá unos minutos antes de volver a intentar.',
  searchNeedsIdentifier: 'La búsqueda necesita el parámetro identifier (el número de afiliado).',
  serverError: 'Ocurrió un error inesperado. Volvé a intentar más tarde.',
} as const;

/** The issue type (http://hl7.org/fhir/issue-type) each refusal's HTTP status stands for. */
const ISSUE_CODE_BY_STATUS: Readonly<Record<number, OperationOutcomeIssue['code']>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  406: 'not-supported',
  409: 'conflict',
  410: 'deleted',
  413: 'too-long',
  415: 'not-supported',
  422: 'business-rule',
  429: 'throttled',
};

export function issueCodeForStatus(status: number): OperationOutcomeIssue['code'] {
  return ISSUE_CODE_BY_STATUS[status] ?? (status >= 500 ? 'exception' : 'invalid');
}

/** One issue of an outcome: severity, type, and the text for a person (diagnostics). */
export interface OutcomeIssue {
  severity?: OperationOutcomeIssue['severity'];
  code: OperationOutcomeIssue['code'];
  diagnostics: string;
  /** FHIRPath of the element at fault, when one is. */
  expression?: string[];
}

export function operationOutcome(issues: readonly OutcomeIssue[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: issues.map(({ severity = 'error', code, diagnostics, expression }) => ({
      severity,
      code,
      diagnostics,
      ...(expression && expression.length > 0 ? { expression } : {}),
    })),
  };
}

/** The outcome of a refusal answered with `status`. */
export function outcomeForStatus(status: number, diagnostics: string): OperationOutcome {
  return operationOutcome([{ code: issueCodeForStatus(status), diagnostics }]);
}
