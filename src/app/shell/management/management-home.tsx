import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Icon } from '#app/shared/ui/icon';
import { AccessDenied } from './access-denied';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

/** /management index: the sections this user may open. */
export function ManagementHome() {
  const intl = useIntl();
  const { allowed, sections } = useManagementAccess();
  if (!allowed) return <AccessDenied />;
  return (
    <>
      <h1>{intl.formatMessage({ id: 'management.title' })}</h1>
      <p className="muted">{intl.formatMessage({ id: 'management.intro' })}</p>
      {sections.length === 0 ? (
        <p>{intl.formatMessage({ id: 'management.none' })}</p>
      ) : (
        <ul className="section-grid">
          {sections.map((s) => (
            <li key={s.id}>
              <Link to="/management/$section" params={{ section: s.id }} className="section-card">
                <Icon name={s.icon} size={28} />
                <span className="section-card-title">{intl.formatMessage({ id: `management.section.${s.id}` })}</span>
                <span className="section-card-desc">{intl.formatMessage({ id: `management.section.${s.id}.desc` })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
