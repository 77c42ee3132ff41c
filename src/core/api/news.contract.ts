import { z } from 'zod';
import { richText } from '../rich-text/rich-text-fields';
import { storableString } from '../text';
import { listSchema, pagingQuerySchema } from './envelope';
import { rowIdParamsSchema, rowIdSchema, urlNumber } from './url-number.schema';

/** A news item is a draft (0) until published (1); deleting it is soft. */
export const NewsStatus = { Draft: 0, Published: 1 } as const;
export const newsStatusSchema = z.union([z.literal(0), z.literal(1)]);
export type NewsStatusValue = z.infer<typeof newsStatusSchema>;

export const NEWS_TITLE_MAX = 300;
export const NEWS_SUMMARY_MAX = 1000;
/** HTML of the rich-text editor, before sanitising */
export const NEWS_CONTENT_MAX = 200_000;
export const NEWS_RELATED_MAX = 20;

const rowId = rowIdSchema;

/** GET /v1/news?search=&status=&page=&pageSize= (management: drafts and published items). */
export const listNewsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: urlNumber(newsStatusSchema).optional(),
});
export type ListNewsQuery = z.infer<typeof listNewsQuerySchema>;

export const newsIdParamsSchema = rowIdParamsSchema;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  /** a storage URL (/api/storage/files/{key}) of an image uploaded with the token flow */
  coverImage: z.string().nullable(),
  status: newsStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  authorName: z.string().nullable(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsListSchema = listSchema(newsSummarySchema);
export type NewsList = z.infer<typeof newsListSchema>;

export const newsDetailSchema = newsSummarySchema.extend({
  /** sanitised HTML */
  content: richText(z.string()),
  /** in the editor's order; the public call lists only the published ones */
  related: z.array(newsSummarySchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** POST /v1/news/save: without id creates a draft, with id updates the item (its status is unchanged). */
export const saveNewsBodySchema = z.object({
  id: rowId.optional(),
  title: storableString().trim().min(1, 'validation.titleRequired').max(NEWS_TITLE_MAX, 'validation.invalid'),
  summary: storableString().trim().max(NEWS_SUMMARY_MAX, 'validation.invalid').optional(),
  content: richText(storableString().max(NEWS_CONTENT_MAX, 'validation.invalid')).prefault(''),
  coverImage: z.string().max(300).nullable().default(null),
  relatedIds: z.array(rowId).max(NEWS_RELATED_MAX, 'validation.invalid').default([])
    .refine((ids) => new Set(ids).size === ids.length, 'validation.newsRelatedDuplicate'),
});
export type SaveNewsBody = z.input<typeof saveNewsBodySchema>;
export type SaveNewsInput = z.output<typeof saveNewsBodySchema>;

/** GET /v1/news/published?page=&pageSize= (anyone: published items, newest first). */
export const publishedNewsQuerySchema = pagingQuerySchema;
