// The load generator's own process (bench/ingest/external-load.ts starts it): autocannon with a
// fresh uuid in every request body, so every request is a new answer. Prints one JSON line.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  url: spec.url,
  method: 'POST',
  headers: spec.headers,
  connections: spec.connections,
  duration: spec.durationSeconds,
  ...(spec.amount ? { amount: spec.amount } : {}),
  requests: [{ setupRequest: (request) => ({ ...request, body: spec.template.replace(/__ID__/g, () => randomUUID()) }) }],
});
process.stdout.write(`${JSON.stringify({
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  seconds: result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
})}\n`);
