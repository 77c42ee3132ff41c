import { z } from 'zod';
import { elementIdSchema } from './element.schema';

export const comparisons = ['eq', 'gt', 'gte', 'lt', 'lte', 'neq'] as const;
export const comparisonSchema = z.enum(comparisons);
export type Comparison = z.infer<typeof comparisonSchema>;

export const conditionSchema = z.object({
  elementId: elementIdSchema,
  comparison: comparisonSchema,
  /** for choice elements, the option id; for numbers, a number; for text, text */
  value: z.union([z.string().max(2000), z.number()]),
});
export type Condition = z.infer<typeof conditionSchema>;

export const ruleActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('show'), elementIds: z.array(elementIdSchema).min(1) }),
  z.object({ type: z.literal('forbidSubmit') }),
]);
export type RuleAction = z.infer<typeof ruleActionSchema>;

export const logicRuleSchema = z.object({
  id: elementIdSchema,
  join: z.enum(['and', 'or']).default('and'),
  conditions: z.array(conditionSchema).min(1).max(50),
  actions: z.array(ruleActionSchema).min(1).max(50),
});
export type LogicRule = z.infer<typeof logicRuleSchema>;
