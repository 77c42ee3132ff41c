import { useId, useMemo, useState } from 'react';
import type { FormFullDetail, PublicForm } from '#core/forms';
import type { FormPreviewView } from '#app/shared/lib/form-preview-view';
import { Button } from '#app/shared/ui/button';
import { useT } from '#app/shared/i18n/use-t';
import { reviewMessages } from './review-messages';

/** The version under review as respondents would see and answer it, on demand (a disclosure); nothing answered is kept. */
export function ReviewRespondentView({ form, view: View }: { form: FormFullDetail; view: FormPreviewView }) {
  const t = useT(reviewMessages);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const { id, shortUrl, version, design } = form;
  const shown = useMemo<PublicForm>(() => ({ id, shortUrl, version, design }), [id, shortUrl, version, design]);
  return (
    <section className="card review-respondent-view" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviewQueue.respondentView')}</h2>
      <Button aria-expanded={open} aria-controls={panelId} onPress={() => setOpen((was) => !was)}>
        {t('reviewQueue.respondentView.toggle')}
      </Button>
      <div id={panelId}>{open && <View form={shown} />}</div>
    </section>
  );
}
