// npm start: build the web app if it is missing or older than its sources, then run the server.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const staticDir = path.resolve(process.env.STATIC_DIR ?? "dist/web");
const builtIndex = path.join(staticDir, "index.html");
const sources = ["web", "domain", "vite.config.ts", "package-lock.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newestMtime(source) > builtAt)) {
  console.log("Building the web app...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, WEB_OUT_DIR: staticDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  // React's production build: several times faster at rendering pages on the server than its development build.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production", STATIC_DIR: staticDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
