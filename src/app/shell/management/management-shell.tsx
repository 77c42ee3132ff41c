import type { ReactNode } from 'react';
import { ManagementLayout } from '#app/shell/layouts/management-layout';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { useT } from '#app/shared/i18n/use-t';
import { managementMessages } from './management-messages';

/** The management layout with the menu shaped by the user's permissions. */
export function ManagementShell({ children }: { children: ReactNode }) {
  const t = useT(managementMessages);
  const { sections } = useManagementAccess();
  const items = sections.map((s) => ({ id: s.id, icon: s.icon, label: t(`management.section.${s.id}`) }));
  return <ManagementLayout items={items}>{children}</ManagementLayout>;
}
