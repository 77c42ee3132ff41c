import type { ReactNode } from 'react';
import type { SessionAccess } from '#app/shell/session/session-gate';
import { NavBar } from './nav-bar';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';

/**
 * Layouts of SPEC 2. Route components wrap their feature page in one of these.
 * `access` defaults: dashboard 'signed-in'; simple and home 'public'; public form 'none'.
 */
export function DashboardLayout({ children, access = 'signed-in' }: { children: ReactNode; access?: SessionAccess }) {
  return (
    <PageFrame className="layout-dashboard" access={access} header={<NavBar />} footer={<SiteFooter />}>
      <div className="container">{children}</div>
    </PageFrame>
  );
}

export function SimpleLayout({ children, access = 'public', showSignIn = true }: { children: ReactNode; access?: SessionAccess; showSignIn?: boolean }) {
  return (
    <PageFrame className="layout-simple" access={access} header={<NavBar showSignIn={showSignIn} />} footer={<SiteFooter />}>
      <div className="container container-narrow">{children}</div>
    </PageFrame>
  );
}

export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame className="layout-home" access="public" header={<NavBar />} footer={<SiteFooter />}>
      {children}
    </PageFrame>
  );
}

/** Minimal chrome for citizens answering a form: never blocked by the session, sync status stays visible. */
export function PublicFormLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame className="layout-public-form" access="none" header={<NavBar showSignIn={false} />}>
      <div className="container container-form">{children}</div>
    </PageFrame>
  );
}
