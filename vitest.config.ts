import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'web/**/*.test.ts'],
    // CI has two cores shared by every test file: allow slow machines, never assert speed.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
