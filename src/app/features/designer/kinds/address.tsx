import { RadioGroup } from '#app/shared/ui/radio-group';
import type { KindEditorProps, KindModule } from './module';
import { useProblemText } from './fields';
import { useKindLabels } from './labels';

const threeLevels = ['province', 'district', 'commune'] as const;
const twoLevels = ['province', 'commune'] as const;

/** address: the three levels, or province and commune only (the two-level list since the 2025 reform). */
function AddressOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const levels = element.addressLevels ?? threeLevels;
  const chosen = levels.includes('district') ? 'three' : 'two';
  return (
    <div className="kind-options">
      <RadioGroup
        label={labels.label('kinds.addressLevels')}
        value={chosen}
        onChange={(value) => onChange({ addressLevels: value === 'two' ? [...twoLevels] : [...threeLevels] })}
        options={[
          { id: 'three', label: labels.text('kinds.address.three') },
          { id: 'two', label: labels.text('kinds.address.two') },
        ]}
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
  create: (id) => ({ id, kind: 'address', title: '', required: false, addressLevels: [...threeLevels] }),
  Editor: AddressOptions,
};
