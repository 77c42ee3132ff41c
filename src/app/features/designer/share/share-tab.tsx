import './share.css';
import type { FormAccess } from '#core/forms';
import type { FormStatusValue } from '#core/forms';
import { ShareAddPerson } from './share-add-person';
import { ShareLink } from './share-link';
import { SharePeople } from './share-people';
import { ShareQr } from './share-qr';
import { shortLinkUrl } from '#app/shared/lib/short-link-url';
import { useT } from '#app/shared/i18n/use-t';
import { shareMessages } from './share-messages';

/** The share tab: the short link and its QR code, the printable form, and who else may edit or view the form (the owner changes that list). */
export function ShareTab({ formId, status, shortUrl, access, formTitle }: {
  formId: number | null;
  status: FormStatusValue | null;
  shortUrl: string | null;
  access: FormAccess;
  formTitle: string;
}) {
  const t = useT(shareMessages);
  const isOwner = access === 'owner';
  return (
    <section className="card designer-section share-tab" aria-labelledby="share-heading">
      <h2 id="share-heading">{t('shareTab.title')}</h2>
      {shortUrl === null || formId === null ? (
        <p className="muted">{t('shareTab.saveFirst')}</p>
      ) : (
        <>
          <ShareLink url={shortLinkUrl(shortUrl)} status={status} />
          <ShareQr formId={formId} url={shortLinkUrl(shortUrl)} formTitle={formTitle} />
          <SharePeople formId={formId} canChange={isOwner} />
          {isOwner && <ShareAddPerson formId={formId} />}
        </>
      )}
    </section>
  );
}
