import { z } from 'zod';

/** Every element kind of SPEC 3. The foundation renders text, number and radio; the rest grow later. */
export const elementKinds = [
  'email', 'phone', 'number', 'decimal', 'text', 'date', 'datetime', 'nationalId', 'attachment',
  'dropdown', 'boolean', 'checkbox', 'radio', 'linearScale', 'address', 'checkboxGrid', 'radioGrid',
  'rating', 'title', 'quote', 'image', 'video', 'table', 'grid',
] as const;
export const elementKindSchema = z.enum(elementKinds);
export type ElementKind = z.infer<typeof elementKindSchema>;

/** Kinds that only present content and take no answer. */
export const displayOnlyKinds: readonly ElementKind[] = ['title', 'quote', 'image', 'video'];
export const choiceKinds: readonly ElementKind[] = ['dropdown', 'checkbox', 'radio'];

export const elementIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const choiceOptionSchema = z.object({
  id: elementIdSchema,
  label: z.string().trim().min(1).max(500),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

export const elementSchema = z.object({
  id: elementIdSchema,
  kind: elementKindSchema,
  title: z.string().max(2000),
  description: z.string().max(5000).optional(),
  required: z.boolean().default(false),
  /** number and decimal: inclusive range, step and unit */
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  step: z.number().finite().positive().optional(),
  unit: z.string().max(50).optional(),
  /** text: character limits */
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  /** choices */
  options: z.array(choiceOptionSchema).max(1000).optional(),
  otherOption: z.boolean().optional(),
  otherLabel: z.string().max(200).optional(),
});
export type FormElement = z.infer<typeof elementSchema>;
export type FormElementInput = z.input<typeof elementSchema>;
