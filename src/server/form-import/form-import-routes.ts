import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formImportCalls as calls } from '#core/api';
import { openForm } from '#server/forms/policy';
import { designOf } from '#server/forms/form-view';
import { servedDesign } from '#server/forms/sanitize-design';
import { asciiFileName } from '#server/exports/download';
import { rfc5987 } from '#server/files/serve-route';
import { ok } from '#server/http/envelope';
import { firstFilePart } from '#server/http/multipart';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { safeFileName } from '#core/text';
import { convertImport } from './convert-import';
import { exportNativeForm } from './native/native-format';
import { importFileOf } from './import-file';

const tags = ['form'];
const NATIVE_FORM_MEDIA_TYPE = 'application/vnd.survey-form+json; charset=utf-8';
const downloadedDocument = z.any().describe('the file: {format: "survey-form", version, design} (nativeFormDocumentSchema)');

/** The preview's file part, read by import-file.ts; a body left unread (too large) closes the connection after the reply. */
async function readImportFile(req: FastifyRequest, reply: FastifyReply) {
  const part = req.isMultipart() ? await firstFilePart(req) : undefined;
  try {
    return await importFileOf(part);
  } catch (error) {
    if (part && !req.raw.complete) void reply.header('connection', 'close');
    throw error;
  }
}

/** Issue 19: preview an import (nothing is written; "Create form" then calls form/create) and a form's own JSON. */
export function formImportRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.preview, {
    tags,
    summary: 'What an uploaded form file would become (multipart `file`: XLSForm .xlsx or form JSON, up to 2 MB): the design and the notes of what was not carried. Writes nothing (anyone who may create forms)',
  }, async (req, reply) => {
    const file = await readImportFile(req, reply);
    return ok({ outcome: await convertImport(file) });
  });

  registerCall(app, calls.exportJson, {
    tags, summary: 'The form in this product\'s own JSON, as a download (whoever may read the design)', replies: { 200: downloadedDocument },
  }, async (req, reply) => {
    const { form } = await openForm(db, req.actor, req.params.id, 'read');
    const design = servedDesign(designOf(form));
    const file = `${safeFileName(design.title, 'form')}.json`;
    // a file, like the answer exports: its own type, so no client takes it for an API reply (which is always the envelope)
    return reply
      .type(NATIVE_FORM_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="${asciiFileName(file)}"; filename*=UTF-8''${rfc5987(file)}`)
      .header('cache-control', 'no-store')
      .send(`${JSON.stringify(exportNativeForm(design), null, 2)}\n`);
  });
}
