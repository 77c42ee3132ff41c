import type { Translate } from '#app/shared/i18n/message-types';
import type { historyFieldMessages } from '../history/history-field-messages';
import type { designerOfflineMessages } from './designer-offline-messages';
import type { DesignConflict } from '#core/forms';
import { plainText, sameValue } from '#core/forms';

/** One conflicting part as the author reads it: what it is, and my version against the server's. */
export interface ConflictText {
  label: string;
  mine: string;
  theirs: string;
}

const MAX_TEXT = 80;
const MAX_FIELDS = 4;
/** Bookkeeping that says nothing to the author. */
const hiddenFields = new Set(['id', 'phaseId', 'position', 'kind']);

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The words a conflict is told in (useT over these catalogues) and how a number reads in the reader's language. */
export type ConflictWords = Translate<[typeof designerOfflineMessages, typeof historyFieldMessages]>;

export function conflictText(t: ConflictWords, formatNumber: (value: number) => string, conflict: DesignConflict): ConflictText {
  const fieldName = (field: string) => t.ifKnown(`historyField.${field}`, field);

  const show = (value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('designerOffline.value.empty');
    if (typeof value === 'boolean') return t(value ? 'designerOffline.value.yes' : 'designerOffline.value.no');
    if (typeof value === 'number') return formatNumber(value);
    if (typeof value === 'string') return `“${clip(plainText(value)) || t('designerOffline.value.empty')}”`;
    if (Array.isArray(value)) {
      const labels = value.map((item) => (typeof item === 'string' ? item : record(item)?.label)).filter((l): l is string => typeof l === 'string');
      if (labels.length === value.length && labels.length > 0) return clip(labels.join(', '));
      return t('designerOffline.value.items', { count: value.length });
    }
    return t('designerOffline.value.items', { count: Object.keys(record(value) ?? {}).length });
  };

  /** The fields of `value` that differ from `other` (all of them when the other side has none). */
  const side = (value: unknown, other: unknown): string => {
    if (value === undefined) return t('designerOffline.value.absent');
    const mine = record(value);
    if (!mine) return show(value);
    const theirs = record(other) ?? {};
    const fields = Object.keys(mine).filter((k) => !hiddenFields.has(k) && !sameValue(mine[k], theirs[k]));
    if (fields.length === 0) return t('designerOffline.value.same');
    const shown = fields.slice(0, MAX_FIELDS).map((k) => `${fieldName(k)}: ${show(mine[k])}`);
    return fields.length > MAX_FIELDS ? `${shown.join('; ')}; …` : shown.join('; ');
  };

  const label = (() => {
    const { target, targetId } = conflict;
    const name = clip(conflict.label);
    if (target === 'form') return t.ifKnown(`designerOffline.part.form.${targetId}`, fieldName(targetId));
    if (target === 'settings') return t('designerOffline.part.settings', { label: fieldName(targetId) });
    if (target === 'welcome' || target === 'thankYou') return t(`designerOffline.part.${target}`);
    return t(`designerOffline.part.${target}`, { label: name });
  })();

  return { label, mine: side(conflict.mine, conflict.theirs), theirs: side(conflict.theirs, conflict.mine) };
}
