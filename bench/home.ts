// npm run bench -- home: the gzipped JavaScript and CSS the home route loads before interaction,
// and a Lighthouse mobile lab run against Debian's Chromium (offline, on loopback).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS, lighthouseScores, median } from "./lib/lighthouse.ts";
import { printFigure, startServer } from "./lib/server.ts";

const staticDir = path.resolve("dist/web");

function gzippedSize(urlPath: string): number {
  const file = path.join(staticDir, decodeURIComponent(urlPath));
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function measureHomeBytes(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const assets = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await browser.close();
  const files = [...assets];
  const js = files.filter((f) => f.endsWith(".js"));
  const css = files.filter((f) => f.endsWith(".css"));
  const sum = (list: string[]) => list.reduce((total, file) => total + gzippedSize(file), 0);
  return { js: sum(js), css: sum(css), jsFiles: js.length, cssFiles: css.length };
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 4391));
try {
  const bytes = await measureHomeBytes(`${server.url}/`);
  printFigure("home", "home_js_gzip_kb", Math.round((bytes.js / 1024) * 10) / 10, "KB", { files: bytes.jsFiles, target_max: 120 });
  printFigure("home", "home_css_gzip_kb", Math.round((bytes.css / 1024) * 10) / 10, "KB", { files: bytes.cssFiles });
  const scores: number[] = [];
  for (let run = 0; run < 3; run++) {
    const { performance } = await lighthouseScores(`${server.url}/`, ["performance"]);
    if (performance !== undefined) scores.push(performance);
  }
  const middle = median(scores);
  if (middle !== undefined) printFigure("home", "lighthouse_mobile_performance", middle, "score", { runs: scores, target_min: 95 });
} finally {
  await server.stop();
}
