import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { FIRST_VIEW_KEEPER_CSP_SOURCE, MODULE_LOADER_CSP_SOURCE } from '#server/first-paint/inline-script-hashes';

/** The players a video element may show in a frame (src/app/shared/lib/video-source.ts). */
const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy of the app and the API. docs/security.md says why each source is
 * there; scripts come from this origin only (the build has no inline script and no eval), and the
 * two inline scripts a short link's page holds are allowed by their hashes (its module loader, D79,
 * and the keeper of what is typed into its first view, D86).
 */
export const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", MODULE_LOADER_CSP_SOURCE, FIRST_VIEW_KEEPER_CSP_SOURCE],
  'script-src-attr': ["'none'"],
  // rich text carries the editor's colour, font and size as style attributes, and the editor,
  // the charts and the image cropper add <style> elements: no nonce can serve a precached shell
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: small inline images; blob: previews of a picked file; https: images an author links
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // https: an MP4 an author links
  'media-src': ["'self'", 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': videoPlayers,
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** One year; sent only over https, where a browser keeps it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const helmetMiddleware = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
});

/**
 * helmet's headers, computed once: with static options its middlewares set the same headers on
 * every response, and running them per request was a measurable share of a submission's CPU
 * (bench/README.md, "ingest"). What they remove (X-Powered-By) is removed on replay too.
 */
function recordHelmet(): { set: [string, string][]; removed: string[] } {
  const recorded = { set: [] as [string, string][], removed: [] as string[] };
  const recorder = {
    setHeader: (name: string, value: unknown) => recorded.set.push([name, String(value)]),
    removeHeader: (name: string) => recorded.removed.push(name),
  };
  helmetMiddleware(new IncomingMessage(new Socket()), recorder as unknown as ServerResponse, () => undefined);
  return recorded;
}
const helmetHeaders = recordHelmet();

/**
 * Browser security headers (helmet's set with the policy above): CSP, nosniff, no framing, no
 * referrer, and HSTS when the request came over https (directly, or per X-Forwarded-Proto from a
 * proxy trusted with TRUST_PROXY).
 */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  for (const name of helmetHeaders.removed) reply.raw.removeHeader(name);
  for (const [name, value] of helmetHeaders.set) reply.raw.setHeader(name, value);
  if (req.protocol === 'https') void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** On every reply (pages, files and API); the first hook, so refusals by later ones carry them too. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    setSecurityHeaders(req, reply);
    done();
  });
}
