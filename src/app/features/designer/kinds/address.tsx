import { useQuery } from '@tanstack/react-query';
import { type FormElement, type LocalityListId, type addressLevels, defaultLocalityList, elementLocalityList, localityListIds, localityListLevels } from '#core/forms';
import { localityCountsQuery } from '#app/shared/localities/locality-counts-query';
import { RadioGroup } from '#app/shared/ui/radio-group';
import type { KindEditorProps, KindModule } from './module';
import { useProblemText } from './fields';
import { useKindLabels } from './labels';

type Level = (typeof addressLevels)[number];
const levelChoices: Record<'three' | 'two' | 'province', readonly Level[]> = {
  three: ['province', 'district', 'commune'],
  two: ['province', 'commune'],
  province: ['province'],
};
type LevelChoice = keyof typeof levelChoices;
const isLevelChoice = (value: string): value is LevelChoice => value in levelChoices;

const chosenLevels = (levels: readonly Level[]): LevelChoice =>
  (levels.includes('district') ? 'three' : levels.includes('commune') ? 'two' : 'province');

/** The levels a list can ask: the two-level list has no district. */
const choicesOf = (list: LocalityListId): LevelChoice[] => (localityListLevels[list] === 2 ? ['two', 'province'] : ['three', 'two']);

/** Moving to another list keeps the levels the list can ask (a district becomes none on the two-level list). */
function switchList(element: FormElement, list: LocalityListId): Partial<FormElement> {
  const choice = chosenLevels(element.addressLevels ?? levelChoices.three);
  const choices = choicesOf(list);
  return { localityList: list, addressLevels: [...levelChoices[choices.includes(choice) ? choice : (choices[0] ?? 'two')]] };
}

/**
 * address: the list of units (the shipped two-level list, or the three-level list of 01/03/2025
 * once an administrator has imported it) and the levels asked of it.
 */
function AddressOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const list = elementLocalityList(element);
  const threeLevelCounts = useQuery(localityCountsQuery('vn-2025-03'));
  const offered = localityListIds.filter((id) => id === list || localityListLevels[id] === 2 || (threeLevelCounts.data?.provinces ?? 0) > 0);
  const levels = element.addressLevels ?? levelChoices.three;
  return (
    <div className="kind-options">
      <RadioGroup
        label={labels.label('kinds.localityList')}
        value={list}
        onChange={(value) => {
          const next = localityListIds.find((id) => id === value);
          if (next && next !== list) onChange(switchList(element, next));
        }}
        options={offered.map((id) => ({ id, label: labels.text(`kinds.localityList.${id}`) }))}
        description={offered.length === 1 ? labels.text('kinds.localityList.onlyShipped') : undefined}
        errorMessage={problem(problemOf('localityList'))}
        validationBehavior="aria"
      />
      <RadioGroup
        label={labels.label('kinds.addressLevels')}
        value={chosenLevels(levels)}
        onChange={(value) => isLevelChoice(value) && onChange({ addressLevels: [...levelChoices[value]] })}
        options={choicesOf(list).map((id) => ({ id, label: labels.text(`kinds.address.${id}`) }))}
        errorMessage={problem(problemOf('addressLevels'))}
        validationBehavior="aria"
      />
    </div>
  );
}

export const addressKind: KindModule = {
  kind: 'address',
  group: 'question',
  nameId: 'kinds.name.address',
  addId: 'kinds.add.address',
  create: (id) => ({ id, kind: 'address', title: '', required: false, localityList: defaultLocalityList, addressLevels: [...levelChoices.two] }),
  Editor: AddressOptions,
};
