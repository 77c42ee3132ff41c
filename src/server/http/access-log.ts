import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's per-request lines, sampled. Its default writes two per request (incoming and
 * completed): a JSON serialisation and a write each, on every answer received, a measurable share
 * of ingest (bench/README.md, "ingest"). This writes one line, with the request and its outcome,
 * for a share of requests (ACCESS_LOG_SAMPLE, 0 by default) and for every request that failed
 * with a server error, whatever the share. Fastify's other lines (errors, not found...) are unchanged.
 */
export class SampledAccessLog extends LogController {
  constructor(private readonly sample: number) {
    super();
  }

  override incomingRequest(): void {
    // no line when a request comes in: its one line, if any, is written when it completes
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && !(this.sample > 0 && Math.random() < this.sample)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) };
    if (failed) reply.log.error(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
