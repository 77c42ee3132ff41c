import type { ReactNode } from 'react';
import { SessionGate, type SessionAccess } from '#app/shell/session/session-gate';
import { LayoutErrorBoundary } from './layout-error-boundary';
import { useShellSlots } from './shell-slots';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from './layout-messages';

/** The parts every layout shares: skip link, banner slot, main landmark, session gate, error boundary. */
export function PageFrame({ header, footer, access, className, children }: {
  header?: ReactNode;
  footer?: ReactNode;
  access: SessionAccess;
  className: string;
  children: ReactNode;
}) {
  const t = useT(layoutMessages);
  const { notices } = useShellSlots();
  return (
    <div className={`layout ${className}`}>
      <a href="#main-content" className="skip-link">{t('layout.skip')}</a>
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
