import type { PermissionGroupItem } from '#core/api';
import { inTreeOrder } from '#core/tree';

export interface PlacedGroup {
  group: PermissionGroupItem;
  depth: number;
}

/** Groups depth-first: each parent before its children, siblings by order then id. A group whose parent is missing is a root. */
export function groupsInTreeOrder(groups: readonly PermissionGroupItem[]): PlacedGroup[] {
  const byOrder = [...groups].sort((a, b) => a.order - b.order || a.id - b.id);
  return inTreeOrder(byOrder).map(({ item, depth }) => ({ group: item, depth }));
}
