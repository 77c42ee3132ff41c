import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The q-value an Accept-Encoding header gives a coding (its own entry, else `*`), 0 when it names neither. */
function qualityOf(accepted: ReadonlyMap<string, number>, coding: string): number {
  return accepted.get(coding) ?? accepted.get('*') ?? 0;
}

/** The coding to send a body in: brotli, else gzip, when the header accepts it (q > 0); null: identity. */
export function negotiatedEncoding(header: string | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const br = qualityOf(accepted, 'br');
  const gz = qualityOf(accepted, 'gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** Fast settings: the page is compressed on each request (the static files are compressed once, at build). */
function compressed(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipped(body, { level: 6 });
}

/** If-None-Match names the tag (weak comparison, as RFC 9110 asks for this header). */
function matchesTag(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends an HTML page the server wrote for this request (a short link's first view), compressed as
 * the static files are. It depends on the language cookie and the encoding (Vary), is the browser's
 * own to keep (`private`: it follows a cookie) and is revalidated on each visit (`no-cache`) against
 * its ETag, so a form the author changed or closed is never shown stale; nothing in it is personal.
 */
export async function sendDynamicHtml(req: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply> {
  const body = Buffer.from(page, 'utf8');
  const encoding = negotiatedEncoding(req.headers['accept-encoding']);
  // one tag per representation: the brotli bytes are not the gzip bytes
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${encoding ? `-${encoding}` : ''}"`;
  void reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding, Cookie').header('etag', etag);
  if (matchesTag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  void reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compressed(body, encoding));
}
