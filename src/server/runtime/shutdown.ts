import { constants } from 'node:os';

/**
 * What shutting down stops: the app's readiness flag (/readyz) and its close (the listener, the
 * requests in flight, the database). The Fastify app is one; the process's signals are this file's.
 */
export interface Stoppable {
  lifecycle: { draining: boolean };
  close(): PromiseLike<unknown>;
}

export interface ShutdownOptions {
  /** how long in-flight requests may take to finish after SIGTERM/SIGINT */
  timeoutMs: number;
  /** stops background work (housekeeping) before the database closes */
  beforeClose?: () => Promise<void>;
  log: (message: string) => void;
}

const signals = ['SIGTERM', 'SIGINT'] as const;

/** The exit code a shell reports for a process ended by that signal. */
export const signalExitCode = (signal: NodeJS.Signals) => 128 + constants.signals[signal];

/**
 * The first SIGTERM or SIGINT drains: /readyz turns 503, the listener closes, requests in flight
 * finish, then the process exits 0; past the deadline it exits 1. A second signal exits at once with
 * 128 + its number, as a shell would report it, so a supervisor never reads a forced stop as success.
 */
export function installShutdown(app: Stoppable, options: ShutdownOptions) {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      options.log(`${signal} again: stopping without waiting.`);
      process.exit(signalExitCode(signal));
    }
    draining = true;
    app.lifecycle.draining = true;
    options.log(`${signal}: finishing requests in flight (at most ${Math.round(options.timeoutMs / 1000)} s), then stopping.`);
    setTimeout(() => {
      options.log('Requests still running at the deadline: stopping anyway.');
      process.exit(1);
    }, options.timeoutMs).unref();
    (options.beforeClose ?? (() => Promise.resolve()))()
      .then(() => app.close())
      .then(() => process.exit(0), (error: unknown) => {
        options.log(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      });
  };
  for (const signal of signals) process.on(signal, onSignal);
}
