/**
 * What a use-case writes to the server's log (a lost notice, a mail written to the log): the part of
 * Fastify's (pino's) logger it needs, so that a script or a test may hand in its own.
 */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
