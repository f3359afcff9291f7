import { defineConfig } from '@playwright/test';

// One server for the whole run, on its own port and its own fresh data directory,
// started exactly as `npm start` starts it (but with node, so stopping it stops the server).
const port = Number(process.env.E2E_PORT ?? 8181);
process.env.E2E_DATA_DIR ??= `data/e2e-${Date.now()}`;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Runs on other ports (several at once on one machine) keep their artefacts apart.
  outputDir: port === 8181 ? 'test-results' : `test-results-${port}`,
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs scripts/start.ts',
    url: `${baseURL}/v1/config/read/app`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_ENVIRONMENT: 'demo',
      // The bank simulator plays its scenarios 30 times faster: an offer in a second, a whole deal in seconds.
      SIMULATOR_SPEED: '30',
      // The e2e run uses the embedded database even when CI points DATABASE_URL at PostgreSQL.
      DATABASE_URL: '',
    },
  },
});
