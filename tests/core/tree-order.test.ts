import { describe, expect, it } from 'vitest';
import { type Branch, inTreeOrder, selfAndBelow, treeBranches } from '#core/tree';

const node = (id: number, parentId: number | null, name = `n${id}`) => ({ id, parentId, name });
// 1 ─ 2 ─ 4      (5's parent 9 is not in the list: a root)
//   └ 3
const items = [node(3, 1), node(1, null), node(4, 2), node(2, 1), node(5, 9)];

describe('inTreeOrder', () => {
  it('places each item right after its parent, siblings in list order, with depth and whether it has children', () => {
    expect(inTreeOrder(items).map(({ item, depth, hasChildren }) => [item.id, depth, hasChildren])).toEqual([
      [1, 0, true], [3, 1, false], [2, 1, true], [4, 2, false], [5, 0, false],
    ]);
  });

  it('leaves out what lies below a collapsed item, not the item itself', () => {
    expect(inTreeOrder(items, new Set([2])).map(({ item }) => item.id)).toEqual([1, 3, 2, 5]);
    expect(inTreeOrder(items, new Set([1])).map(({ item }) => item.id)).toEqual([1, 5]);
  });

  it('places an id once and ends on a cycle (bad data never hangs a page)', () => {
    expect(inTreeOrder([node(1, null), node(1, null), node(2, 1)]).map(({ item }) => item.id)).toEqual([1, 2]);
    expect(inTreeOrder([node(1, 2), node(2, 1), node(3, null)]).map(({ item }) => item.id)).toEqual([3]);
  });
});

describe('treeBranches', () => {
  const shape = (branches: Branch<{ id: number }>[]): unknown[] => branches.map(({ item, children }) => (children.length ? [item.id, shape(children)] : item.id));

  it('nests each item under its parent, siblings in list order, an item whose parent is missing as a root', () => {
    expect(shape(treeBranches(items))).toEqual([[1, [3, [2, [4]]]], 5]);
  });

  it('places an id once and ends on a cycle, as inTreeOrder', () => {
    expect(shape(treeBranches([node(1, null), node(1, null), node(2, 1)]))).toEqual([[1, [2]]]);
    expect(shape(treeBranches([node(1, 2), node(2, 1), node(3, null), node(4, 4)]))).toEqual([3]);
  });
});

describe('selfAndBelow', () => {
  it('is the item and everything under it, nearest first', () => {
    expect([...selfAndBelow(items, 1)]).toEqual([1, 3, 2, 4]);
    expect([...selfAndBelow(items, 2)]).toEqual([2, 4]);
    expect([...selfAndBelow(items, 5)]).toEqual([5]);
  });

  it('ends on a cycle', () => {
    expect(selfAndBelow([node(1, 2), node(2, 1)], 1)).toEqual(new Set([1, 2]));
  });
});
