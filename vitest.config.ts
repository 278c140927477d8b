import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle, which on a two-core CI machine runs the files one by one; most of a
    // server test's time is spent waiting on PostgreSQL, so every core gets a file.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism())),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['tools/*/src/**/*.test.ts'] } },
      // Pure helpers of the web app (no DOM).
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database; files run in parallel processes.
          pool: 'forks',
        },
      },
    ],
  },
});
