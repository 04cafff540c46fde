import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  /** The server process, e.g. to read its peak memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Builds the SPA if needed and starts the real server on a fresh data folder and a loopback port;
 * `scaleCatalog` first adds the 3,000 generated venues of `npm run seed:scale`.
 */
export async function startServer(port: number, env: Record<string, string> = {}, { scaleCatalog = false } = {}): Promise<RunningServer> {
  if (!fs.existsSync("dist/web/index.html")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  // BENCH_DATA_DIR keeps the scale catalog's embedded database between runs (seed:scale only tops it up).
  const keptDir = scaleCatalog ? process.env.BENCH_DATA_DIR : undefined;
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sb-bench-"));
  if (scaleCatalog) {
    const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts"], { stdio: "inherit", env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
    if (seed.status !== 0) throw new Error("seed:scale failed");
  }
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh embedded database migrates and seeds first: over a minute on a loaded, shared machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function printFigure(bench: string, metric: string, value: number, unit: string, extra: object = {}): void {
  console.log(JSON.stringify({ bench, metric, value, unit, ...extra }));
}
