/** A JSON object of the source (`{...}`), as opposed to an array or a scalar. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Languages read from a localized string, best first: Vietnamese, then SurveyJS's default text. */
const preferredLocales = ['vi', 'default'] as const;

/** Text that PostgreSQL can store: no NUL, no lone surrogate (each becomes U+FFFD). */
function storable(value: string): string {
  return value.replace(/\0/g, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** A translation the product cannot keep (it holds one language per text), to list to the author. */
export interface DroppedTranslation {
  property: string;
  locale: string;
  text: string;
}

/**
 * One object of a SurveyJS JSON (the survey, a page, a panel, a question, a validator) read through
 * typed accessors that remember which properties were read, so that whatever the converter did not
 * read can be listed to the author (`unread`), never dropped silently.
 */
export class SourceObject {
  private readonly read = new Set<string>();
  readonly dropped: DroppedTranslation[] = [];

  constructor(readonly json: JsonObject) {}

  static from(value: unknown): SourceObject | null {
    return isJsonObject(value) ? new SourceObject(value) : null;
  }

  has(key: string): boolean {
    return this.json[key] !== undefined && this.json[key] !== null;
  }

  raw(key: string): unknown {
    this.read.add(key);
    return this.json[key];
  }

  /** Marks properties as taken care of without reading them (the caller maps them another way). */
  consume(...keys: string[]): void {
    for (const key of keys) this.read.add(key);
  }

  /** The first of `keys` that is present (SurveyJS renamed several properties: `hasOther` → `showOtherItem`). */
  firstOf(...keys: string[]): unknown {
    this.consume(...keys);
    for (const key of keys) if (this.has(key)) return this.json[key];
    return undefined;
  }

  /** A plain string or number as text; a localized string (`{default, vi, en}`) gives its Vietnamese or default text. */
  text(...keys: string[]): string | undefined {
    const value = this.firstOf(...keys);
    const property = keys.find((key) => this.has(key)) ?? keys[0] ?? '';
    return this.localized(property, value);
  }

  private localized(property: string, value: unknown): string | undefined {
    if (typeof value === 'string') return storable(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (!isJsonObject(value)) return undefined;
    const texts = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    const chosen = preferredLocales.map((locale) => texts.find(([key]) => key === locale)).find((entry) => entry !== undefined) ?? texts[0];
    for (const [locale, text] of texts) {
      if (locale !== chosen?.[0] && text.trim() !== '' && text !== chosen?.[1]) this.dropped.push({ property, locale, text: storable(text) });
    }
    return chosen === undefined ? undefined : storable(chosen[1]);
  }

  /** A finite number, also when written as a numeric string ("10"). */
  number(...keys: string[]): number | undefined {
    const value = this.firstOf(...keys);
    const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
  }

  boolean(...keys: string[]): boolean | undefined {
    const value = this.firstOf(...keys);
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    return undefined;
  }

  array(...keys: string[]): unknown[] {
    const value = this.firstOf(...keys);
    return Array.isArray(value) ? value : [];
  }

  /** Properties present in the source that nothing read. */
  unread(): [string, unknown][] {
    return Object.entries(this.json).filter(([key, value]) => !this.read.has(key) && value !== undefined && value !== null);
  }
}
