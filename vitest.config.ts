import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'];
/**
 * Server test files that need a process of their own: one replaces a module every other file
 * imports (vi.mock), one reads the priority of every thread the process has (text drawn by
 * another file's test leaves a thread behind).
 */
const ALONE = ['src/server/route-without-policy.test.ts', 'src/server/media/picture-priority.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: ALONE,
          environment: 'node',
          // The files of a worker share its modules: each file importing the server afresh took
          // 2–4 s of a run's 8 minutes per file. Every test still builds its own app on its own
          // database; what a file leaves in the process (timers, spies) it takes back itself.
          isolate: false,
          // A certificate the workers trust, for the stand-in push service at https://127.0.0.1 (push-endpoint-tls.ts).
          globalSetup: ['src/server/test-support/push-endpoint-tls.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-alone',
          include: ALONE,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The CI machine is shared and at times several times slower: a limit to give up, not a speed target.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
