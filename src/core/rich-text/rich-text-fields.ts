import { z } from 'zod';

/**
 * Marks a schema's rich-text (HTML) fields. A field built with `richText()` is sanitised by the
 * server wherever a value of that schema is written or read (`mapRichText`), and only such a value
 * can be given to the page's rich-text renderer (its type carries the `RichText` brand). A plain
 * string is text: React escapes it, and the renderer refuses it at compile time.
 */
const richTextRegistry = z.registry<{ richText: true }>();

/** `schema` (a string schema with its limits) marked as rich text. */
export function richText<S extends z.ZodString>(schema: S) {
  richTextRegistry.add(schema, { richText: true });
  return schema.brand<'RichText'>();
}

/** HTML that went through the rich-text allow-list (rich-text-policy.ts). */
export type RichText = string & z.$brand<'RichText'>;

/** Where a schema holds rich text: object keys, '*' for every item of an array. */
export type RichTextPath = readonly string[];

const pathsBySchema = new WeakMap<z.ZodType, readonly RichTextPath[]>();

/** The wrapped schema of optional, nullable, default, readonly and catch wrappers; null when none. */
function innerOf(schema: z.ZodType): z.ZodType | null {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault
    || schema instanceof z.ZodPrefault || schema instanceof z.ZodReadonly || schema instanceof z.ZodCatch
    || schema instanceof z.ZodExactOptional || schema instanceof z.ZodNonOptional) {
    return schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  return null;
}

function collect(schema: z.ZodType, at: RichTextPath, into: RichTextPath[]): void {
  if (richTextRegistry.has(schema)) {
    into.push(at);
    return;
  }
  const inner = innerOf(schema);
  if (inner) {
    collect(inner, at, into);
    return;
  }
  if (schema instanceof z.ZodObject) {
    const fields = schema.shape as Readonly<Record<string, z.ZodType>>;
    for (const [key, field] of Object.entries(fields)) collect(field, [...at, key], into);
  } else if (schema instanceof z.ZodArray) {
    collect(schema.element as z.ZodType, [...at, '*'], into);
  } else if (schema instanceof z.ZodUnion) {
    // no union holds rich text today; one that did would need a path form of its own
    const nested: RichTextPath[] = [];
    for (const option of schema.options as z.ZodType[]) collect(option, at, nested);
    if (nested.length > 0) throw new Error(`rich text inside a union at ${at.join('.')} is not supported`);
  }
}

/** Every rich-text field of a schema, derived from the `richText()` marks (computed once per schema). */
export function richTextPaths(schema: z.ZodType): readonly RichTextPath[] {
  let paths = pathsBySchema.get(schema);
  if (!paths) {
    const found: RichTextPath[] = [];
    collect(schema, [], found);
    paths = found;
    pathsBySchema.set(schema, paths);
  }
  return paths;
}

function mapAt(value: unknown, path: RichTextPath, transform: (html: string) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? transform(value) : value;
  if (head === '*') return Array.isArray(value) ? value.map((item) => mapAt(item, rest, transform)) : value;
  if (value === null || typeof value !== 'object' || !(head in value)) return value;
  const field = (value as Record<string, unknown>)[head];
  if (field === undefined) return value;
  return { ...value, [head]: mapAt(field, rest, transform) };
}

/**
 * A copy of `value` (a value of `schema`) with `transform` applied to each of its rich-text fields
 * (the sanitiser); everything else, absent optional fields included, stays exactly as it was.
 */
export function mapRichText<T>(schema: z.ZodType, value: T, transform: (html: string) => string): T {
  let result: unknown = value;
  for (const path of richTextPaths(schema)) result = mapAt(result, path, transform);
  return result as T;
}

/** Editor output, or a stored value, taken as a rich-text field's HTML (the renderer sanitises it). */
export function asRichText(html: string): RichText {
  return html as RichText;
}

/** Every rich-text value of `value` (a value of `schema`), in no particular order. */
export function richTextValues(schema: z.ZodType, value: unknown): string[] {
  const found: string[] = [];
  mapRichText(schema, value, (html) => {
    found.push(html);
    return html;
  });
  return found;
}
