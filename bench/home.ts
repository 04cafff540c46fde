// npm run bench -- home: the gzipped JavaScript and CSS the home route loads before interaction,
// and a Lighthouse mobile lab run against Debian's Chromium (offline, on loopback).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { printFigure, startServer } from "./lib/server.ts";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const staticDir = path.resolve("dist/web");

function gzippedSize(urlPath: string): number {
  const file = path.join(staticDir, decodeURIComponent(urlPath));
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function measureHomeBytes(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
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

async function lighthouseScore(url: string): Promise<number | null> {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    const score = result?.lhr.categories.performance?.score;
    return typeof score === "number" ? Math.round(score * 100) : null;
  } finally {
    chrome.kill();
  }
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 4391));
try {
  const bytes = await measureHomeBytes(`${server.url}/`);
  printFigure("home", "home_js_gzip_kb", Math.round((bytes.js / 1024) * 10) / 10, "KB", { files: bytes.jsFiles, target_max: 120 });
  printFigure("home", "home_css_gzip_kb", Math.round((bytes.css / 1024) * 10) / 10, "KB", { files: bytes.cssFiles });
  const scores: number[] = [];
  for (let run = 0; run < 3; run++) {
    const score = await lighthouseScore(`${server.url}/`);
    if (score !== null) scores.push(score);
  }
  scores.sort((a, b) => a - b);
  const median = scores[Math.floor(scores.length / 2)];
  if (median !== undefined) printFigure("home", "lighthouse_mobile_performance", median, "score", { runs: scores, target_min: 95 });
} finally {
  await server.stop();
}
