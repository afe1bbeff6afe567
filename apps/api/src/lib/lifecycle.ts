/**
 * What the process tells readiness about itself: set once SIGTERM (or SIGINT) starts the
 * shutdown, so a proxy or an orchestrator stops sending it traffic before it stops listening.
 */
export interface Lifecycle {
  shuttingDown: boolean;
}

export const createLifecycle = (): Lifecycle => ({ shuttingDown: false });
