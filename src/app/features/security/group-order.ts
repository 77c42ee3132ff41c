import type { PermissionGroupItem } from '#core/api/security.contract';

export interface PlacedGroup {
  group: PermissionGroupItem;
  depth: number;
}

/** Groups depth-first: each parent before its children, siblings by order then id. A group whose parent is missing is a root. */
export function groupsInTreeOrder(groups: readonly PermissionGroupItem[]): PlacedGroup[] {
  const ids = new Set(groups.map((g) => g.id));
  const children = new Map<number | null, PermissionGroupItem[]>();
  for (const group of groups) {
    const parent = group.parentId !== null && ids.has(group.parentId) ? group.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const placed: PlacedGroup[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    for (const group of list) {
      if (seen.has(group.id)) continue;
      seen.add(group.id);
      placed.push({ group, depth });
      visit(group.id, depth + 1);
    }
  };
  visit(null, 0);
  return placed;
}

/** The group and every group below it. */
export function groupAndBelow(groups: readonly PermissionGroupItem[], id: number): Set<number> {
  const below = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups) if (g.parentId !== null && below.has(g.parentId) && !below.has(g.id)) { below.add(g.id); grew = true; }
  }
  return below;
}
