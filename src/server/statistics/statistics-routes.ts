import type { ZodApp } from '#server/http/zod-app';
import { answerRoutes } from './answer-routes';
import { chartRoutes } from './chart-routes';

/** docs/statistics.md, "Calls". */
export function statisticsRoutes(app: ZodApp) {
  answerRoutes(app);
  chartRoutes(app);
}
