import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  LINEAR_SCALE_DEFAULT_MAX, LINEAR_SCALE_DEFAULT_MIN, LINEAR_SCALE_HIGHEST, RATING_DEFAULT_ICONS, RATING_MAX_ICONS,
} from '#core/forms';
import { ratingIcons } from '#core/forms';
import type { KindEditorProps, KindModule } from './module';
import { OptionalText, ProblemLine, useProblemText, ValueSelect } from './fields';
import { useKindLabels } from './labels';
import { EnglishTextField } from '../english/english-field';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** linearScale: starts at 0 or 1, ends at 2..10, with a label at each end. */
function LinearScaleOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options two-columns">
      <ValueSelect label={labels.label('kinds.scaleMin')} value={String(element.min ?? LINEAR_SCALE_DEFAULT_MIN)}
        options={asOptions(['0', '1'])} onChange={(v) => onChange({ min: Number(v) })} error={problem(problemOf('min'))} />
      <ValueSelect label={labels.label('kinds.scaleMax')} value={String(element.max ?? LINEAR_SCALE_DEFAULT_MAX)}
        options={asOptions(range(2, LINEAR_SCALE_HIGHEST))} onChange={(v) => onChange({ max: Number(v) })} error={problem(problemOf('max'))} />
      <OptionalText label={labels.label('kinds.minLabel')} value={element.minLabel} maxLength={200}
        onChange={(minLabel) => onChange({ minLabel })} error={problem(problemOf('minLabel'))} />
      <OptionalText label={labels.label('kinds.maxLabel')} value={element.maxLabel} maxLength={200}
        onChange={(maxLabel) => onChange({ maxLabel })} error={problem(problemOf('maxLabel'))} />
      <EnglishTextField label={labels.label('kinds.minLabel')} holder={element} field="minLabel" onChange={(translations) => onChange({ translations })} />
      <EnglishTextField label={labels.label('kinds.maxLabel')} holder={element} field="maxLabel" onChange={(translations) => onChange({ translations })} />
    </div>
  );
}

const glyphPaths = {
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z',
  heart: 'M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-3 4.5 4.5 0 0 1 9 3c-2 4.5-9 9-9 9z',
  like: 'M7 10v10H3V10zM7 10l4-7a2 2 0 0 1 3 2l-1 4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7',
} as const;

function RatingGlyph({ icon }: { icon: keyof typeof glyphPaths }) {
  return (
    <svg className="rating-glyph" data-icon={icon} width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      fill={icon === 'like' ? 'none' : 'currentColor'} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
      <path d={glyphPaths[icon]} />
    </svg>
  );
}

/** rating: which icon, and how many (3..10). */
function RatingOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options two-columns">
      <RadioGroup className="field" value={element.ratingIcon ?? 'star'}
        onChange={(icon) => onChange({ ratingIcon: ratingIcons.find((i) => i === icon) ?? 'star' })}>
        <Label className="field-label">{labels.label('kinds.ratingIcon')}</Label>
        <div className="radio-group">
          {ratingIcons.map((icon) => (
            <Radio key={icon} value={icon} className="radio">
              <RatingGlyph icon={icon} />
              {labels.text(`kinds.rating.${icon}`)}
            </Radio>
          ))}
        </div>
        <ProblemLine message={problem(problemOf('ratingIcon'))} />
      </RadioGroup>
      <ValueSelect label={labels.label('kinds.ratingCount')} value={String(element.max ?? RATING_DEFAULT_ICONS)}
        options={asOptions(range(3, RATING_MAX_ICONS))} onChange={(v) => onChange({ max: Number(v) })} error={problem(problemOf('max'))} />
    </div>
  );
}

export const linearScaleKind: KindModule = {
  kind: 'linearScale',
  group: 'choice',
  nameId: 'kinds.name.linearScale',
  addId: 'kinds.add.linearScale',
  create: (id) => ({ id, kind: 'linearScale', title: '', required: false, min: LINEAR_SCALE_DEFAULT_MIN, max: LINEAR_SCALE_DEFAULT_MAX }),
  Editor: LinearScaleOptions,
};

export const ratingKind: KindModule = {
  kind: 'rating',
  group: 'choice',
  nameId: 'kinds.name.rating',
  addId: 'kinds.add.rating',
  create: (id) => ({ id, kind: 'rating', title: '', required: false, ratingIcon: 'star', max: RATING_DEFAULT_ICONS }),
  Editor: RatingOptions,
};
