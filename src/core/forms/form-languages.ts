import { z } from 'zod';

/**
 * The languages a form's texts may be written in. Vietnamese is always there (it is the text every
 * field holds); English is an optional addition kept beside it in each object's `translations.en`.
 */
export const formLanguages = ['vi', 'en'] as const;
export type FormLanguage = (typeof formLanguages)[number];
export const formLanguageSchema = z.enum(formLanguages);

/** A form in Vietnamese only, or in Vietnamese and English (settings `languages`). */
export const formLanguagesSchema = z.union([z.tuple([z.literal('vi')]), z.tuple([z.literal('vi'), z.literal('en')])]);
export type FormLanguages = z.infer<typeof formLanguagesSchema>;

type WithoutDefault<S> = S extends z.ZodDefault<infer I> ? I : S extends z.ZodPrefault<infer I> ? I : S;
type TranslationShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> };

/** A field's schema without its default: an English text not given stays absent (the Vietnamese one shows). */
function withoutDefault(schema: z.core.SomeType): z.core.SomeType {
  return schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault ? schema.unwrap() : schema;
}

/**
 * The `translations` field of an object whose respondent-visible texts are `texts` (fields picked
 * from its own schema, so the limits and the rich-text marks stay the same): each may be given in
 * English, none has to be. Absent in every design written before bilingual forms.
 */
export function translationsOf<S extends z.ZodRawShape>(texts: z.ZodObject<S>) {
  const fields = Object.entries(texts.shape).map(([key, schema]) => [key, z.optional(withoutDefault(schema))]);
  const shape = Object.fromEntries(fields) as TranslationShape<S>;
  return z.object({ en: z.object(shape).optional() }).optional();
}
