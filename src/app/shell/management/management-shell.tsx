import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ManagementLayout } from '#app/shell/layouts/management-layout';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

/** The management layout with the menu shaped by the user's permissions. */
export function ManagementShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { sections } = useManagementAccess();
  const items = sections.map((s) => ({ id: s.id, icon: s.icon, label: intl.formatMessage({ id: `management.section.${s.id}` }) }));
  return <ManagementLayout items={items}>{children}</ManagementLayout>;
}
