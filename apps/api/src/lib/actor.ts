import type { Db } from '../db/client.ts';

/**
 * Who decides on a provider's request: the operator's typed name (the CLI, under the shared
 * operator key) or a staff account of the console. One service function serves both, so the
 * rule that moves a request is never written twice.
 */
export interface Actor {
  /** The author the provider reads on the request's history. */
  name: string;
  /**
   * The staff realm's audit, written inside the decision's own transaction so a decision is
   * never done unaudited; without it (the operator) the providers' audit log records it after.
   */
  audit?: (tx: Db, at: Date, details: Record<string, unknown>) => Promise<void>;
  /**
   * The states the request must be in for this actor to decide (the console decides only what
   * waits on the insurer); checked on the row the decision moves, so two people deciding at once
   * cannot both pass. Without it, the domain's own rule alone.
   */
  onlyFrom?: readonly number[];
}

export const operatorActor = (name: string): Actor => ({ name });
