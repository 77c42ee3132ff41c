import type { FormElement } from '#core/forms';
import { ChoiceList, TickBox, usePrintText } from './print-parts';

/** radio, dropdown, checkbox: every option with a box, the other option with a line. */
export function PrintChoices({ element }: { element: FormElement }) {
  const t = usePrintText();
  const many = element.kind === 'checkbox';
  const labels = (element.options ?? []).map((o) => o.label);
  return (
    <>
      <p className="print-hint">{many ? choiceRule(element, t) : t('print.chooseOne')}</p>
      <ChoiceList labels={labels} round={!many} />
      {element.otherOption && (
        <p className="print-other"><TickBox round={!many} /> {element.otherLabel?.trim() || t('answerKinds.other')}: <span className="print-line print-line-inline" /></p>
      )}
    </>
  );
}

function choiceRule(element: FormElement, t: ReturnType<typeof usePrintText>): string {
  const { minChoices: min, maxChoices: max } = element;
  if (min !== undefined && max !== undefined) return min === max ? t('answerKinds.choices.exact', { count: min }) : t('answerKinds.choices.range', { min, max });
  if (min !== undefined && min > 0) return t('answerKinds.choices.min', { min });
  if (max !== undefined) return t('answerKinds.choices.max', { max });
  return t('print.chooseMany');
}

export function PrintBoolean({ element }: { element: FormElement }) {
  const t = usePrintText();
  return <ChoiceList labels={[element.trueLabel?.trim() || t('answerKinds.yes'), element.falseLabel?.trim() || t('answerKinds.no')]} round />;
}

/** linearScale and rating: one box per value, the end labels beside. */
export function PrintScale({ element }: { element: FormElement }) {
  const rating = element.kind === 'rating';
  const min = rating ? 1 : element.min ?? 1;
  const max = element.max ?? 5;
  const step = rating ? 1 : element.step ?? 1;
  const values: number[] = [];
  for (let v = min; v <= max && values.length < 100; v += step) values.push(v);
  return (
    <p className="print-scale">
      {element.minLabel && <span className="print-hint">{element.minLabel}</span>}
      {values.map((v) => <span key={v} className="print-scale-value"><TickBox round /> {v}</span>)}
      {element.maxLabel && <span className="print-hint">{element.maxLabel}</span>}
    </p>
  );
}

/** checkboxGrid, radioGrid: a table of rows by columns with a box in each cell. */
export function PrintChoiceGrid({ element }: { element: FormElement }) {
  const round = element.kind === 'radioGrid';
  const columns = element.columns ?? [];
  return (
    <table className="print-table">
      <thead>
        <tr><td />{columns.map((c) => <th key={c.id} scope="col">{c.label}</th>)}</tr>
      </thead>
      <tbody>
        {(element.rows ?? []).map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            {columns.map((c) => <td key={c.id} className="print-cell-box"><TickBox round={round} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
