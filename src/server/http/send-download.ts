import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { type Download, asciiFileName, contentTypes } from '#server/exports/download';
import { sheetWriter } from '#server/exports/sheet-writer';
import { rfc5987 } from '#server/files/serve-route';

/**
 * Sends the headers, then streams the file as `write` produces it. Everything that can fail with a
 * proper JSON error (permission, input, counting) must be done before calling this: once bytes
 * flow, a failure can only cut the download short (the reader sees a broken file, never a wrong one).
 */
export function sendDownload(reply: FastifyReply, log: FastifyBaseLogger, download: Download): FastifyReply {
  const out = new PassThrough();
  const file = `${download.fileName}.${download.format}`;
  void reply
    .type(contentTypes[download.format])
    .header('content-disposition', `attachment; filename="${asciiFileName(file)}"; filename*=UTF-8''${rfc5987(file)}`)
    .header('x-total-rows', String(download.totalRows))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  out.on('error', (error) => log.warn({ err: error }, 'export stream failed'));
  // a client that goes away stops the export at its next page instead of leaving it waiting
  reply.raw.on('close', () => { if (!out.writableFinished) out.destroy(); });
  const tracker = download.tracker;
  const writing = async () => {
    const writer = await sheetWriter(download.format, out, download.sheetName);
    await download.write(writer, (count) => tracker?.rows(count));
    await writer.end();
  };
  writing().then(() => tracker?.end('done')).catch((error: unknown) => {
    if (out.destroyed) {
      tracker?.end('cancelled');
      return;
    }
    tracker?.end('failed');
    log.error({ err: error }, 'export failed while streaming');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(out);
}
