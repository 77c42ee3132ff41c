import './options-editor.css';
import { useState } from 'react';
import type { ChoiceOption } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { ProblemLine } from './fields';
import type { KindLabelId, KindLabels } from './labels';
import { newId } from '../state/new-id';
import { OptionsImportButton } from './options-import-button';
import { mergeLabels, type MergeMode } from './options-lines';
import { OptionsPasteDialog, type ListNoun, type PasteRequest } from './options-paste-dialog';
import { EnglishTextField } from '../english/english-field';

export interface OptionsEditorProps {
  noun: ListNoun;
  items: readonly ChoiceOption[];
  onChange: (items: ChoiceOption[]) => void;
  labels: KindLabels;
  /** the most items core accepts in this list */
  max: number;
  /** a problem of the whole list, and of one item by id */
  listProblem?: string | undefined;
  itemProblem?: (id: string) => string | undefined;
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A list of choices: rename inline, reorder, remove, add one, paste many as lines, import a CSV/XLSX column. */
export function OptionsEditor({ noun, items, onChange, labels, max, listProblem, itemProblem }: OptionsEditorProps) {
  const [pasting, setPasting] = useState<PasteRequest | null>(null);
  const [status, setStatus] = useState('');
  const nounText = labels.text(`kinds.noun.${noun}`);
  const name = (id: KindLabelId, i: number) => labels.plain(id, { noun: nounText, i });
  const full = items.length >= max;

  const update = (id: string, patch: Partial<ChoiceOption>) => onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const add = () => {
    if (full) return;
    onChange([...items, { id: newId(), label: labels.text(`kinds.list.default.${noun}`, { i: items.length + 1 }) }]);
    setStatus('');
  };
  const apply = (lines: string[], mode: MergeMode) => {
    const result = mergeLabels(items, lines, mode, newId, max);
    onChange(result.items);
    setPasting(null);
    const added = labels.text('kinds.paste.added', { count: result.added });
    setStatus(result.truncated ? `${added} ${labels.text('kinds.paste.truncated', { max })}` : added);
  };

  return (
    <fieldset className="kind-options options-editor">
      <legend>{labels.label(`kinds.list.legend.${noun}`)}</legend>
      {items.length === 0 && <p className="muted">{labels.text('kinds.list.empty')}</p>}
      <ol className="option-list">
        {items.map((item, index) => {
          const i = index + 1;
          return (
            <li key={item.id} className="option-row">
              <div className="option-texts">
                <TextField
                  label={labels.label(`kinds.list.item.${noun}`, { i })}
                  value={item.label}
                  maxLength={500}
                  onChange={(label) => update(item.id, { label })}
                  errorMessage={itemProblem?.(item.id)}
                  validationBehavior="aria"
                />
                <EnglishTextField label={labels.label(`kinds.list.item.${noun}`, { i })} holder={item} field="label" maxLength={500}
                  onChange={(translations) => update(item.id, { translations })} />
              </div>
              <span className="option-actions">
                <Button variant="quiet" className="icon-button" isDisabled={index === 0}
                  aria-label={name('kinds.list.moveUp', i)} onPress={() => onChange(move(items, index, index - 1))}>
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button variant="quiet" className="icon-button" isDisabled={index === items.length - 1}
                  aria-label={name('kinds.list.moveDown', i)} onPress={() => onChange(move(items, index, index + 1))}>
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button variant="quiet" className="icon-button" aria-label={name('kinds.list.remove', i)}
                  onPress={() => onChange(items.filter((other) => other.id !== item.id))}>
                  <span aria-hidden="true">✕</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <ProblemLine message={listProblem} />
      {full && <p className="muted">{labels.text('kinds.list.full', { max })}</p>}
      <div className="button-row">
        <Button onPress={add} isDisabled={full} aria-label={labels.plain('kinds.list.addTo', { noun: nounText })}>
          <span aria-hidden="true">+</span> {labels.text('kinds.list.add', { noun: nounText })}
        </Button>
        <Button variant="quiet" isDisabled={full} onPress={() => setPasting({ text: '' })}
          aria-label={labels.plain('kinds.paste.openFor', { nouns: labels.text(`kinds.nouns.${noun}`) })}>
          {labels.text('kinds.paste.open')}
        </Button>
        <OptionsImportButton noun={noun} labels={labels} isDisabled={full} onRead={setPasting} onProblem={setStatus} />
      </div>
      <p className="options-status" role="status">{status}</p>
      {pasting && <OptionsPasteDialog request={pasting} noun={noun} labels={labels} onApply={apply} onClose={() => setPasting(null)} />}
    </fieldset>
  );
}
