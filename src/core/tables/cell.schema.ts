import { z } from 'zod';

export const actionTypes = ['create', 'update', 'delete'] as const;
export const actionTypeSchema = z.enum(actionTypes);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** SPEC 3: the designer's question input types; 8 MultiType is disabled in the chooser. */
export const QuestionInputType = { Input: 1, Number: 2, Datetime: 3, Checkbox: 4, Radio: 5, Select: 6, Table: 7, MultiType: 8 } as const;

/** The key of the first column of each row. */
export const ROW_HEADER_KEY = 'rowHeader';

const idSchema = z.union([z.number().int(), z.string().min(1).max(64)]);

export const cellOptionSchema = z.object({
  id: idSchema.nullish(),
  parentId: idSchema.nullish(),
  value: z.string().max(500),
  text: z.string().max(2000),
  actionType: actionTypeSchema.optional(),
});
export type CellOption = z.infer<typeof cellOptionSchema>;

export const tableCellSchema = z.object({
  id: idSchema.nullish(),
  parentId: idSchema.nullish(),
  key: z.string().max(100),
  title: z.string().max(2000).optional(),
  text: z.string().max(2000).optional(),
  type: z.number().int().min(1).max(8),
  rowIndex: z.number().int().nonnegative(),
  columnIndex: z.number().int().nonnegative(),
  placeholder: z.string().max(500).optional(),
  value: z.string().max(10000).optional(),
  actionType: actionTypeSchema.optional(),
  questionId: idSchema.nullish(),
  children: z.array(cellOptionSchema).default([]),
});
export type TableCell = z.infer<typeof tableCellSchema>;
