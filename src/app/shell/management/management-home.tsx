import { Link } from '@tanstack/react-router';
import { Icon } from '#app/shared/ui/icon';
import { AccessDenied } from './access-denied';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { useT } from '#app/shared/i18n/use-t';
import { managementMessages } from './management-messages';

/** /management index: the sections this user may open. */
export function ManagementHome() {
  const t = useT(managementMessages);
  const { allowed, sections } = useManagementAccess();
  if (!allowed) return <AccessDenied />;
  return (
    <>
      <h1>{t('management.title')}</h1>
      <p className="muted">{t('management.intro')}</p>
      {sections.length === 0 ? (
        <p>{t('management.none')}</p>
      ) : (
        <ul className="section-grid">
          {sections.map((s) => (
            <li key={s.id}>
              <Link to="/management/$section" params={{ section: s.id }} className="section-card">
                <Icon name={s.icon} size={28} />
                <span className="section-card-title">{t(`management.section.${s.id}`)}</span>
                <span className="section-card-desc">{t(`management.section.${s.id}.desc`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
