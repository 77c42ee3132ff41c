import { useState, type Dispatch } from 'react';
import type { FieldProblem } from '#core/i18n';
import { allElements } from '#core/forms';
import { useMediaQuery } from '#app/shared/lib/use-media-query';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { CoverEditor } from './designer-cover';
import type { DesignerAction, DesignerState } from '../state/state';
import { DesignPhases } from './design-phases';
import { EnglishTextField } from '../english/english-field';
import { FormEnglishContext } from '../english/english-texts';
import { designOffers } from '#core/forms';
import { useT } from '#app/shared/i18n/use-t';
import { designSplitMessages } from './design-split-messages';
import { designerMessages } from '#app/features/designer/designer-messages';
import { tabDesignMessages } from './design-messages';

interface Props {
  state: DesignerState;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
  /** opens the preview tab (the form as respondents see it); without it there is no preview */
  onPreview?: (() => void) | undefined;
}

/** From this width the form's structure and the open question's editor stand side by side, each scrolling on its own. */
const SPLIT_DESIGN_QUERY = '(min-width: 1024px)';

/**
 * The design tab: the form's title and description, the welcome page, the phases with their elements, the thank-you page.
 * On a wide screen these are the structure column and the open question's editor is the column beside it; on a
 * narrower one everything is one column and the editor opens under its section's list.
 */
export function DesignTab(props: Props) {
  const t = useT(designSplitMessages, designerMessages, tabDesignMessages);
  const split = useMediaQuery(SPLIT_DESIGN_QUERY);
  const [editorPane, setEditorPane] = useState<HTMLElement | null>(null);
  if (!split) return <div className="design-tab"><DesignStructure {...props} /></div>;
  const { design, selectedId } = props.state;
  const editing = selectedId !== null && allElements(design).some((e) => e.id === selectedId);
  return (
    <div className="design-tab design-split">
      <section className="design-outline" aria-label={t('designer.split.outline')}>
        <DesignStructure {...props} editorPane={editorPane} />
      </section>
      <section ref={setEditorPane} className="design-editor-pane" aria-label={t('designer.split.editor')}>
        {!editing && (
          <div className="card design-editor-hint">
            <p>{t('designer.split.hint')}</p>
            {props.onPreview && <Button onPress={props.onPreview}>{t('designer.split.preview')}</Button>}
          </div>
        )}
      </section>
    </div>
  );
}

/** Everything of the design tab but the open editor when it has a column of its own (`editorPane`). */
function DesignStructure({ state, problems, readOnly, dispatch, editorPane }: Props & { editorPane?: HTMLElement | null }) {
  const domain = useDomainMessage();
  const t = useT(designSplitMessages, designerMessages, tabDesignMessages);
  const { design } = state;
  const titleProblem = problems.find((p) => p.field === 'title');
  return (
    <FormEnglishContext.Provider value={designOffers(design, 'en')}>
      <section className="card designer-section" aria-labelledby="form-heading">
        <h2 id="form-heading">{t('designer.formSection')}</h2>
        <TextField
          label={t('designer.formTitle')}
          value={design.title}
          onChange={(title) => dispatch({ type: 'setTitle', title })}
          isRequired
          isReadOnly={readOnly}
          validationBehavior="aria"
          errorMessage={titleProblem ? domain(titleProblem) : undefined}
        />
        <RichTextEditor
          label={t('designer.formDescription')}
          value={design.description}
          isDisabled={readOnly}
          onChange={(description) => dispatch({ type: 'setDescription', description })}
        />
        <EnglishTextField label={t('designer.formTitle')} holder={design} field="title" isReadOnly={readOnly}
          onChange={(translations) => dispatch({ type: 'setTranslations', translations })} />
        <EnglishTextField label={t('designer.formDescription')} holder={design} field="description" rich isReadOnly={readOnly}
          onChange={(translations) => dispatch({ type: 'setTranslations', translations })} />
      </section>
      <CoverEditor page="welcome" cover={design.welcome} problems={problems} readOnly={readOnly} dispatch={dispatch} />
      <DesignPhases state={state} problems={problems} readOnly={readOnly} dispatch={dispatch} editorPane={editorPane} />
      <CoverEditor page="thankYou" cover={design.thankYou} problems={problems} readOnly={readOnly} dispatch={dispatch} />
    </FormEnglishContext.Provider>
  );
}
