import { useMemo, type ReactNode } from 'react';
import { useT } from '#app/shared/i18n/use-t';
import type { MessageId, Translate } from '#app/shared/i18n/message-types';
import { kindsMessages } from './kinds-messages';
import { listMessages } from './kinds-lists-messages';
import { tableMessages } from './kinds-table-messages';

type Values = Record<string, string | number>;

/** The catalogues a kind's controls are named from. */
export type KindWords = Translate<[typeof kindsMessages, typeof listMessages, typeof tableMessages]>;
export type KindLabelId = MessageId<[typeof kindsMessages, typeof listMessages, typeof tableMessages]>;

/**
 * Labels of a kind's controls. Messages name what the control is and, inside `<q>…</q>`, which
 * question it belongs to: that part is read by screen readers (and found by tests) but not shown,
 * so "Minimum" looks short and is still "question 3 Minimum" for assistive technology.
 */
export interface KindLabels {
  /** "question 3" (or a narrower scope such as "question 3 column 2"), lower case for mid-sentence use */
  scope: string;
  label: (id: KindLabelId, values?: Values) => ReactNode;
  /** the same text with the scope visible, for aria-label and other plain strings */
  plain: (id: KindLabelId, values?: Values) => string;
  /** a message that takes no scope */
  text: (id: KindLabelId, values?: Values) => string;
}

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;
const asText = (node: ReactNode): string => {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  return Array.isArray(node) ? node.map(asText).join('') : '';
};
const joined = (chunks: ReactNode[]) => asText(chunks);

export function kindLabels(t: KindWords, scope: string): KindLabels {
  return {
    scope,
    label: (id, values) => t.rich(id, { scope, ...values, q: hidden }),
    plain: (id, values) => asText(t.rich(id, { scope, ...values, q: joined })),
    text: (id, values) => asText(t.rich(id, { ...values })),
  };
}

/** The translator of a kind's controls (for labels in a narrower scope, see table-editor/columns.tsx). */
export function useKindWords(): KindWords {
  return useT(kindsMessages, listMessages, tableMessages);
}

/** Labels scoped to the question at `position` (1-based). */
export function useKindLabels(position: number): KindLabels {
  const t = useKindWords();
  return useMemo(() => kindLabels(t, t('kinds.scope.question', { n: position })), [t, position]);
}
