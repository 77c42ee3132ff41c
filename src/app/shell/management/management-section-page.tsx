import { Alert } from '#app/shared/ui/alert';
import { AccessDenied } from './access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { useT } from '#app/shared/i18n/use-t';
import { managementMessages } from './management-messages';

/** One management section; denied when the user lacks its permission. The real pages come in later issues. */
export function ManagementSectionPage({ sectionId }: { sectionId: string }) {
  const t = useT(managementMessages);
  const { allowed, sections } = useManagementAccess();
  const section = findSection(sectionId);
  if (!section || !allowed || !sections.includes(section)) return <AccessDenied />;
  return (
    <>
      <h1>{t(`management.section.${section.id}`)}</h1>
      <p className="muted">{t(`management.section.${section.id}.desc`)}</p>
      <Alert tone="info">{t('management.placeholder')}</Alert>
    </>
  );
}
