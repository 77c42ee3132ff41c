import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Every project: a `.only` left in a file would silently run that test alone (vitest allows it outside CI). */
const everyProject = { environment: 'node', allowOnly: false } as const;

export default defineConfig({
  test: {
    // vitest's default leaves one core free, i.e. a single worker on a 2-core CI machine: the test files
    // mostly wait on their databases, so two workers there are nearly twice as fast
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { ...everyProject, name: 'unit', include: ['tests/core/**/*.test.ts', 'tests/worker/**/*.test.ts', 'tests/app/**/*.test.ts'] } },
      {
        test: {
          ...everyProject,
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          // each file copies one migrated, bootstrapped database made once per run
          globalSetup: ['tests/server/database-template.ts'],
          // every file builds its own app on its own database, so the files of a worker share the
          // server's modules instead of importing them again each (that import was half the time)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...everyProject,
          name: 'offline',
          include: ['tests/offline/**/*.test.ts'],
          setupFiles: ['tests/offline/setup.ts'],
        },
      },
    ],
  },
});
