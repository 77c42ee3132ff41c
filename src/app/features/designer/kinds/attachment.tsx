import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { ATTACHMENT_MAX_FILE_MB, ATTACHMENT_MAX_FILES } from '#core/forms';
import type { KindEditorProps, KindModule } from './module';
import { OptionalNumber, ProblemLine, useProblemText } from './fields';
import { useKindLabels } from './labels';

/** The choices of the accepted-types chooser and the acceptTypes each stands for. */
const fileGroups = {
  images: ['image/*'],
  pdf: ['.pdf', 'application/pdf'],
  word: ['.doc', '.docx'],
  excel: ['.xls', '.xlsx'],
} as const;
type FileGroup = keyof typeof fileGroups;
const groupIds = Object.keys(fileGroups) as FileGroup[];
const ANY = 'any' as const;

function groupsOf(acceptTypes: readonly string[] | undefined): string[] {
  if (!acceptTypes || acceptTypes.length === 0) return [ANY];
  return groupIds.filter((group) => fileGroups[group].some((type) => acceptTypes.includes(type)));
}

/** "Any" and the specific groups exclude each other; no group at all means any. */
function acceptTypesOf(previous: readonly string[], next: readonly string[]): string[] | undefined {
  const pickedAny = next.includes(ANY) && !previous.includes(ANY);
  const groups = next.filter((id): id is FileGroup => id !== ANY && id in fileGroups);
  if (pickedAny || groups.length === 0) return undefined;
  return groups.flatMap((group) => [...fileGroups[group]]);
}

function AttachmentOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const selected = groupsOf(element.acceptTypes);
  return (
    <div className="kind-options">
      <CheckboxGroup
        className="field"
        value={selected}
        onChange={(next) => onChange({ acceptTypes: acceptTypesOf(selected, next) })}
        isInvalid={Boolean(problemOf('acceptTypes'))}
      >
        <Label className="field-label">{labels.label('kinds.accept')}</Label>
        <div className="checkbox-columns">
          {[ANY, ...groupIds].map((id) => (
            <Checkbox key={id} value={id} className="checkbox">
              <span className="box" aria-hidden="true">{selected.includes(id) ? '✓' : ''}</span>
              {labels.text(`kinds.accept.${id}`)}
            </Checkbox>
          ))}
        </div>
        <ProblemLine message={problem(problemOf('acceptTypes'))} />
      </CheckboxGroup>
      <div className="two-columns">
        <OptionalNumber
          label={labels.label('kinds.maxFileSizeMb')}
          description={labels.text('kinds.limitHint')}
          value={element.maxFileSizeMb}
          minValue={0.1}
          maxValue={ATTACHMENT_MAX_FILE_MB}
          onChange={(maxFileSizeMb) => onChange({ maxFileSizeMb })}
          error={problem(problemOf('maxFileSizeMb'))}
        />
        <OptionalNumber
          label={labels.label('kinds.maxFiles')}
          description={labels.text('kinds.limitHint')}
          value={element.maxFiles}
          minValue={1}
          maxValue={ATTACHMENT_MAX_FILES}
          whole
          onChange={(maxFiles) => onChange({ maxFiles })}
          error={problem(problemOf('maxFiles'))}
        />
      </div>
    </div>
  );
}

export const attachmentKind: KindModule = {
  kind: 'attachment',
  group: 'question',
  nameId: 'kinds.name.attachment',
  addId: 'kinds.add.attachment',
  create: (id) => ({ id, kind: 'attachment', title: '', required: false, maxFiles: 1, maxFileSizeMb: 10 }),
  Editor: AttachmentOptions,
};
