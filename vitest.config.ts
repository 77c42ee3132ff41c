import { defineConfig } from 'vitest/config';
import { appAlias } from './scripts/vite-app-alias';

export default defineConfig({
  resolve: { alias: appAlias },
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/core/**/*.test.ts', 'tests/worker/**/*.test.ts', 'tests/app/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'offline',
          include: ['tests/offline/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/offline/setup.ts'],
        },
      },
    ],
  },
});
