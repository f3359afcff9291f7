import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './scripts/precompiledValidatorsPlugin';
import { precompressedAssets } from './scripts/precompressPlugin';

// One source tree, two builds: the role mode is fixed at build time (spec-1 §1),
// so `vite build --mode agent` and `--mode client` each produce their own app.
const roleModes = ['agent', 'client'] as const;
type RoleMode = (typeof roleModes)[number];

/** Suites measured against a wall-clock budget: the `timing` project runs them alone. */
const timingTests = ['tests/server/finance-routes/parseOffLoop.test.ts'];

export default defineConfig(({ mode }) => {
  const role: RoleMode = (roleModes as readonly string[]).includes(mode) ? (mode as RoleMode) : 'agent';
  const serverUrl = process.env.SERVER_URL ?? 'http://localhost:8080';
  return {
    plugins: [react(), precompiledValidators(), precompressedAssets()],
    base: `/${role}/`,
    define: {
      __ROLE_MODE__: JSON.stringify(role),
    },
    build: {
      outDir: `dist/${role}`,
      emptyOutDir: true,
      sourcemap: false,
      // The precompiled validators are one lazy chunk of the request pages: ~1.7 MB, ~170 KB gzipped.
      chunkSizeWarningLimit: 2000,
    },
    server: {
      port: 5173,
      proxy: {
        '/v1': serverUrl,
        '/v2': serverUrl,
        '/suggestions': serverUrl,
        '/bank-api': serverUrl,
        '/hubs': { target: serverUrl, ws: true },
      },
    },
    test: {
      // One more worker than cores: many suites wait on databases, child processes, sockets and timers
      // rather than the CPU, and a third file fills those waits (measured on two cores: 400 s with two
      // workers, 321 s with three, 344 s with four).
      maxWorkers: 3,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/{domain,server,check,api,scripts}/**/*.test.ts'],
            exclude: timingTests,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          // Tests whose budget is a wall-clock wait (the event loop stays free) run after the others,
          // alone: on two cores a neighbouring suite's work would be measured as the server's wait.
          extends: true,
          test: {
            name: 'timing',
            environment: 'node',
            include: timingTests,
            sequence: { groupOrder: 1 },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'happy-dom',
            include: ['tests/{ui,runtime}/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/ui/setup.ts'],
            testTimeout: 30_000,
          },
        },
      ],
    },
  };
});
