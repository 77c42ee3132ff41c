import { useT } from '#app/shared/i18n/use-t';
import { answerHintsMessages } from '#app/shared/forms/answer-hints-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { printMessages } from './print-messages';

/** Message lookup of the print view. */
export function usePrintText() {
  return useT(printMessages, formsMessages, answerHintsMessages);
}

/** Ruled lines to write an answer on. */
export function WriteLines({ count = 1 }: { count?: number }) {
  return (
    <div className="print-lines" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <span key={i} className="print-line" />)}
    </div>
  );
}

/** An empty box to tick: round for one choice, square for several (as on paper forms). */
export function TickBox({ round = false }: { round?: boolean }) {
  return <span className={round ? 'print-box print-box-round' : 'print-box'} aria-hidden="true" />;
}

/** Labelled choices, each with its box. */
export function ChoiceList({ labels, round }: { labels: readonly string[]; round: boolean }) {
  return (
    <ul className="print-choices">
      {labels.map((label, i) => <li key={i}><TickBox round={round} /> {label}</li>)}
    </ul>
  );
}

/** Separate boxes for the parts of a date or time: "__ / __ / ____". */
export function DateBoxes({ withTime }: { withTime: boolean }) {
  const t = usePrintText();
  return (
    <p className="print-date">
      <span aria-hidden="true">☐☐ / ☐☐ / ☐☐☐☐</span> <span className="print-hint">({t('print.date')})</span>
      {withTime && <><span aria-hidden="true">   ☐☐ : ☐☐</span> <span className="print-hint">({t('print.time')})</span></>}
    </p>
  );
}
