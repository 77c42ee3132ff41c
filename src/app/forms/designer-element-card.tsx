import { useIntl } from 'react-intl';
import type { FieldProblem } from '#core/answers/validate-answers';
import type { FormElement } from '#core/forms/element.schema';
import { useDomainMessage } from '../i18n/use-message';
import { Button } from '../ui/button';
import { Switch } from '../ui/switch';
import { TextField } from '../ui/text-field';
import type { ElementPatch } from './designer-state';
import { kindModule } from './kind-registry';

export interface ElementCardProps {
  element: FormElement;
  position: number;
  count: number;
  problems: readonly FieldProblem[];
  onChange: (patch: ElementPatch) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question: title, description, required switch, the kind's own options, reorder and delete. */
export function ElementCard({ element, position, count, problems, onChange, onMove, onRemove }: ElementCardProps) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const module = kindModule(element.kind);
  const at = `elements.${element.id}`;
  const problemOf = (suffix: string) => problems.find((p) => p.field === `${at}.${suffix}`);
  const titleProblem = problemOf('title');
  const headingId = `question-${element.id}`;
  const n = { n: position };
  const Editor = module?.Editor;
  return (
    <section className="card element-card" aria-labelledby={headingId}>
      <header className="element-card-head">
        <h3 id={headingId}>{intl.formatMessage({ id: 'designer.question' }, n)}</h3>
        <span className="kind-badge">{module ? intl.formatMessage({ id: module.nameId }) : element.kind}</span>
      </header>
      <TextField
        label={intl.formatMessage({ id: 'designer.questionTitle' }, n)}
        value={element.title}
        onChange={(title) => onChange({ title })}
        isRequired
        validationBehavior="aria"
        errorMessage={titleProblem ? domain(titleProblem) : undefined}
      />
      <TextField
        label={intl.formatMessage({ id: 'designer.questionDescription' }, n)}
        value={element.description ?? ''}
        onChange={(description) => onChange({ description: description === '' ? undefined : description })}
        multiline
      />
      {Editor && <Editor element={element} position={position} onChange={onChange} problemOf={problemOf} />}
      <div className="element-card-actions">
        <Switch isSelected={element.required} onChange={(required) => onChange({ required })}>
          {intl.formatMessage({ id: 'designer.required' })}
          <span className="sr-only"> {intl.formatMessage({ id: 'designer.requiredOf' }, n)}</span>
        </Switch>
        <span className="spacer" />
        <Button variant="quiet" className="icon-button" isDisabled={position === 1} onPress={() => onMove(-1)}
          aria-label={intl.formatMessage({ id: 'designer.moveUp' }, n)}>
          <span aria-hidden="true">↑</span>
        </Button>
        <Button variant="quiet" className="icon-button" isDisabled={position === count} onPress={() => onMove(1)}
          aria-label={intl.formatMessage({ id: 'designer.moveDown' }, n)}>
          <span aria-hidden="true">↓</span>
        </Button>
        <Button variant="danger" className="icon-button" onPress={onRemove}
          aria-label={intl.formatMessage({ id: 'designer.delete' }, n)}>
          {intl.formatMessage({ id: 'designer.deleteShort' })}
        </Button>
      </div>
    </section>
  );
}
