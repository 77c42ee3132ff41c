import type { Translate } from '#app/shared/i18n/message-types';
import { plainText } from '#core/forms';
import { displayOnlyKinds, type ElementKind } from '#core/forms';
import type { DesignChange } from '#core/forms';
import type { historyFieldMessages } from './history-field-messages';
import type { historyMessages } from './history-messages';

/** One change as a person reads it: a headline ("Edited question 'Age'") and what differs in it. */
export interface ChangeText {
  headline: string;
  details: string[];
}

const MAX_TEXT = 80;
/** Bookkeeping of the snapshot, reported as a move rather than as a field. */
const placeFields = new Set(['id', 'phaseId', 'position']);
const enumValues = new Set(['always', 'scheduled', 'individual', 'organisation']);
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export type ChangeWords = Translate<[typeof historyMessages, typeof historyFieldMessages]>;

/** `formatNumber` and `dateTime`: how a number and a moment read in the reader's language. */
export function createChangeText(t: ChangeWords, formatNumber: (value: number) => string, dateTime: (iso: string) => string) {
  const fieldName = (field: string) => t.ifKnown(`historyField.${field}`, field);

  const show = (value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('historyTab.empty.value');
    if (typeof value === 'boolean') return t(value ? 'historyTab.yes' : 'historyTab.no');
    if (typeof value === 'number') return formatNumber(value);
    if (typeof value === 'string') {
      if (enumValues.has(value)) return t.ifKnown(`historyValue.${value}`, value);
      if (isoDateTime.test(value)) return dateTime(value);
      return `“${clip(plainText(value)) || t('historyTab.empty.value')}”`;
    }
    if (Array.isArray(value)) {
      const labels = value.map((item) => (typeof item === 'string' ? item : record(item)?.label)).filter((l): l is string => typeof l === 'string');
      if (labels.length === value.length && labels.length > 0) return clip(labels.join(', '));
      return t('historyTab.items', { count: value.length });
    }
    return t('historyTab.changed');
  };

  /** "title “a” → “b”" for each field that differs between two snapshots. */
  const fieldDetails = (before: unknown, after: unknown): string[] => {
    const old = record(before);
    const next = record(after);
    if (!old || !next) return [];
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((k) => !placeFields.has(k));
    const details = keys.filter((k) => !same(old[k], next[k])).map((k) => `${fieldName(k)}: ${show(old[k])} → ${show(next[k])}`);
    if (old.phaseId !== undefined && old.phaseId !== next.phaseId) details.push(t('historyTab.movedPhase'));
    else if (typeof next.position === 'number' && old.position !== next.position) details.push(t('historyTab.moved', { n: next.position + 1 }));
    return details;
  };

  return (change: DesignChange): ChangeText => {
    const { target } = change;
    if (target === 'form' || target === 'settings') {
      const field = fieldName(change.targetId);
      const id = target === 'form' ? 'historyTab.edited.form' : (`historyTab.${change.change}.settings` as const);
      return { headline: t(id, { field }), details: [`${show(change.before)} → ${show(change.after)}`] };
    }
    if (target === 'element') {
      const kind = (record(change.after) ?? record(change.before))?.kind as ElementKind | undefined;
      const what = t(kind && displayOnlyKinds.includes(kind) ? 'historyTab.block' : 'historyTab.question');
      const headline = t(`historyTab.${change.change}.element`, { what, label: clip(change.label) });
      return { headline, details: change.change === 'edited' ? fieldDetails(change.before, change.after) : [] };
    }
    if (target === 'phase') {
      const headline = t(`historyTab.${change.change}.phase`, { label: clip(change.label) });
      return { headline, details: change.change === 'edited' ? fieldDetails(change.before, change.after) : [] };
    }
    const headline = t(`historyTab.${change.change}.${target}`);
    return { headline, details: change.change === 'edited' && target !== 'rule' ? fieldDetails(change.before, change.after) : [] };
  };
}
