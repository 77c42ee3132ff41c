import { z } from 'zod';
import { MAX_INT4 } from '../text';
import { pagingQuerySchema, listSchema } from './envelope';
import { plainText } from './config.contract';
import { rowIdParamsSchema, rowIdSchema } from './url-number.schema';

const idSchema = rowIdSchema;
/** How deep items may nest (level 1 = top). */
export const CATEGORY_MAX_LEVEL = 10;

export const categoryIdParamsSchema = rowIdParamsSchema;

/** GET category/list?search=&page=&pageSize= (search in code and name, ignoring case and accents). */
export const categoryListQuerySchema = pagingQuerySchema.extend({ search: z.string().trim().max(200).optional() });

export const categorySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string(), itemCount: z.number().int(), updatedAt: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = listSchema(categorySchema);
export type CategoryList = z.infer<typeof categoryListSchema>;

/** POST category/save: without id creates, with id updates; the code is unique in the company. */
export const categorySaveBodySchema = z.object({ id: idSchema.optional(), code: plainText(50), name: plainText(200) });
export type CategorySaveBody = z.infer<typeof categorySaveBodySchema>;

export const categoryItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  code: z.string(),
  name: z.string(),
  order: z.number().int(),
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;
export const categoryItemListSchema = z.array(categoryItemSchema);

/** POST category/item/save: level = the parent's level + 1 (1 without parent); the code is unique in the category. */
export const categoryItemSaveBodySchema = z.object({
  id: idSchema.optional(),
  categoryId: idSchema,
  parentId: idSchema.nullable().optional(),
  code: plainText(50),
  name: plainText(200),
  order: z.number().int().min(0).max(MAX_INT4).default(0),
});
export type CategoryItemSaveBody = z.infer<typeof categoryItemSaveBodySchema>;

/** DELETE replies: the removed ids (an item's removal takes its descendants with it). */
export const deletedIdsSchema = z.object({ ids: z.array(z.number().int()) });
