import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ErrorCode } from '#core/api';
import { ApiError } from './api-error';
import { sendApiError } from './error-handler';

export interface OverloadOptions {
  /** mean event-loop delay over a sample that sheds requests; 0 = not checked */
  maxEventLoopDelayMs: number;
  /** heap in use that sheds requests; by default 90 % of the heap limit */
  maxHeapUsedBytes?: number;
  /** how often the process is sampled */
  sampleIntervalMs?: number;
  retryAfterSeconds?: number;
}

/**
 * Sheds load before the process falls over: while the event loop lags or the heap is nearly full,
 * requests get 503 in the envelope with Retry-After (devices' outboxes retry those later).
 */
export async function installOverloadProtection(app: FastifyInstance, options: OverloadOptions) {
  const retryAfter = String(options.retryAfterSeconds ?? 10);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    sampleInterval: options.sampleIntervalMs ?? 1000,
    pressureHandler: (req, reply, type) => {
      req.log.warn({ pressure: type }, 'overloaded: request shed');
      void sendApiError(req, reply, new ApiError(503, ErrorCode.Unavailable, { key: 'error.unavailable' }, undefined, { 'Retry-After': retryAfter }));
    },
  });
}
