import { FileTrigger } from 'react-aria-components';
import { Button } from '#app/shared/ui/button';
import type { KindLabels } from './labels';
import { IMPORT_ACCEPT, IMPORT_MAX_MB, importFirstColumn } from './options-import';
import type { ListNoun, PasteRequest } from './options-paste-dialog';

/** Reads the first column of a CSV/XLSX file and hands it to the paste dialog for review. */
export function OptionsImportButton({ noun, labels, isDisabled, onRead, onProblem }: {
  noun: ListNoun;
  labels: KindLabels;
  isDisabled: boolean;
  onRead: (request: PasteRequest) => void;
  onProblem: (message: string) => void;
}) {
  const read = async (file: File) => {
    onProblem('');
    const outcome = await importFirstColumn(file);
    if (!outcome.ok) {
      onProblem(labels.text(`kinds.import.${outcome.problem}`, { max: IMPORT_MAX_MB }));
      return;
    }
    const readNote = labels.text('kinds.import.read', { count: outcome.values.length, file: file.name });
    const headerNote = outcome.header ? ` ${labels.text('kinds.import.headerSkipped', { header: outcome.header })}` : '';
    onRead({ text: outcome.values.join('\n'), note: `${readNote}${headerNote}` });
  };
  return (
    <FileTrigger
      acceptedFileTypes={IMPORT_ACCEPT}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) void read(file);
      }}
    >
      <Button variant="quiet" isDisabled={isDisabled}
        aria-label={labels.plain('kinds.import.openFor', { nouns: labels.text(`kinds.nouns.${noun}`) })}>
        {labels.text('kinds.import.open')}
      </Button>
    </FileTrigger>
  );
}
