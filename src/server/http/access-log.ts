import type { FastifyInstance } from 'fastify';

/**
 * One access line per request costs a JSON serialisation and a write on every answer received,
 * a measurable share of ingest (bench/README.md, "ingest"). So Fastify's own two lines per request
 * are off, and this hook writes one line for a share of requests (ACCESS_LOG_SAMPLE, 0 by
 * default) and for every request answered with a server error, whatever the share.
 */
export function installAccessLog(app: FastifyInstance, sample: number): void {
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.statusCode >= 500 || (sample > 0 && Math.random() < sample)) {
      req.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
    done();
  });
}
