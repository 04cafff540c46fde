import base from "./playwright.config";
import { defineConfig } from "@playwright/test";

/**
 * The Spotify connect flow in the browser (decision 040): the app started with Spotify set up and
 * pointed at the stand-in (scripts/spotify-stand-in.ts), which runs as a second server. Run with
 * `E2E_PORT=<port> npx playwright test -c playwright.spotify.config.ts`; the stand-in takes port + 60.
 * Only `*.spotify.ts` files run here, and the main config never picks them up (it runs `*.spec.ts`).
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const standInPort = port + 60;
const app = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testMatch: /\.spotify\.ts$/,
  projects: base.projects?.filter((project) => project.name === "desktop"),
  webServer: [
    { command: `node --import tsx scripts/spotify-stand-in.ts ${standInPort}`, port: standInPort, reuseExistingServer: false, timeout: 60_000 },
    {
      ...app,
      env: {
        ...app.env,
        SPOTIFY_CLIENT_ID: "stand-in-client-id",
        SPOTIFY_API_BASE_URL: `http://127.0.0.1:${standInPort}/v1`,
        SPOTIFY_ACCOUNTS_BASE_URL: `http://127.0.0.1:${standInPort}`,
      },
    },
  ],
});
