/**
 * Runs in the page before the app (Playwright addInitScript; self-contained, no named inner
 * functions). Poses as the React DevTools hook, which React (production builds included) calls
 * after every commit, and counts per question card (`li[data-element-id]`) the commits in which
 * that card rendered again: a host element that rendered gets a new props object, one whose
 * component bailed out keeps the old one. Read with `renderCounts()`.
 */
export function installRenderCounter(): void {
  const scope = globalThis as unknown as { cardRenders: Record<string, number>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  const lastProps = new Map<string, unknown>();
  scope.cardRenders = {};
  type Fiber = { type: unknown; memoizedProps: Record<string, unknown> | null; child: Fiber | null; sibling: Fiber | null };
  scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        const id = fiber.type === 'li' ? fiber.memoizedProps?.['data-element-id'] : undefined;
        if (typeof id === 'string' && lastProps.get(id) !== fiber.memoizedProps) {
          lastProps.set(id, fiber.memoizedProps);
          scope.cardRenders[id] = (scope.cardRenders[id] ?? 0) + 1;
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
    },
  };
}
