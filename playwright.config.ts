import { defineConfig } from '@playwright/test';

// One server per worker, each on its own port (E2E_PORT, E2E_PORT + 1, …) and its own fresh data
// directory, started exactly as `npm start` starts it (but with node, so stopping it stops the server).
// One worker by default: on two cores Chromium and the server keep both busy, and a second worker
// doubled every test's time (measured: the suite in 6.5 min with one, 7.2 min with two). E2E_WORKERS=N on a
// larger machine; a server each keeps the workers' organisations apart (e2e/test.ts).
const port = Number(process.env.E2E_PORT ?? 8181);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
process.env.E2E_DATA_DIR ??= `data/e2e-${Date.now()}`;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Runs on other ports (several at once on one machine) keep their artefacts apart.
  outputDir: port === 8181 ? 'test-results' : `test-results-${port}`,
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node node_modules/tsx/dist/cli.mjs scripts/start.ts',
    url: `http://localhost:${port + index}/v1/config/read/app`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + index),
      DATA_DIR: `${process.env.E2E_DATA_DIR}-${index}`,
      APP_ENVIRONMENT: 'demo',
      // The bank simulator plays its scenarios 30 times faster: an offer in a second, a whole deal in seconds.
      SIMULATOR_SPEED: '30',
      // The e2e run uses the embedded database even when CI points DATABASE_URL at PostgreSQL.
      DATABASE_URL: '',
    },
  })),
});
