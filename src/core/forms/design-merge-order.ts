import { movedIds } from './design-values';

/** Where the elements of a design stand: its phases in order, each with its element ids in order. */
export type Layout = readonly { phaseId: string; elementIds: readonly string[] }[];

function reorderedList(base: readonly string[], side: readonly string[]): boolean {
  return movedIds(base, side).size > 0;
}

/** True when `side` moved an element that `base` also has: to another phase, or within its phase. */
function reorderedLayout(base: Layout, side: Layout): boolean {
  const phaseIn = (layout: Layout) => new Map(layout.flatMap((p) => p.elementIds.map((id) => [id, p.phaseId] as const)));
  const basePhase = phaseIn(base);
  const sidePhase = phaseIn(side);
  for (const [id, phaseId] of sidePhase) {
    const was = basePhase.get(id);
    if (was !== undefined && was !== phaseId) return true;
  }
  const stayed = (layout: Layout, phaseId: string) =>
    (layout.find((p) => p.phaseId === phaseId)?.elementIds ?? []).filter((id) => basePhase.get(id) === phaseId && sidePhase.get(id) === phaseId);
  return side.some((p) => reorderedList(stayed(base, p.phaseId), stayed(side, p.phaseId)));
}

/** Insert `id` right after the nearest of its predecessors in `source` that `result` already holds, else first. */
function insertAfterNeighbour(result: string[], source: readonly string[], index: number): void {
  for (let k = index - 1; k >= 0; k--) {
    const at = result.indexOf(source[k] as string);
    if (at >= 0) {
      result.splice(at + 1, 0, source[index] as string);
      return;
    }
  }
  result.unshift(source[index] as string);
}

/**
 * The merged order of a list of ids (phases, rules). If only mine reordered, mine's order wins;
 * otherwise theirs'. Ids kept from the other side go after their previous neighbour of that side.
 */
export function mergeOrder(base: readonly string[], mine: readonly string[], theirs: readonly string[], keep: ReadonlySet<string>): string[] {
  const mineFirst = reorderedList(base, mine) && !reorderedList(base, theirs);
  const [primary, secondary] = mineFirst ? [mine, theirs] : [theirs, mine];
  const result = primary.filter((id) => keep.has(id));
  secondary.forEach((id, index) => {
    if (keep.has(id) && !result.includes(id)) insertAfterNeighbour(result, secondary, index);
  });
  return result;
}

/**
 * The merged places of elements in the merged phases (`phaseOrder`). The same rule as mergeOrder,
 * with phases: an element stays in its phase (after its previous neighbour still there, else first);
 * one whose phase is gone goes to the end of the nearest earlier phase kept.
 */
export function mergeLayout(base: Layout, mine: Layout, theirs: Layout, phaseOrder: readonly string[], keep: ReadonlySet<string>): Map<string, string[]> {
  const mineFirst = reorderedLayout(base, mine) && !reorderedLayout(base, theirs);
  const [primary, secondary] = mineFirst ? [mine, theirs] : [theirs, mine];
  const result = new Map(phaseOrder.map((phaseId) => [phaseId, [] as string[]]));
  const placedIn = new Map<string, string[]>();
  for (const phase of primary) {
    const list = result.get(phase.phaseId);
    if (!list) continue;
    for (const id of phase.elementIds) {
      if (keep.has(id) && !placedIn.has(id)) {
        list.push(id);
        placedIn.set(id, list);
      }
    }
  }
  const place = (source: Layout, phaseIndex: number, phase: Layout[number], index: number) => {
    const id = phase.elementIds[index];
    if (id === undefined) return;
    const own = result.get(phase.phaseId);
    for (const neighbour of phase.elementIds.slice(0, index).reverse()) {
      const list = placedIn.get(neighbour);
      // a neighbour that the other side moved to another phase does not take the element along
      if (list && (!own || list === own)) {
        list.splice(list.indexOf(neighbour) + 1, 0, id);
        placedIn.set(id, list);
        return;
      }
    }
    if (own) {
      own.unshift(id);
      placedIn.set(id, own);
      return;
    }
    const earlier = source.slice(0, phaseIndex).reverse().map((p) => result.get(p.phaseId)).find((list) => list !== undefined);
    const home = earlier ?? result.get(phaseOrder[0] ?? '');
    if (!home) return;
    if (earlier) home.push(id);
    else home.unshift(id);
    placedIn.set(id, home);
  };
  for (const source of [secondary, primary]) {
    source.forEach((phase, phaseIndex) => phase.elementIds.forEach((id, index) => {
      if (keep.has(id) && !placedIn.has(id)) place(source, phaseIndex, phase, index);
    }));
  }
  return result;
}
