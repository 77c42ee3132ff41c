import './offline-forms.css';
import { useEffect, useState } from 'react';
import type { PublicForm } from '#core/forms';
import { subscribeFormOffline, unmarkFormOffline } from '#offline/index';
import { useSession } from '#app/shell/session/use-session';
import { Switch } from '#app/shared/ui/switch';
import { showToast } from '#app/shared/ui/toast';
import { keepForm } from './keep-form';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';

/**
 * "Available offline" on the public form, for signed-in staff: keeps this form, its images and
 * locality lists on the device (listed on /offline). Turning it off never removes queued answers.
 */
export function AvailableOfflineToggle({ form }: { form: PublicForm }) {
  const { user } = useSession();
  const t = useT(offlineFormsMessages);
  const [kept, setKept] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => subscribeFormOffline(form.id, setKept), [form.id]);
  if (!user || kept === null) return null;
  const change = (on: boolean) => {
    setBusy(true);
    const work = on
      ? keepForm(form).then((complete) => showToast(complete ? 'success' : 'info', t(complete ? 'offlineForms.kept' : 'offlineForms.keptPartly')))
      : unmarkFormOffline(form.id).then(() => showToast('success', t('offlineForms.removed')));
    work.catch(() => showToast('error', t('offlineForms.keepFailed'))).finally(() => setBusy(false));
  };
  return (
    <div className="offline-toggle">
      <Switch isSelected={kept} onChange={change} isDisabled={busy}>{t('offlineForms.toggle')}</Switch>
    </div>
  );
}
