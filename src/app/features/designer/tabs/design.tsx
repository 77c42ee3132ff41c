import type { Dispatch } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProblem } from '#core/i18n';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import { TextField } from '#app/shared/ui/text-field';
import { CoverEditor } from './designer-cover';
import type { DesignerAction, DesignerState } from '../state/state';
import { DesignPhases } from './design-phases';
import { EnglishTextField } from '../english/english-field';
import { FormEnglishContext } from '../english/english-texts';
import { designOffers } from '#core/forms';

interface Props {
  state: DesignerState;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
}

/** The design tab: the form's title and description, the welcome page, the phases with their elements, the thank-you page. */
export function DesignTab({ state, problems, readOnly, dispatch }: Props) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string) => intl.formatMessage({ id });
  const { design } = state;
  const titleProblem = problems.find((p) => p.field === 'title');
  return (
    <FormEnglishContext.Provider value={designOffers(design, 'en')}>
    <div className="design-tab">
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
      <DesignPhases state={state} problems={problems} readOnly={readOnly} dispatch={dispatch} />
      <CoverEditor page="thankYou" cover={design.thankYou} problems={problems} readOnly={readOnly} dispatch={dispatch} />
    </div>
    </FormEnglishContext.Provider>
  );
}
