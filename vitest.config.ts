import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The front ends import contract/ as @contract (their Vite configs say so); component tests need the same.
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  test: {
    projects: [
      {
        // Each project takes the root config (the @contract alias) too.
        extends: true,
        test: {
          name: 'unit',
          // Projects with different worker limits run one after the other: the unit tests first.
          sequence: { groupOrder: 0 },
          include: [
            'tests/unit/**/*.test.ts',
            'storefront/src/**/*.test.{ts,tsx}',
            'admin-console/src/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file starts Payload (a few hundred MB): two at a time on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
