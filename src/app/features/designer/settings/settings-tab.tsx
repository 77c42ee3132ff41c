import { verificationChannels } from '#core/forms';
import type { ComponentType, Dispatch } from 'react';
import type { FieldProblem } from '#core/i18n';
import type { FormSettings } from '#core/forms';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { NumberField } from '#app/shared/ui/number-field';
import { RadioGroup } from '#app/shared/ui/radio-group';
import { Switch } from '#app/shared/ui/switch';
import { TextField } from '#app/shared/ui/text-field';
import type { DesignerAction, DesignerState } from '../state/state';
import { DateTimeField } from './datetime-field';
import { OrganisationSelect } from './organisation';
import { StatusSetting } from './status';
import { LanguagesSetting } from './languages-setting';
import { EnglishTextField } from '../english/english-field';
import { FormEnglishContext } from '../english/english-texts';
import { designOffers } from '#core/forms';
import { useT } from '#app/shared/i18n/use-t';
import { tabSettingsMessages } from './settings-messages';

/** The approval history of a saved form, shown under its status; the route gives it (a feature of its own). */
export type ReviewTimelineView = ComponentType<{ formId: number; status: number | null }>;

interface Props {
  state: DesignerState;
  problems: readonly FieldProblem[];
  readOnly: boolean;
  dispatch: Dispatch<DesignerAction>;
  busy: boolean;
  onPublish: (published: boolean) => void;
  reviewTimeline?: ReviewTimelineView | undefined;
}

const wholeNumber: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 0 };

/** The settings tab: who may answer and how often, when, with what checks, for whom, and whether the form is enabled. */
export function SettingsTab({ state, problems, readOnly, dispatch, busy, onPublish, reviewTimeline: ReviewTimeline }: Props) {
  const domain = useDomainMessage();
  const t = useT(tabSettingsMessages);
  const settings = state.design.settings;
  const set = (patch: Partial<FormSettings>) => dispatch({ type: 'setSettings', patch });
  const problemAt = (field: string) => {
    const problem = problems.find((p) => p.field === `settings.${field}`);
    return problem ? domain(problem) : undefined;
  };
  return (
    <div className="settings-tab">
      <StatusSetting status={state.status} access={state.access} busy={busy} onPublish={onPublish} />
      {state.formId !== null && ReviewTimeline && <ReviewTimeline formId={state.formId} status={state.status} />}
      <fieldset className="plain-fieldset" disabled={readOnly}>
        <section className="card designer-section" aria-labelledby="settings-answers-heading">
          <h2 id="settings-answers-heading">{t('formSettings.answers.title')}</h2>
          <Switch isSelected={settings.answerLimit} isDisabled={readOnly} onChange={(answerLimit) => set({ answerLimit })}>
            {t('formSettings.answerLimit')}
          </Switch>
          <p className="field-description">{t('formSettings.answerLimit.hint')}</p>
          <NumberField label={t('formSettings.maxAnswers')} description={t('formSettings.maxAnswers.hint')} value={settings.maxAnswers ?? NaN}
            minValue={1} formatOptions={wholeNumber} isReadOnly={readOnly} validationBehavior="aria" errorMessage={problemAt('maxAnswers')}
            onChange={(value) => set({ maxAnswers: Number.isNaN(value) ? null : value })} />
        </section>
        <section className="card designer-section" aria-labelledby="settings-time-heading">
          <h2 id="settings-time-heading">{t('formSettings.time.title')}</h2>
          <RadioGroup label={t('formSettings.receivingMode')} value={settings.receivingMode} isDisabled={readOnly}
            options={[{ id: 'always', label: t('formSettings.receivingMode.always') }, { id: 'scheduled', label: t('formSettings.receivingMode.scheduled') }]}
            onChange={(mode) => set({ receivingMode: mode === 'scheduled' ? 'scheduled' : 'always' })} />
          <div className="two-columns">
            <DateTimeField label={t('formSettings.startsAt')} value={settings.startsAt} isDisabled={readOnly} description={t('formSettings.dates.hint')}
              onChange={(startsAt) => set({ startsAt })} />
            <DateTimeField label={t('formSettings.closesAt')} value={settings.closesAt} isDisabled={readOnly} description={t('formSettings.dates.hint')}
              errorMessage={problemAt('closesAt')} onChange={(closesAt) => set({ closesAt })} />
          </div>
          <TextField label={t('formSettings.inactiveMessage')} description={t('formSettings.inactiveMessage.hint')} value={settings.inactiveMessage}
            multiline isReadOnly={readOnly} onChange={(inactiveMessage) => set({ inactiveMessage })} />
          <FormEnglishContext.Provider value={designOffers(state.design, 'en')}>
            <EnglishTextField label={t('formSettings.inactiveMessage')} holder={settings} field="inactiveMessage" multiline isReadOnly={readOnly}
              onChange={(translations) => set({ translations })} />
          </FormEnglishContext.Provider>
        </section>
        <section className="card designer-section" aria-labelledby="settings-access-heading">
          <h2 id="settings-access-heading">{t('formSettings.access.title')}</h2>
          <div className="switch-column">
            <Switch isSelected={settings.requireAuth} isDisabled={readOnly} onChange={(requireAuth) => set({ requireAuth })}>
              {t('formSettings.requireAuth')}
            </Switch>
            <Switch isSelected={settings.requireCaptcha} isDisabled={readOnly} onChange={(requireCaptcha) => set({ requireCaptcha })}>
              {t('formSettings.requireCaptcha')}
            </Switch>
          </div>
          <RadioGroup label={t('formSettings.verification')} value={settings.verification} isDisabled={readOnly}
            options={verificationChannels.map((id) => ({ id, label: t(`formSettings.verification.${id}`) }))}
            onChange={(verification) => set({ verification: verificationChannels.find((c) => c === verification) ?? 'none' })} />
        </section>
        <LanguagesSetting design={state.design} readOnly={readOnly} onChange={(english) => set({ languages: english ? ['vi', 'en'] : ['vi'] })} />
        <section className="card designer-section" aria-labelledby="settings-type-heading">
          <h2 id="settings-type-heading">{t('formSettings.type.title')}</h2>
          <RadioGroup label={t('formSettings.formType')} value={settings.formType} isDisabled={readOnly}
            options={[{ id: 'individual', label: t('formSettings.formType.individual') }, { id: 'organisation', label: t('formSettings.formType.organisation') }]}
            onChange={(type) => set(type === 'organisation' ? { formType: 'organisation' } : { formType: 'individual', organisationId: null })} />
          {settings.formType === 'organisation' && (
            <OrganisationSelect value={settings.organisationId} isDisabled={readOnly} errorMessage={problemAt('organisationId')}
              onChange={(organisationId) => set({ organisationId })} />
          )}
        </section>
      </fieldset>
    </div>
  );
}
