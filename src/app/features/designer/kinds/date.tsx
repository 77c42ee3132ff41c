import type { KindEditorProps, KindModule } from './module';
import { DayField, TimeOfDayField } from '#app/shared/ui/day-field';
import { OptionSwitch, ProblemLine, useProblemText } from './fields';
import { useKindLabels } from './labels';

/** date, datetime: past/future, earliest/latest date; datetime also the allowed time of day. */
function DateOptions({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options">
      <OptionSwitch value={element.disallowPast} onChange={(disallowPast) => onChange({ disallowPast })}>
        {labels.label('kinds.disallowPast')}
      </OptionSwitch>
      <OptionSwitch value={element.disallowFuture} onChange={(disallowFuture) => onChange({ disallowFuture })}>
        {labels.label('kinds.disallowFuture')}
      </OptionSwitch>
      <ProblemLine message={problem(problemOf('disallowFuture')) ?? problem(problemOf('disallowPast'))} />
      <div className="two-columns">
        <DayField label={labels.label('kinds.minDate')} value={element.minDate ?? ''} max={element.maxDate}
          onChange={(minDate) => onChange({ minDate: minDate || undefined })} error={problem(problemOf('minDate'))} />
        <DayField label={labels.label('kinds.maxDate')} value={element.maxDate ?? ''} min={element.minDate}
          onChange={(maxDate) => onChange({ maxDate: maxDate || undefined })} error={problem(problemOf('maxDate'))} />
      </div>
      {element.kind === 'datetime' && (
        <fieldset className="plain-group">
          <legend>{labels.label('kinds.timeRange')}</legend>
          <div className="two-columns">
            <TimeOfDayField label={labels.label('kinds.timeFrom')} value={element.timeFrom ?? ''}
              onChange={(timeFrom) => onChange({ timeFrom: timeFrom || undefined })} error={problem(problemOf('timeFrom'))} />
            <TimeOfDayField label={labels.label('kinds.timeTo')} value={element.timeTo ?? ''}
              onChange={(timeTo) => onChange({ timeTo: timeTo || undefined })} error={problem(problemOf('timeTo'))} />
          </div>
        </fieldset>
      )}
    </div>
  );
}

export const dateKind: KindModule = {
  kind: 'date',
  group: 'question',
  nameId: 'kinds.name.date',
  addId: 'kinds.add.date',
  create: (id) => ({ id, kind: 'date', title: '', required: false }),
  Editor: DateOptions,
};

export const datetimeKind: KindModule = {
  kind: 'datetime',
  group: 'question',
  nameId: 'kinds.name.datetime',
  addId: 'kinds.add.datetime',
  create: (id) => ({ id, kind: 'datetime', title: '', required: false }),
  Editor: DateOptions,
};
