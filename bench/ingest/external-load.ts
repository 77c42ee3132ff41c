import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One phase of load, sent by autocannon from its own process (as phones' requests arrive from outside). */
export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  /** JSON body; every "__ID__" becomes a fresh uuid per request */
  template: string;
  connections: number;
  durationSeconds: number;
  /** stop after this many requests instead (then durationSeconds is ignored) */
  amount?: number;
  /** requests per second over all connections; absent: as fast as the server answers */
  rate?: number;
}

export interface LoadResult {
  /** requests answered (any status) */
  requests: number;
  non2xx: number;
  /** connection errors and timeouts */
  errors: number;
  seconds: number;
  /** latency percentiles in ms */
  p50: number;
  p99: number;
  max: number;
}

const child = fileURLToPath(new URL('./autocannon-child.mjs', import.meta.url));

/** Starts one phase in a child process; `stop` ends it early, `result` resolves with its figures (rejects if the child fails). */
export function startExternalLoad(spec: LoadSpec): { result: Promise<LoadResult>; stop: () => void } {
  const proc = spawn(process.execPath, [child, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const result = new Promise<LoadResult>((resolve, reject) => {
    let out = '';
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    proc.once('error', reject);
    proc.once('close', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as LoadResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  return { result, stop: () => proc.kill('SIGINT') };
}

/** Runs one phase to its end. */
export const runExternalLoad = (spec: LoadSpec): Promise<LoadResult> => startExternalLoad(spec).result;

/** Requests per second of a phase. */
export const requestRate = (r: LoadResult) => r.requests / r.seconds;

/** Two runs of one side pooled: summed counts; the percentiles of the pool are approximated by the worse run's. */
export function pooled(x: LoadResult, y: LoadResult): LoadResult {
  return {
    requests: x.requests + y.requests, non2xx: x.non2xx + y.non2xx, errors: x.errors + y.errors, seconds: x.seconds + y.seconds,
    p50: Math.max(x.p50, y.p50), p99: Math.max(x.p99, y.p99), max: Math.max(x.max, y.max),
  };
}
