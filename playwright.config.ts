import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(os.tmpdir(), `serviceberry-e2e-${port}`);
/** Where e2e/billing.spec.ts runs its Stripe stand-in (the same sum there); the server's Stripe client is pointed at it. */
const stripeStandInPort = port + 20_000;
/** The Pinterest stand-in e2e/pinterest.spec.ts starts on this port (decision 042). */
export const pinterestStandInPort = port + 7;
/** The Spotify stand-in e2e/music-connect-spotify.spec.ts starts on this port (decisions 040 and 050). */
const spotifyStandInPort = port + 8;

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./e2e/reporters/flaky-summary.ts"]],
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    {
      name: "mobile",
      // Only the tests about phone layout, touch or the webview (tagged @phone): the rest of the app is the
      // same code at any width, and the desktop project runs every test (docs/decisions/005-test-budget.md).
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    // Always a fresh server with this config: a stray one on the port would carry other settings and data.
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STATIC_DIR: process.env.STATIC_DIR ?? "./dist/web",
      // Every browser test comes from 127.0.0.1: per-address limits are scaled up; per-account ones stay.
      ADDRESS_RATE_LIMIT_SCALE: "100",
      ADMIN_EMAILS: "admin@serviceberry.test",
      STRIPE_SECRET_KEY: "sk_test_standin",
      STRIPE_WEBHOOK_SECRET: "whsec_standin_secret",
      STRIPE_API_BASE: `http://127.0.0.1:${stripeStandInPort}`,
      // Pinterest points at the local stand-in that e2e/pinterest.spec.ts runs (decision 042).
      PINTEREST_CLIENT_ID: "stand-in-app",
      PINTEREST_CLIENT_SECRET: "stand-in-secret",
      PINTEREST_API_BASE_URL: `http://127.0.0.1:${pinterestStandInPort}`,
      PINTEREST_AUTHORIZE_URL: `http://127.0.0.1:${pinterestStandInPort}/oauth/`,
      OUTBOUND_FETCH_ALLOWED_ORIGINS: `http://127.0.0.1:${pinterestStandInPort}`,
      // Spotify points at the local stand-in that e2e/music-connect-spotify.spec.ts runs.
      SPOTIFY_CLIENT_ID: "stand-in-client-id",
      SPOTIFY_API_BASE_URL: `http://127.0.0.1:${spotifyStandInPort}/v1`,
      SPOTIFY_ACCOUNTS_BASE_URL: `http://127.0.0.1:${spotifyStandInPort}`,
    },
  },
});
