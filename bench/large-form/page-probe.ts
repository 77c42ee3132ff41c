/**
 * Runs in the page before the app (Playwright addInitScript; it must stay self-contained, with no
 * named inner functions: tsx would wrap them in a helper the page does not have). Records,
 * from outside the app:
 * - `benchPainted[n]`: the time (ms since navigation start) of the frame after the one that first
 *   showed a question of page n (an element whose `attribute` names it: q0… on page 1, q500… on
 *   page 2; `data-element-id` in ours, `data-name` in SurveyJS);
 * - `benchInteractions`: Event Timing entries of interactions (keypress, tap): the delay from the
 *   input to the next paint, the longest entry per interactionId.
 */
export function installPageProbe({ pageSize, attribute }: { pageSize: number; attribute: string }): void {
  const scope = globalThis as unknown as { benchPainted: Record<number, number>; benchInteractions: Record<number, number> };
  scope.benchPainted = {};
  scope.benchInteractions = {};
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const question = node.matches(`[${attribute}]`) ? node : node.querySelector(`[${attribute}]`);
        if (!question) continue;
        const page = Math.floor(Number((question.getAttribute(attribute) ?? 'q0').slice(1)) / pageSize) + 1;
        if (page in scope.benchPainted) continue;
        scope.benchPainted[page] = Number.NaN;
        requestAnimationFrame(() => requestAnimationFrame(() => { scope.benchPainted[page] = performance.now(); }));
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const id = (entry as PerformanceEntry & { interactionId?: number }).interactionId ?? 0;
      if (id) scope.benchInteractions[id] = Math.max(scope.benchInteractions[id] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}
