import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useT } from '#app/shared/i18n/use-t';
import { kindsMessages } from './kinds-messages';

type Values = Record<string, string | number>;

/**
 * Labels of a kind's controls. Messages name what the control is and, inside `<q>…</q>`, which
 * question it belongs to: that part is read by screen readers (and found by tests) but not shown,
 * so "Minimum" looks short and is still "question 3 Minimum" for assistive technology.
 */
export interface KindLabels {
  /** "question 3" (or a narrower scope such as "question 3 column 2"), lower case for mid-sentence use */
  scope: string;
  label: (id: string, values?: Values) => ReactNode;
  /** the same text with the scope visible, for aria-label and other plain strings */
  plain: (id: string, values?: Values) => string;
  /** a message that takes no scope */
  text: (id: string, values?: Values) => string;
}

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;
const asText = (nodes: ReactNode[]) => nodes.map((node) => (typeof node === 'string' || typeof node === 'number' ? String(node) : '')).join('');
const joined = (chunks: ReactNode[]) => asText(chunks);

export function kindLabels(intl: IntlShape, scope: string): KindLabels {
  const text = (id: string, values?: Values) => intl.formatMessage({ id }, values);
  return {
    scope,
    label: (id, values) => intl.formatMessage({ id }, { scope, ...values, q: hidden }),
    plain: (id, values) => {
      const out = intl.formatMessage({ id }, { scope, ...values, q: joined });
      return Array.isArray(out) ? asText(out as ReactNode[]) : String(out);
    },
    text,
  };
}

/** Labels scoped to the question at `position` (1-based). */
export function useKindLabels(position: number): KindLabels {
  const intl = useIntl();
  const t = useT(kindsMessages);
  return useMemo(() => kindLabels(intl, t('kinds.scope.question', { n: position })), [intl, t, position]);
}
