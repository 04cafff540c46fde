// npm run bench -- content: every page to read (the content pages, the vendor program pages, the planning
// guides and templates, the blog list, a category and an article) against the prerendered home page in the
// same run (issue 28).
// 1. Throughput: requests/s and p99 at BENCH_CONNECTIONS (default 50) for BENCH_SECONDS (default 5) per
//    page, each also as a share of the static home's requests/s (measured before and after the pages, the
//    mean of both is the baseline); then the blog list and the article once more with a query string never
//    asked before, which misses the render cache and reads the database. Each
//    page says whether its HTML arrived server-rendered (its text before any script) and its size.
// 2. Lighthouse mobile performance and SEO (issue 28: >= 95 and 100), median of BENCH_LIGHTHOUSE_RUNS runs
//    (default 3; 0 skips them).
// BENCH_PAGES=faq,blog,article picks pages by name (the home always runs: it is the baseline). Figures on a
// loaded, shared machine are lower than on a calm one; compare pages with the home of the same run.
import autocannon from "autocannon";
import { lighthouseScores, median } from "./lib/lighthouse.ts";
import { printFigure, startServer } from "./lib/server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const HOME = { name: "home", path: "/" };
const ALL_PAGES = [
  { name: "blog", path: "/blog", uncached: true },
  { name: "blog_category", path: "/blog?category=budgeting" },
  { name: "article", path: "/blog/outdoor-wedding-rain-plan", uncached: true },
  { name: "faq", path: "/faq" },
  { name: "help", path: "/help" },
  { name: "about", path: "/about" },
  { name: "company", path: "/company" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "how_to_get_started", path: "/how-to-get-started" },
  { name: "pros", path: "/pros" },
  { name: "join", path: "/join" },
  { name: "guides", path: "/planning/guides" },
  { name: "templates", path: "/planning/templates" },
  { name: "budgeting_basics", path: "/planning/budgeting-basics" },
  { name: "wedding_websites_guide", path: "/wedding-websites-guide" },
  { name: "vendor_benefits", path: "/vendor-benefits" },
  { name: "vendor_pricing", path: "/vendor-pricing" },
  { name: "founding_50", path: "/founding-50" },
  { name: "ai_vendor_tools", path: "/ai-vendor-tools" },
  { name: "june_for_planners", path: "/june-for-planners" },
  { name: "friendors", path: "/friendors" },
];
const picked = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const PAGES = picked ? ALL_PAGES.filter((page) => picked.includes(page.name)) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`BENCH_PAGES names no page; the names are ${ALL_PAGES.map((page) => page.name).join(", ")}`);

const server = await startServer(Number(process.env.BENCH_PORT ?? 4393));
try {
  // A fresh server is still warming up (JIT, first renders): every page once at low load, so the home
  // page measured first is not the coldest of all.
  for (const page of [HOME, ...PAGES]) await autocannon({ url: server.url + page.path, headers: { "accept-encoding": "br" }, connections: 10, duration: 1 });
  const homeBefore = await throughput(`${HOME.name}_before`, HOME.path);
  const figures: { page: (typeof PAGES)[number]; figure: { rps: number; p99: number }; fresh?: { rps: number; p99: number }; serverRendered: boolean; bytes: number }[] = [];
  for (const page of PAGES) {
    const { ok, serverRendered, bytes } = await inspect(page.path);
    if (!ok) throw new Error(`${page.name} (${page.path}) did not answer 200`);
    figures.push({ page, figure: await throughput(page.name, page.path), serverRendered, bytes });
  }
  // The home again after the pages: the machine is shared, so the baseline is the mean of both ends.
  const homeAfter = await throughput(`${HOME.name}_after`, HOME.path);
  // Last, as they leave the server a backlog of renders: a query string never asked before misses the
  // render cache, so the page is read and rendered anew for every request.
  for (const entry of figures) {
    if (!entry.page.uncached) continue;
    await settle();
    entry.fresh = await throughput(`${entry.page.name}_uncached`, `${entry.page.path}${entry.page.path.includes("?") ? "&" : "?"}fresh=[<id>]`);
  }
  const homeRps = Math.round((homeBefore.rps + homeAfter.rps) / 2);
  printFigure("content", "home_rps", homeRps, "req/s", { path: HOME.path, before: homeBefore.rps, after: homeAfter.rps, p99_ms: Math.max(homeBefore.p99, homeAfter.p99) });
  const relative = (rps: number) => Math.round((rps / homeRps) * 1000) / 10;
  for (const { page, figure, fresh, serverRendered, bytes } of figures) {
    printFigure("content", `${page.name}_vs_static_home`, relative(figure.rps), "%", { path: page.path, rps: figure.rps, home_rps: homeRps, p99_ms: figure.p99, server_rendered: serverRendered, html_bytes: bytes });
    if (fresh) printFigure("content", `${page.name}_uncached_vs_static_home`, relative(fresh.rps), "%", { path: page.path, rps: fresh.rps, home_rps: homeRps, p99_ms: fresh.p99 });
  }
  if (LIGHTHOUSE_RUNS > 0) {
    for (const page of [HOME, ...PAGES]) {
      const performance: number[] = [];
      const seo: number[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const scores = await lighthouseScores(server.url + page.path, ["performance", "seo"]);
        if (scores.performance !== undefined) performance.push(scores.performance);
        if (scores.seo !== undefined) seo.push(scores.seo);
      }
      printFigure("content", `lighthouse_mobile_performance_${page.name}`, median(performance) ?? -1, "score", { path: page.path, runs: performance, target_min: 95 });
      printFigure("content", `lighthouse_seo_${page.name}`, median(seo) ?? -1, "score", { path: page.path, runs: seo, target: 100 });
    }
  }
} finally {
  await server.stop();
}

/** One page's requests/s and p99 at the bench's connections, after a short warm-up; prints both. */
async function throughput(name: string, path: string): Promise<{ rps: number; p99: number }> {
  const options = { url: server.url + path, headers: { "accept-encoding": "br" }, idReplacement: true };
  await autocannon({ ...options, connections: 10, duration: 2 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_SECONDS });
  // A saturated server times requests out: a figure to print, not a failure of the bench.
  if (result.non2xx > 0 || result.errors > result.timeouts) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  if (result.timeouts > 0) printFigure("content", `${name}_timeouts`, result.timeouts, "requests", { connections: CONNECTIONS });
  const figure = { rps: Math.round(result.requests.average), p99: result.latency.p99 };
  printFigure("content", `${name}_rps`, figure.rps, "req/s", { path, connections: CONNECTIONS, seconds: DURATION_SECONDS, p99_ms: figure.p99 });
  return figure;
}

/** Waits (up to 30 s) until the server answers the home quickly again, so one run's backlog is not charged to the next. */
async function settle() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(server.url + HOME.path).then((response) => response.arrayBuffer());
    if (performance.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Whether the page answers 200 with its content in the HTML (the server renderer's mark), and its size. */
async function inspect(path: string) {
  const response = await fetch(server.url + path);
  const html = await response.text();
  return { ok: response.status === 200, serverRendered: html.includes('data-server-rendered="true"'), bytes: Buffer.byteLength(html) };
}
