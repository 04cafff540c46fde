// The npm registry this project installs from lacks some platform builds that
// @tailwindcss/oxide lists as optional dependencies. `npm install` then writes a
// lock file without them and `npm ci` refuses it ("Missing: … from lock file").
// This script records each missing build with its platform, so `npm ci` skips it
// as not for this machine instead of failing. Run it after every `npm install`; `--check` (run by
// `npm test`) only reports missing builds and fails, so a lock file CI would refuse never gets committed.
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORMS = {
  "android-arm64": { os: ["android"], cpu: ["arm64"] },
  "darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "freebsd-x64": { os: ["freebsd"], cpu: ["x64"] },
  "linux-arm-gnueabihf": { os: ["linux"], cpu: ["arm"] },
  "wasm32-wasi": { cpu: ["wasm32"] },
  "win32-arm64-msvc": { os: ["win32"], cpu: ["arm64"] },
  "win32-x64-msvc": { os: ["win32"], cpu: ["x64"] },
};

const checkOnly = process.argv.includes("--check");
const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const slot = `node_modules/${name}`;
    if (packages[slot]) continue;
    const suffix = Object.keys(PLATFORMS).find((platform) => name.endsWith(`-${platform}`));
    if (!suffix) throw new Error(`${key} lists ${name}, which is missing and of no known platform`);
    if (checkOnly) {
      console.error(`package-lock.json lacks ${name}: run node scripts/lockfile-add-missing-optionals.mjs`);
      process.exitCode = 1;
      continue;
    }
    packages[slot] = { version, dev: entry.dev || undefined, optional: true, ...PLATFORMS[suffix] };
    added += 1;
  }
}
if (checkOnly) process.exit();
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} missing platform build(s)`);
