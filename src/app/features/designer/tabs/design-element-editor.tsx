import { type Dispatch, useEffect, useRef } from 'react';
import type { FieldProblem } from '#core/i18n';
import { displayOnlyKinds, type FormElement } from '#core/forms';
import type { Phase } from '#core/forms';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { Switch } from '#app/shared/ui/switch';
import { TextField } from '#app/shared/ui/text-field';
import type { DesignerAction, ElementPatch } from '../state/state';
import { kindModule } from '../kinds/registry';
import { EnglishTextField } from '../english/english-field';
import { useT } from '#app/shared/i18n/use-t';
import { designerMessages } from '../designer-messages';
import { kindsMessages } from '../kinds/kinds-messages';
import { tabDesignMessages } from './design-messages';

interface Props {
  element: FormElement;
  position: number;
  phases: readonly Phase[];
  phaseId: string;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
  onClose: () => void;
}

/** Kinds whose title may stay empty (checkDesign asks none of them). */
const titleOptional = new Set(['image', 'video']);

/** The full editor of the selected element: title, description, required, its phase and the kind's own options. */
export function ElementEditor({ element, position, phases, phaseId, problems, readOnly, dispatch, onClose }: Props) {
  const domain = useDomainMessage();
  const n = { n: position };
  const t = useT(tabDesignMessages, designerMessages, kindsMessages);
  const module = kindModule(element.kind);
  const Editor = module?.Editor;
  const at = `elements.${element.id}`;
  const problemOf = (suffix: string) => problems.find((p) => p.field === `${at}.${suffix}`);
  const titleProblem = problemOf('title');
  const wholeProblem = problems.find((p) => p.field === at);
  const onChange = (patch: ElementPatch) => dispatch({ type: 'updateElement', id: element.id, patch });
  const headingId = `element-editor-${element.id}`;
  // the editor opens below its section's list: bring it into view so a phone user sees what opened
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const phaseLabel = (phase: Phase, index: number) =>
    phase.title.trim() ? t('designer.phase.option', { p: index + 1, title: phase.title.trim() }) : t('designer.phase.heading', { p: index + 1 });

  return (
    <section ref={root} className="card element-editor" aria-label={t('designer.question', n)} data-element-id={element.id}>
      <header className="element-editor-head">
        <h3 id={headingId}>{t('designer.question', n)}</h3>
        <span className="kind-badge">{module ? t(module.nameId) : element.kind}</span>
        <span className="spacer" />
        <Button variant="quiet" onPress={onClose} aria-label={t('designer.editor.close', n)}>{t('designer.editor.closeShort', n)}</Button>
      </header>
      <fieldset className="plain-fieldset" disabled={readOnly}>
        <TextField
          label={t('designer.questionTitle', n)}
          value={element.title}
          onChange={(title) => onChange({ title })}
          isRequired={!titleOptional.has(element.kind)}
          isReadOnly={readOnly}
          validationBehavior="aria"
          errorMessage={titleProblem ? domain(titleProblem) : undefined}
        />
        <RichTextEditor
          label={t('designer.questionDescription', n)}
          value={element.description ?? ''}
          onChange={(description) => onChange({ description: description === '' ? undefined : description })}
          isDisabled={readOnly}
        />
        <EnglishTextField label={t('designer.questionTitle', n)} holder={element} field="title" isReadOnly={readOnly}
          onChange={(translations) => onChange({ translations })} />
        <EnglishTextField label={t('designer.questionDescription', n)} holder={element} field="description" rich isReadOnly={readOnly}
          onChange={(translations) => onChange({ translations })} />
        <div className="element-editor-row">
          {!displayOnlyKinds.includes(element.kind) && (
            <Switch isSelected={element.required} isDisabled={readOnly} onChange={(required) => onChange({ required })}>
              {t('designer.required', n)}
              <span className="sr-only"> {t('designer.requiredOf', n)}</span>
            </Switch>
          )}
          {phases.length > 1 && (
            <NativeSelect
              label={t('designer.editor.phase', n)}
              placeholder={t('designer.editor.phaseChoose', n)}
              value={phaseId}
              isDisabled={readOnly}
              options={phases.map((phase, index) => ({ value: phase.id, label: phaseLabel(phase, index) }))}
              onChange={(target) => {
                const phase = phases.find((p) => p.id === target);
                if (phase && target !== phaseId) dispatch({ type: 'moveElementTo', id: element.id, phaseId: target, index: phase.elements.length });
              }}
            />
          )}
        </div>
        {Editor && <Editor element={element} position={position} onChange={onChange} problemOf={problemOf} />}
        {wholeProblem && <p className="field-error">{domain(wholeProblem)}</p>}
      </fieldset>
    </section>
  );
}
