import { useState } from 'react';
import { Dialog, Heading, Label, Modal, ModalOverlay, Text, TextArea, TextField } from 'react-aria-components';
import { Button } from '#app/shared/ui/button';
import { RadioGroup } from '#app/shared/ui/radio-group';
import type { KindLabels } from './labels';
import { labelsFromLines, type MergeMode } from './options-lines';

export type ListNoun = 'option' | 'row' | 'column';

export interface PasteRequest {
  /** lines to start from: empty for "paste", the file's first column for "import" */
  text: string;
  /** what the import read, shown above the lines */
  note?: string;
}

/** Lines typed or pasted (or read from a file) become items, appended or replacing the list. */
export function OptionsPasteDialog({ request, noun, labels, onApply, onClose }: {
  request: PasteRequest;
  noun: ListNoun;
  labels: KindLabels;
  onApply: (lines: string[], mode: MergeMode) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(request.text);
  const [mode, setMode] = useState<MergeMode>('append');
  const count = labelsFromLines(text).length;
  const nouns = labels.text(`kinds.nouns.${noun}`);
  return (
    <ModalOverlay className="options-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="options-modal">
        <Dialog className="options-dialog">
          <Heading slot="title">{labels.text('kinds.paste.title', { nouns })}</Heading>
          {request.note && <p className="options-note" role="status">{request.note}</p>}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type or check these lines */}
          <TextField className="field" value={text} onChange={setText} autoFocus>
            <Label>{labels.text('kinds.paste.lines')}</Label>
            <TextArea rows={10} className="options-lines" />
            <Text slot="description" className="field-description">{labels.text('kinds.paste.hint')}</Text>
          </TextField>
          <RadioGroup
            label={labels.text('kinds.paste.mode')}
            value={mode}
            onChange={(next) => setMode(next === 'replace' ? 'replace' : 'append')}
            options={[
              { id: 'append', label: labels.text('kinds.paste.append') },
              { id: 'replace', label: labels.text('kinds.paste.replace') },
            ]}
          />
          <p className="options-count" aria-live="polite">{labels.text('kinds.paste.count', { count })}</p>
          <div className="button-row">
            <Button variant="primary" isDisabled={count === 0} onPress={() => onApply(labelsFromLines(text), mode)}>
              {labels.text('kinds.paste.apply')}
            </Button>
            <Button variant="quiet" onPress={onClose}>{labels.text('kinds.paste.cancel')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
