export interface TreeNode { id: number; parentId: number | null }

export interface Placed<T> {
  item: T;
  depth: number;
  hasChildren: boolean;
}

/** Parents before their children, siblings in the given order; an item whose parent is not in the list is a root. */
export function inTreeOrder<T extends TreeNode>(items: readonly T[], collapsed: ReadonlySet<number> = new Set()): Placed<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const placed: Placed<T>[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      const hasChildren = (children.get(item.id)?.length ?? 0) > 0;
      placed.push({ item, depth, hasChildren });
      if (!collapsed.has(item.id)) visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  return placed;
}

/** The item and everything below it: what may not become its parent. */
export function selfAndBelow(items: readonly TreeNode[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.parentId !== null && found.has(item.parentId) && !found.has(item.id)) {
        found.add(item.id);
        grew = true;
      }
    }
  }
  return found;
}
