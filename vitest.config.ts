import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { landingSample } from './apps/web/scripts/landing-sample-plugin';

// One runner for every suite (STYLE.md §12). `npm test` runs them all after typecheck, lint, build.
export default defineConfig({
  test: {
    // Vitest leaves one core free by default: one worker on a 2-core CI machine, every file in
    // turn. The suites are CPU-bound and the browser suite waits its turn (below), so use them all.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'cv-engine',
          root: './packages/cv-engine',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // The landing's before → after is made by the engine, as in the build (issue 17).
        plugins: [landingSample()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One embedded PostgreSQL for the whole suite; each test file gets its own database.
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.spec.ts'],
          environment: 'node',
          // Starts the built app (npm run build) on embedded PostgreSQL and Chromium.
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // After the other projects: a browser judged on a machine busy reading CVs times out on
          // hydration, and the unit suites finish sooner without the app and Chromium beside them.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
