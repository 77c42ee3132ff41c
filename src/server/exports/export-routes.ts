import { z } from 'zod';
import { EXPORT_ID_HEADER, exportCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { notFound, validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { labelLanguage } from '#server/http/language';
import { publicOrigin } from '#server/http/public-origin';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { answerFilterSql } from '#server/statistics/answer-filter';
import { countResponses } from '#server/statistics/answer-scope';
import { groupByQuestion } from '#server/statistics/group-by-question';
import { readableFormIn } from '#server/statistics/readable-form';
import { answeredWhere, countWhere } from './answered-filter';
import { exportColumns, questionExportColumns } from './column-layout';
import { sendDownload } from '#server/http/send-download';
import { exportFileName } from './download';
import { writeAnswerSheet } from './export-answers';
import { ExportProgressBoard } from './export-progress';
import { label } from './export-text';
import { layoutOptions } from './grid-rows';
import { writeStatisticsSheet } from './statistics-sheet';

const tags = ['statistics'];
const file = { replies: { 200: z.any().describe('the file (XLSX or CSV); X-Total-Rows tells how many responses it holds') } };
const noFilters = { where: [] };

/** Exports of a form's answers and statistics as XLSX or CSV (docs/exports.md). */
export function exportRoutes(app: ZodApp): void {
  const db = app.db;
  const board = new ExportProgressBoard(db);

  registerCall(app, calls.info, { tags, summary: 'The columns, row count and file name of an answers export' }, async (req) => {
    const reads = await app.readsFor(req);
    const labels = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, req.params.id, labels);
    const columns = exportColumns(design, await layoutOptions(reads, form.id, design, req.query, labels));
    return ok({
      responses: await countResponses(reads, form.id, noFilters),
      columns: columns.map(({ key, header, elementId }) => ({ key, header: req.query.headers === 'names' ? key : header, elementId })),
      fileName: exportFileName(design.title),
    });
  });

  registerCall(app, calls.answers, { tags, summary: 'Every answer the filters keep, one row per response (XLSX or CSV)', ...file }, async (req, reply) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, req.params.formId, language);
    const where = answerFilterSql(form.id, req.body);
    const columns = exportColumns(design, await layoutOptions(reads, form.id, design, req.body, language));
    const totalRows = await countResponses(reads, form.id, req.body);
    return sendDownload(reply, req.log, {
      format: req.body.format,
      fileName: exportFileName(design.title),
      sheetName: label(language, 'export.answers'),
      totalRows,
      tracker: await board.start(req.headers[EXPORT_ID_HEADER], requireUser(req).id, req.company.id, totalRows),
      write: (writer, onRows) => writeAnswerSheet(writer, { db: reads, where, columns, language, headers: req.body.headers, origin: publicOrigin(req), onRows }),
    });
  });

  registerCall(app, calls.questionAnswers, { tags, summary: 'Every answer to one question, one row per response (XLSX or CSV)', ...file }, async (req, reply) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, req.params.id, language);
    const { elementId, format, headers, values } = req.query;
    const columns = questionExportColumns(design, elementId, await layoutOptions(reads, form.id, design, { multiChoice: 'joined', values }, language));
    if (!columns.some((c) => c.elementId === elementId)) throw validationError([{ field: 'elementId', key: 'validation.unknownOption' }]);
    const where = answeredWhere(form.id, elementId);
    const totalRows = await countWhere(reads, where);
    return sendDownload(reply, req.log, {
      format,
      fileName: `${exportFileName(design.title)} ${columns.find((c) => c.elementId === elementId)?.header ?? elementId}`.slice(0, 150),
      sheetName: label(language, 'export.answers'),
      totalRows,
      tracker: await board.start(req.headers[EXPORT_ID_HEADER], requireUser(req).id, req.company.id, totalRows),
      write: (writer, onRows) => writeAnswerSheet(writer, { db: reads, where, columns, language, headers, origin: publicOrigin(req), onRows }),
    });
  });

  registerCall(app, calls.statistics, { tags, summary: 'The per-question statistics the filters give, as a file (XLSX or CSV)', ...file }, async (req, reply) => {
    const reads = await app.readsFor(req);
    const language = labelLanguage(req, req.query.lang);
    const { form, design } = await readableFormIn(db, req.actor, req.body.formId, language);
    const stats = await groupByQuestion(reads, form.id, design, req.body, undefined, language);
    return sendDownload(reply, req.log, {
      format: req.body.format,
      fileName: `${exportFileName(design.title)} ${label(language, 'export.statistics')}`,
      sheetName: label(language, 'export.statistics'),
      totalRows: stats.total,
      write: (writer) => {
        writeStatisticsSheet(writer, design.title, stats, language);
        return Promise.resolve();
      },
    });
  });

  registerCall(app, calls.progress, { tags, summary: 'How far an answers export has got, on whichever server process streams it (the id the client sent as X-Export-Id)' }, async (req) => {
    const progress = await board.read(req.params.exportId, requireUser(req).id);
    if (!progress) throw notFound();
    return ok(progress);
  });
}
