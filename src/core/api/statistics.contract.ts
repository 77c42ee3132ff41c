import { z } from 'zod';
import { answersSchema } from '../answers/answer.schema';
import { elementIdSchema, elementKindSchema, elementSchema } from '../forms/element.schema';
import { formLanguageSchema } from '../forms/form-languages';
import { storableString } from '../text';
import { listSchema, pagingQuerySchema } from './envelope';
import { rowIdSchema, urlNumber, urlRowIdSchema } from './url-number.schema';

/** formId in a query string; bodies carry it as a JSON number */
const formIdSchema = urlRowIdSchema;

/** `?lang=vi|en`: the language of the form's question and option labels in a statistics reply or an export (absent: the caller's language). */
export const labelLanguageQuerySchema = z.object({
  lang: formLanguageSchema.optional().describe('the language of question and option labels; absent: Accept-Language (vi unless en)'),
});

/**
 * One condition on an answer: `eq` matches an option id (radio, dropdown, checkbox: "ticked"), a
 * boolean ("true"/"false"), a number or an exact text; `contains` searches text answers
 * (case and diacritics ignored); `gte` / `lte` compare numbers.
 */
export const answerConditionSchema = z.object({
  elementId: elementIdSchema,
  op: z.enum(['eq', 'contains', 'gte', 'lte']),
  value: storableString().max(500),
});
export type AnswerCondition = z.infer<typeof answerConditionSchema>;

/** Vietnam calendar days (UTC+7), inclusive. */
const dayText = z.iso.date();

/**
 * The answer table's filters; the same filters apply to statistics and exports.
 * `respondent` searches the respondent's name, username, email and verified email / phone.
 */
export const answerFiltersSchema = z.object({
  from: dayText.optional(),
  to: dayText.optional(),
  respondent: storableString().trim().max(200).optional(),
  where: z.array(answerConditionSchema).max(20).default([]),
});
export type AnswerFilters = z.infer<typeof answerFiltersSchema>;

/** `where` travels in a query string as JSON text: `where=[{"elementId":"q1","op":"eq","value":"o1"}]`. */
const whereQuerySchema = z.preprocess((value) => {
  if (value === undefined || value === '') return [];
  // a repeated `where=` arrives as an array: refused, never read as "no filter"
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value; // fails the array check with a clear message
  }
}, z.array(answerConditionSchema).max(20));

export const answerSortSchema = z.enum(['submittedAt', '-submittedAt']);

/** GET answers-v2?formId=&from=&to=&respondent=&where=&sort=&page=&pageSize= */
export const answersQuerySchema = pagingQuerySchema.extend({
  formId: formIdSchema,
  from: dayText.optional(),
  to: dayText.optional(),
  respondent: storableString().trim().max(200).optional(),
  where: whereQuerySchema.default([]),
  sort: answerSortSchema.default('-submittedAt'),
});
export type AnswersQuery = z.infer<typeof answersQuerySchema>;

export const respondentSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
});

/** One response as authors read it. Answers to components hidden by logic were never stored. */
export const answerRowSchema = z.object({
  responseId: z.uuid(),
  formId: z.number().int(),
  formVersion: z.number().int(),
  submittedAt: z.string(),
  receivedAt: z.string(),
  /** null for an anonymous answer */
  respondent: respondentSchema.nullable(),
  verifiedEmail: z.string().nullable(),
  verifiedPhone: z.string().nullable(),
  answers: answersSchema,
  /** names of the locality codes its address answers hold, each in its answer's list (core's placeKey `list:code` → name), where the list knows them */
  places: z.record(z.string(), z.string()).optional(),
});
export type AnswerRow = z.infer<typeof answerRowSchema>;
/** A question deleted from the form, as the last version that had it (`lastVersion`) read it. */
export const removedQuestionSchema = z.object({ element: elementSchema, lastVersion: z.number().int() });
export type RemovedQuestionInfo = z.infer<typeof removedQuestionSchema>;
/** GET {id}/answers/{responseId}: the row, and the removed questions this response answered (after the current ones). */
export const answerDetailSchema = answerRowSchema.extend({ removedQuestions: z.array(removedQuestionSchema) });
export type AnswerDetail = z.infer<typeof answerDetailSchema>;
export const answerListSchema = listSchema(answerRowSchema);
export type AnswerList = z.infer<typeof answerListSchema>;

/** GET {id}/answers-for-filter: per question, what the filter offers. */
export const filterChoiceSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const filterQuestionSchema = z.object({
  elementId: z.string(),
  title: z.string(),
  kind: elementKindSchema,
  /** which condition ops make sense for this kind */
  ops: z.array(answerConditionSchema.shape.op),
  /** choices (options, yes/no, scale points, provinces) with how many responses hold each; empty for free text */
  choices: z.array(filterChoiceSchema),
  /** present for a question deleted from the form whose answers are kept: the last version that had it */
  removedAfterVersion: z.number().int().optional(),
});
export const answersForFilterSchema = z.object({ total: z.number().int(), questions: z.array(filterQuestionSchema) });
export type AnswersForFilter = z.infer<typeof answersForFilterSchema>;

/** One bar / slice: an option, a yes/no, a scale point, a province. */
export const bucketSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type Bucket = z.infer<typeof bucketSchema>;

/** How a question's answers are drawn, chosen by its kind. */
export const chartKinds = ['choice', 'grid', 'numeric', 'text', 'province', 'files', 'cells'] as const;

/** The statistics of one question. `answered + skipped` is the number of responses considered. */
export const questionStatisticsSchema = z.object({
  elementId: z.string(),
  title: z.string(),
  kind: elementKindSchema,
  chart: z.enum(chartKinds),
  answered: z.number().int(),
  skipped: z.number().int(),
  /** choice (incl. boolean, "other" as key `other`), province: one bucket per option / province, in design order */
  buckets: z.array(bucketSchema),
  /** checkboxGrid / radioGrid: per row, a count per column */
  grid: z.array(z.object({ rowId: z.string(), label: z.string(), columns: z.array(bucketSchema) })),
  /** number, decimal, rating, linearScale */
  numeric: z.object({
    mean: z.number().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    /** equal-width bins (integers for rating and scale: one bin per point) */
    histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  }).nullable(),
  /** present for a question deleted from the form whose answers are kept: the last version that had it */
  removedAfterVersion: z.number().int().optional(),
});
export type QuestionStatistics = z.infer<typeof questionStatisticsSchema>;

/** POST answers-group-by-question: every answerable question (or those listed) of a form. */
export const groupByQuestionBodySchema = answerFiltersSchema.extend({
  formId: rowIdSchema,
  elementIds: z.array(elementIdSchema).max(2000).optional(),
});
export type GroupByQuestionBody = z.infer<typeof groupByQuestionBodySchema>;
export const groupByQuestionSchema = z.object({
  total: z.number().int(),
  questions: z.array(questionStatisticsSchema),
});
export type GroupByQuestion = z.infer<typeof groupByQuestionSchema>;

/** POST answers-chart: one question. */
export const answersChartBodySchema = answerFiltersSchema.extend({ formId: rowIdSchema, elementId: elementIdSchema });

/** GET answers-chart-by-date?formId=&days=: answers per Vietnam day, oldest first, days with none included. */
export const chartByDateQuerySchema = z.object({
  /** absent: every form the caller may read the answers of */
  formId: formIdSchema.optional(),
  days: urlNumber(z.number().int().min(1).max(366)).default(30),
});
export const chartByDateSchema = z.object({
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type ChartByDate = z.infer<typeof chartByDateSchema>;

/** GET answers-chart-table-text?formId=&elementId=&search=&page=&pageSize=: the text answers of one question. */
export const chartTableTextQuerySchema = pagingQuerySchema.extend({
  formId: formIdSchema,
  elementId: elementIdSchema,
  search: storableString().trim().max(200).optional(),
});
export const textAnswerSchema = z.object({ responseId: z.uuid(), submittedAt: z.string(), text: z.string() });
export const textAnswerListSchema = listSchema(textAnswerSchema);
export type TextAnswerList = z.infer<typeof textAnswerListSchema>;

/** Multi-choice answers in an export: one column with the labels joined, or one column per option. */
export const multiChoiceLayouts = ['joined', 'columns'] as const;
export const exportFormats = ['xlsx', 'csv'] as const;
/** The header row: question titles, or the stable variable names (element ids, docs/exports.md). */
export const exportHeaderStyles = ['titles', 'names'] as const;
/** Choice answers as their option labels, or as the stored option values. */
export const exportValueStyles = ['labels', 'values'] as const;
/** How an answers export reads: shared by the body of export-answers and the queries of the GET exports. */
export const exportLayoutSchema = z.object({
  multiChoice: z.enum(multiChoiceLayouts).default('joined'),
  headers: z.enum(exportHeaderStyles).default('titles').describe('titles: question titles; names: variable names (element ids)'),
  values: z.enum(exportValueStyles).default('labels').describe('labels: option labels; values: stored option values'),
});
export type ExportLayout = z.infer<typeof exportLayoutSchema>;

/** POST {formId}/export-answers; the answer table's filters apply. */
export const exportAnswersBodySchema = answerFiltersSchema.extend({
  format: z.enum(exportFormats).default('xlsx'),
  ...exportLayoutSchema.shape,
});
export type ExportAnswersBody = z.infer<typeof exportAnswersBodySchema>;

/** GET {id}/export-info-response?multiChoice=: the columns an export will have and how many rows. */
export const exportInfoQuerySchema = exportLayoutSchema.extend(labelLanguageQuerySchema.shape);
export const exportInfoSchema = z.object({
  responses: z.number().int(),
  columns: z.array(z.object({ key: z.string(), header: z.string(), elementId: z.string().nullable() })),
  fileName: z.string(),
});
export type ExportInfo = z.infer<typeof exportInfoSchema>;

/** GET export-question-response/{id}?elementId=&format=: every answer to one question, one row per response. */
export const exportQuestionQuerySchema = exportLayoutSchema.omit({ multiChoice: true }).extend({
  elementId: elementIdSchema, format: z.enum(exportFormats).default('xlsx'), ...labelLanguageQuerySchema.shape,
});

/** POST export-question-response-statistical: the per-question statistics of a form as a file. */
export const exportStatisticalBodySchema = answerFiltersSchema.extend({
  formId: rowIdSchema,
  format: z.enum(exportFormats).default('xlsx'),
});

/**
 * An export's progress (docs/exports.md): the client names its download with a fresh id in the
 * `X-Export-Id` header and asks GET exports/{id}/progress while it streams. `rows` counts the
 * responses read so far out of `total`; `state` is where it ended (a cut download is `cancelled`).
 */
export const EXPORT_ID_HEADER = 'x-export-id';
export const exportIdHeadersSchema = z.object({ [EXPORT_ID_HEADER]: z.uuid().optional() });
export const exportIdParamsSchema = z.object({ exportId: z.uuid() });
export const exportProgressSchema = z.object({
  rows: z.number().int(),
  total: z.number().int(),
  state: z.enum(['running', 'done', 'cancelled', 'failed']),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

/** GET manager-statistical: the forms and answers of the users the caller manages (administrators: everyone). */
export const managerStatisticalSchema = z.object({
  users: z.array(z.object({
    userId: z.number().int(),
    name: z.string(),
    forms: z.number().int(),
    published: z.number().int(),
    answers: z.number().int(),
    lastAnswerAt: z.string().nullable(),
  })),
  totals: z.object({ users: z.number().int(), forms: z.number().int(), published: z.number().int(), answers: z.number().int() }),
});
export type ManagerStatistical = z.infer<typeof managerStatisticalSchema>;

const rankedFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  shortUrl: z.string().nullable(),
  answers: z.number().int(),
  lastAnswerAt: z.string().nullable(),
});

/** GET overview-statistical: survey management overview for administrators (and FormManage holders). */
export const overviewStatisticalSchema = z.object({
  forms: z.object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
  answers: z.object({ total: z.number().int(), today: z.number().int(), last30Days: z.number().int() }),
  /** SPEC 9: top 20 */
  mostUsed: z.array(rankedFormSchema),
  recentlyUsed: z.array(rankedFormSchema),
});
export type OverviewStatistical = z.infer<typeof overviewStatisticalSchema>;

/** GET {id}/answers/{responseId}: one response with its form's title. */
export const answerDetailParamsSchema = z.object({ id: formIdSchema, responseId: z.uuid() });
