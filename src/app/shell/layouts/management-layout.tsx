import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button } from '#app/shared/ui/button';
import { Icon, type IconName } from '#app/shared/ui/icon';
import { NavBar } from './nav-bar';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from './layout-messages';

export interface SidebarItem {
  id: string;
  label: string;
  icon: IconName;
}

const COLLAPSED_KEY = 'managementSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(COLLAPSED_KEY);
    // phones start with the menu folded so the content comes first
    return stored === null ? window.innerWidth < 767 : stored === '1';
  } catch {
    return false;
  }
}

/** SPEC 2 management layout: sidebar (256 px expanded, 60 px collapsed), navigation bar, footer. */
export function ManagementLayout({ items, children }: { items: readonly SidebarItem[]; children: ReactNode }) {
  const t = useT(layoutMessages);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {
        // not kept, still toggles
      }
      return !c;
    });
  };
  const label = t('layout.sidebar.label');
  const sidebar = (
    <nav className="sidebar" data-collapsed={collapsed} aria-label={label}>
      <Button
        variant="quiet"
        className="sidebar-toggle"
        aria-expanded={!collapsed}
        aria-controls="management-menu"
        aria-label={t(collapsed ? 'layout.sidebar.expand' : 'layout.sidebar.collapse')}
        onPress={toggle}
      >
        <Icon name={collapsed ? 'menu' : 'chevronLeft'} />
        <span className="sidebar-toggle-text">{label}</span>
      </Button>
      <ul id="management-menu" className="sidebar-menu">
        <li>
          <Link to="/management" className="sidebar-link" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
            <Icon name="home" />
            <span className="sidebar-text">{t('layout.nav.management')}</span>
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to="/management/$section"
              params={{ section: item.id }}
              className="sidebar-link"
              activeProps={{ 'aria-current': 'page' }}
              title={collapsed ? item.label : undefined}
            >
              <Icon name={item.icon} />
              <span className="sidebar-text">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <PageFrame className="layout-management" access="signed-in" header={<NavBar />} footer={<SiteFooter />}>
      <div className="management-body" data-collapsed={collapsed}>
        {sidebar}
        <div className="management-content">{children}</div>
      </div>
    </PageFrame>
  );
}
