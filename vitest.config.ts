import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'web/**/*.test.ts'],
    // CI has two cores shared by every test file: allow slow machines, never assert speed.
    testTimeout: 60_000,
    // Two files at a time on two cores (the default leaves one core to the runner): the browser
    // tests mostly wait on Chromium and the server, and the suite took 754 s with one worker
    // against 563 s with two, both green (96 files, fresh clone).
    maxWorkers: 2,
    hookTimeout: 120_000,
  },
});
