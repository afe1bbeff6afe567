import { TERMINAL_CHANNEL } from '../connectivity/constants.ts';

/** Coverage modality codes of spec §4. */
export const COVERAGE_MODALITIES = ['AP', 'NC', 'AM', 'SA'] as const;
export type CoverageModality = (typeof COVERAGE_MODALITIES)[number];

export function isCoverageModality(value: string): value is CoverageModality {
  return (COVERAGE_MODALITIES as readonly string[]).includes(value);
}

export const COVERAGE_MESSAGES = {
  notCovered: 'Prestación no cubierta.',
  authorization:
    'La prestación requiere autorización previa: continuá con el trámite de autorización.',
  exceptedAuthorization:
    'La prestación está exceptuada: requiere autorización previa, continuá con el trámite de autorización.',
  ownPath: 'La prestación tiene un circuito de autorización propio (SA).',
  approved: 'Prestación aprobada.',
  terminalRequired: 'Elegí la terminal de conectividad con la que registrás la prestación.',
  unknownService: 'La prestación no existe en el nomenclador.',
  noCoverageData: 'No hay información de cobertura para esta prestación.',
} as const;

/** The portal's own channel, used when a provider has no connectivity terminal. */
export const WEB_CHANNEL = 2;

/** The coverage result of spec §3. 'S'/'N' flags as the insurer's API writes them. */
export interface CoverageResult {
  mod_cobert: CoverageModality;
  exceptuada: 'S' | 'N';
  /** 'S' when the provider has an active terminal of the connectivity company. */
  terminales: 'S' | 'N';
  /** 'S' when the provider acts through a circle (spec §6). */
  circulo: 'S' | 'N';
  /** Channel the transaction comes from: 90 through a terminal, 2 the portal. */
  origenDeTransaccion: number;
}

export type CoverageDecision =
  | {
      kind: 'approved';
      message: string;
      /** AP terminal rule: the transaction must name one of the provider's terminals. */
      requiresTerminal: boolean;
      /** AP circle rule: the transaction is made on behalf of the provider's circle. */
      throughCircle: boolean;
    }
  | { kind: 'authorization'; message: string; excepted: boolean }
  | { kind: 'own-path'; message: string }
  | { kind: 'rejected'; message: string };

/**
 * What the portal does with a coverage result (spec §4): AP is approved under the terminal and
 * circle rules, unless the service is excepted, which sends it to the authorization flow; NC is
 * rejected with 'Prestación no cubierta.'; AM goes to the standard authorization; SA follows
 * its own path.
 */
export function coverageDecision(
  result: Pick<CoverageResult, 'mod_cobert' | 'exceptuada' | 'terminales' | 'circulo'>,
): CoverageDecision {
  switch (result.mod_cobert) {
    case 'AP':
      if (result.exceptuada === 'S') {
        return {
          kind: 'authorization',
          message: COVERAGE_MESSAGES.exceptedAuthorization,
          excepted: true,
        };
      }
      return {
        kind: 'approved',
        message: COVERAGE_MESSAGES.approved,
        requiresTerminal: result.terminales === 'S',
        throughCircle: result.circulo === 'S',
      };
    case 'NC':
      return { kind: 'rejected', message: COVERAGE_MESSAGES.notCovered };
    case 'AM':
      return { kind: 'authorization', message: COVERAGE_MESSAGES.authorization, excepted: false };
    case 'SA':
      return { kind: 'own-path', message: COVERAGE_MESSAGES.ownPath };
  }
}

/** The channel a transaction comes from: a terminal when the provider has one, else the portal. */
export function transactionOrigin(hasTerminal: boolean): number {
  return hasTerminal ? TERMINAL_CHANNEL : WEB_CHANNEL;
}
