import { defineConfig } from 'vitest/config';

/** Every project: a `.only` left in a file would silently run that test alone (vitest allows it outside CI). */
const everyProject = { environment: 'node', allowOnly: false } as const;

export default defineConfig({
  test: {
    projects: [
      { test: { ...everyProject, name: 'unit', include: ['tests/core/**/*.test.ts', 'tests/worker/**/*.test.ts', 'tests/app/**/*.test.ts'] } },
      {
        test: {
          ...everyProject,
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
