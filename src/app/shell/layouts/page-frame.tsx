import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SessionGate, type SessionAccess } from '#app/shell/session/session-gate';
import { LayoutErrorBoundary } from './layout-error-boundary';
import { useShellSlots } from './shell-slots';

/** The parts every layout shares: skip link, banner slot, main landmark, session gate, error boundary. */
export function PageFrame({ header, footer, access, className, children }: {
  header?: ReactNode;
  footer?: ReactNode;
  access: SessionAccess;
  className: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { notices } = useShellSlots();
  return (
    <div className={`layout ${className}`}>
      <a href="#main-content" className="skip-link">{intl.formatMessage({ id: 'layout.skip' })}</a>
      {header}
      {notices}
      <main id="main-content" tabIndex={-1} className="layout-main">
        <LayoutErrorBoundary>
          <SessionGate access={access}>{children}</SessionGate>
        </LayoutErrorBoundary>
      </main>
      {footer}
    </div>
  );
}
