import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  /** JSON body template: every "__ID__" becomes a fresh uuid per request */
  template: string;
  clients: number;
  requestsPerClient: number;
  maxSeconds: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
}

/** Runs in a worker thread so the load generator does not share the server's event loop. */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const { url, headers, template, clients, requestsPerClient, maxSeconds } = workerData;
const deadline = Date.now() + maxSeconds * 1000;
const latencies = [];
let failures = 0;
async function client() {
  for (let i = 0; i < requestsPerClient && Date.now() < deadline; i++) {
    const body = template.replace(/__ID__/g, () => randomUUID());
    const started = performance.now();
    try {
      const res = await fetch(url, { method: 'POST', headers, body });
      const text = await res.text();
      if (res.status !== 200 || text.includes('"rejected"')) failures++;
    } catch { failures++; }
    latencies.push(performance.now() - started);
  }
}
const started = performance.now();
Promise.all(Array.from({ length: clients }, client)).then(() => {
  parentPort.postMessage({ requests: latencies.length, failures, seconds: (performance.now() - started) / 1000, latenciesMs: latencies });
});
`;

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: spec });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

export function p99(latencies: readonly number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}
