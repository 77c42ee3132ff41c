import { FormStatus, type FormStatusValue } from '#core/forms';
import type { FormAccess } from '#core/forms';
import { Switch } from '#app/shared/ui/switch';
import { useT } from '#app/shared/i18n/use-t';
import { designerMessages } from '#app/features/designer/designer-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';
import { tabSettingsMessages } from './settings-messages';

interface Props {
  status: FormStatusValue | null;
  access: FormAccess;
  busy: boolean;
  onPublish: (published: boolean) => void;
}

/** Enable or disable the form (owner only). Enabling saves first and may send the form to content review. */
export function StatusSetting({ status, access, busy, onPublish }: Props) {
  const t = useT(designerMessages, formsMessages, tabSettingsMessages);
  const enabled = status === FormStatus.Active || status === FormStatus.AwaitingReview;
  const statusName = t(status === null ? 'forms.status.new' : `forms.status.${status}`);
  return (
    <section className="card designer-section" aria-labelledby="settings-status-heading">
      <h2 id="settings-status-heading">{t('formSettings.status.title')}</h2>
      <p>{t('designer.statusLabel', { status: statusName })}</p>
      {access === 'owner' ? (
        <>
          <Switch isSelected={enabled} isDisabled={busy} onChange={onPublish}>
            {t('formSettings.status.enabled')}
          </Switch>
          <p className="field-description">{t('formSettings.status.reviewNote')}</p>
        </>
      ) : (
        <p className="muted">{t('formSettings.status.ownerOnly')}</p>
      )}
      {status === FormStatus.AwaitingReview && <p className="alert" data-tone="info">{t('formSettings.status.awaiting')}</p>}
    </section>
  );
}
