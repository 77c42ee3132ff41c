import { useIntl } from 'react-intl';
import { Alert } from '#app/shared/ui/alert';
import { AccessDenied } from './access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

/** One management section; denied when the user lacks its permission. The real pages come in later issues. */
export function ManagementSectionPage({ sectionId }: { sectionId: string }) {
  const intl = useIntl();
  const { allowed, sections } = useManagementAccess();
  const section = findSection(sectionId);
  if (!section || !allowed || !sections.includes(section)) return <AccessDenied />;
  return (
    <>
      <h1>{intl.formatMessage({ id: `management.section.${section.id}` })}</h1>
      <p className="muted">{intl.formatMessage({ id: `management.section.${section.id}.desc` })}</p>
      <Alert tone="info">{intl.formatMessage({ id: 'management.placeholder' })}</Alert>
    </>
  );
}
