import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SessionGate, type SessionAccess } from '../session/session-gate';
import { StorageWarning } from '../offline-forms/storage-warning';
import { OfflineBanner } from '../sync-status/offline-banner';
import { LayoutErrorBoundary } from './layout-error-boundary';

/** The parts every layout shares: skip link, banner slot, main landmark, session gate, error boundary. */
export function PageFrame({ header, footer, access, className, children }: {
  header?: ReactNode;
  footer?: ReactNode;
  access: SessionAccess;
  className: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className={`layout ${className}`}>
      <a href="#main-content" className="skip-link">{intl.formatMessage({ id: 'layout.skip' })}</a>
      {header}
      <OfflineBanner />
      <StorageWarning />
      <main id="main-content" tabIndex={-1} className="layout-main">
        <LayoutErrorBoundary>
          <SessionGate access={access}>{children}</SessionGate>
        </LayoutErrorBoundary>
      </main>
      {footer}
    </div>
  );
}
