// npm run bench -- NAME [NAME...]: runs bench/NAME.ts; each prints JSON lines of figures.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const names = process.argv.slice(2);
const available = fs.readdirSync("bench").filter((f) => f.endsWith(".ts")).map((f) => f.slice(0, -3));
if (names.length === 0 || names.some((name) => !available.includes(name))) {
  console.error(`usage: npm run bench -- ${available.join("|")}`);
  process.exit(2);
}
for (const name of names) {
  const run = spawnSync(process.execPath, ["--import", "tsx", `bench/${name}.ts`], { stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
