/** A row of a tree kept as a flat list: companies, departments, permission groups, folders, category items. */
export interface TreeNode {
  id: number;
  parentId: number | null;
}

export interface Placed<T> {
  item: T;
  depth: number;
  hasChildren: boolean;
}

/** Each item's children, in list order; an item whose parent is not in the list is a root (under null). */
function childrenOf<T extends TreeNode>(items: readonly T[]): Map<number | null, T[]> {
  const ids = new Set(items.map((item) => item.id));
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  return children;
}

/**
 * Depth first: each item right after its parent, siblings in the order of the list (sort the list to
 * order them). An item whose parent is not in the list is a root; each id is placed once. The items
 * below a `collapsed` id are left out.
 */
export function inTreeOrder<T extends TreeNode>(items: readonly T[], collapsed: ReadonlySet<number> = new Set()): Placed<T>[] {
  const children = childrenOf(items);
  const placed: Placed<T>[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    for (const item of children.get(parent) ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      placed.push({ item, depth, hasChildren: (children.get(item.id)?.length ?? 0) > 0 });
      if (!collapsed.has(item.id)) visit(item.id, depth + 1);
    }
  };
  visit(null, 0);
  return placed;
}

/** An item with the items right below it, for a page that shows a tree as nested lists. */
export interface Branch<T> {
  item: T;
  children: Branch<T>[];
}

/** The trees of `items` as nested branches, in the order and with the rules of `inTreeOrder`. */
export function treeBranches<T extends TreeNode>(items: readonly T[]): Branch<T>[] {
  const roots: Branch<T>[] = [];
  const path: Branch<T>[] = []; // the branch placed last at each depth
  for (const { item, depth } of inTreeOrder(items)) {
    const branch: Branch<T> = { item, children: [] };
    (path[depth - 1]?.children ?? roots).push(branch);
    path[depth] = branch;
  }
  return roots;
}

/** The item and everything below it, level by level (what may not become its parent). */
export function selfAndBelow(items: readonly TreeNode[], id: number): Set<number> {
  const found = new Set([id]);
  // a Set visits what is added while it is iterated: each found id's children are looked up in turn
  for (const at of found) {
    for (const item of items) if (item.parentId === at) found.add(item.id);
  }
  return found;
}
