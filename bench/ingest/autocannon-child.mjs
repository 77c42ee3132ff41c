// The load generator's own process (bench/ingest/external-load.ts starts it): autocannon with a
// fresh uuid in every request body, so every request is a new answer. Stops at its duration, its
// amount, or SIGINT; then prints one JSON line.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2] ?? '{}');
const result = await new Promise((resolve, reject) => {
  const tracker = autocannon({
    url: spec.url,
    method: 'POST',
    headers: spec.headers,
    connections: spec.connections,
    duration: spec.durationSeconds,
    ...(spec.amount ? { amount: spec.amount } : {}),
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    requests: [{ setupRequest: (request) => ({ ...request, body: spec.template.replace(/__ID__/g, () => randomUUID()) }) }],
  }, (error, done) => (error ? reject(error) : resolve(done)));
  process.once('SIGINT', () => tracker.stop());
});
process.stdout.write(`${JSON.stringify({
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  seconds: result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
})}\n`);
