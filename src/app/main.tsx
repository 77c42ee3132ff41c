import '#core/zod-without-eval';
import { reloadForStaleStart, watchStaleCode } from '#app/shell/errors/stale-code';
import '#app/shared/ui/theme.css';
import '#app/shared/ui/shell.css';

watchStaleCode();

/** A task boundary: the browser may paint and handle input before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * A module graph is evaluated in one task, and the app's was one of 400–600 ms on a slow phone.
 * Its heaviest parts are evaluated here one stage at a time, each in a task of its own; the last
 * stage (start/app.tsx) finds them evaluated. The files are fetched in parallel all the same: the
 * build preloads every stage's chunks with the entry (scripts/vite-start-stages.ts).
 */
async function start(): Promise<void> {
  await import('./start/react-stage');
  await nextTask();
  await import('./start/libraries-stage');
  await nextTask();
  await import('./start/schemas-stage');
  await nextTask();
  await import('./start/widgets-stage');
  await nextTask();
  await import('./start/offline-stage');
  await nextTask();
  await import('./start/app');
}

// not a top-level await: the bundler turns its chunk optimisations off for a graph that has one
start().catch((error: unknown) => {
  if (!reloadForStaleStart(error)) throw error;
});
