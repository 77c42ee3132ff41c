import type { LogicRule } from '../forms/rule.schema';

/**
 * Whether a "show" can feed back on itself: a rule shows an element that a rule reads, whose shows
 * lead back to an element the first one reads. Only then may the incremental engine settle
 * elsewhere than a fresh pass over the same answers (both are the one fixed point otherwise).
 */
export function showsInCycle(rules: readonly LogicRule[]): boolean {
  const next = new Map<string, Set<string>>();
  for (const rule of rules) {
    for (const condition of rule.conditions) {
      const targets = next.get(condition.elementId) ?? new Set<string>();
      for (const action of rule.actions) if (action.type === 'show') for (const id of action.elementIds) targets.add(id);
      next.set(condition.elementId, targets);
    }
  }
  const done = new Set<string>();
  const onPath = new Set<string>();
  // iterative depth-first search: a form's 500 rules could make a chain too deep for recursion
  for (const start of next.keys()) {
    if (done.has(start)) continue;
    const stack: { id: string; rest: Iterator<string> }[] = [{ id: start, rest: (next.get(start) ?? new Set()).values() }];
    onPath.add(start);
    for (let top = stack.at(-1); top; top = stack.at(-1)) {
      const step = top.rest.next();
      if (step.done) {
        stack.pop();
        onPath.delete(top.id);
        done.add(top.id);
        continue;
      }
      const id = step.value;
      if (onPath.has(id)) return true;
      if (done.has(id)) continue;
      onPath.add(id);
      stack.push({ id, rest: (next.get(id) ?? new Set()).values() });
    }
  }
  return false;
}
