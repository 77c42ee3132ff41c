import { useState, type Dispatch } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '#core/answers/validate-answers';
import type { FormDesign } from '#core/forms/form.schema';
import { Button } from '../ui/button';
import { ElementCard } from './designer-element-card';
import { elementsOf, type DesignerAction } from './designer-state';
import { kindModules } from './kind-registry';
import { newId } from './new-id';

interface Props {
  design: FormDesign;
  problems: readonly FieldProblem[];
  dispatch: Dispatch<DesignerAction>;
}

/** The list of questions and the "add" buttons, one per registered kind. */
export function DesignerElements({ design, problems, dispatch }: Props) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const elements = elementsOf(design);
  const optionLabel = (n: number) => intl.formatMessage({ id: 'designer.optionDefault' }, { n });
  const say = (id: string, n?: number) => setAnnouncement(intl.formatMessage({ id }, { n }));

  return (
    <section className="designer-section" aria-labelledby="questions-heading">
      <h2 id="questions-heading">{intl.formatMessage({ id: 'designer.questions' })}</h2>
      {elements.length === 0 && <p className="muted">{intl.formatMessage({ id: 'designer.noQuestions' })}</p>}
      <ol className="element-list">
        {elements.map((element, index) => (
          <li key={element.id}>
            <ElementCard
              element={element}
              position={index + 1}
              count={elements.length}
              problems={problems}
              onChange={(patch) => dispatch({ type: 'updateElement', id: element.id, patch })}
              onMove={(by) => {
                dispatch({ type: 'moveElement', id: element.id, by });
                say('designer.moved', index + 1 + by);
              }}
              onRemove={() => {
                dispatch({ type: 'removeElement', id: element.id });
                say('designer.deleted');
              }}
            />
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">{announcement}</p>
      <div className="card add-elements" role="group" aria-labelledby="add-questions-heading">
        <h3 id="add-questions-heading">{intl.formatMessage({ id: 'designer.addQuestions' })}</h3>
        <div className="button-row">
          {kindModules.map((module) => (
            <Button
              key={module.kind}
              onPress={() => {
                dispatch({ type: 'addElement', element: module.create(newId(), { optionLabel, newId }) });
                say('designer.added', elements.length + 1);
              }}
            >
              <span aria-hidden="true">+</span> {intl.formatMessage({ id: module.addId })}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
