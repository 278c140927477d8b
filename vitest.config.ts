import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
