import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';

/**
 * External load: autocannon in this process (started by the bench as its own process, so the
 * load generator shares neither the server's nor the bench's event loop). Every request carries
 * a fresh uuid in place of each "__ID__" of the template. Runs `seconds`, or until SIGINT, then
 * prints one JSON line: SubmitLoadResult.
 */
export interface SubmitLoadSpec {
  url: string;
  headers: Record<string, string>;
  template: string;
  connections: number;
  seconds: number;
  /** requests per second over all connections; 0: as fast as the server answers */
  rate: number;
}

export interface SubmitLoadResult {
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as SubmitLoadSpec;
const result = await new Promise<Result>((resolve, reject) => {
  const tracker = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.rate > 0 ? { overallRate: spec.rate } : {}),
    requests: [{
      method: 'POST',
      headers: spec.headers,
      setupRequest: (request) => ({ ...request, body: spec.template.replace(/__ID__/g, () => randomUUID()) }),
    }],
  }, (error, done) => (error ? reject(error) : resolve(done)));
  process.once('SIGINT', () => tracker.stop());
});
const summary: SubmitLoadResult = {
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
};
console.log(JSON.stringify(summary));
