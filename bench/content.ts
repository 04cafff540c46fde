// npm run bench -- content: Lighthouse mobile performance, accessibility, best practices and SEO for the
// blog, an article and every content page the server renders (issue 28: performance >= 95, CLS under
// 0.05 and SEO 100 on each), median of BENCH_LIGHTHOUSE_RUNS runs (default 3), with the figures behind
// the median run's performance score and the machine's load average when it ran. BENCH_PAGES=faq,help
// picks pages by name. Lab figures on a loaded machine are lower than on a calm one.
import os from "node:os";
import { lighthouseRun, median, type LighthouseCategory, type LighthouseMetrics } from "./lib/lighthouse.ts";
import { printFigure, startServer } from "./lib/server.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// The prerendered home first: its score in the same run is the machine's baseline (99 when calm, decision 003).
const ALL_PAGES = [
  { name: "home", path: "/" },
  { name: "blog", path: "/blog" },
  { name: "article", path: "/blog/outdoor-wedding-rain-plan" },
  { name: "blog_category", path: "/blog?category=budgeting" },
  { name: "faq", path: "/faq" },
  { name: "help", path: "/help" },
  { name: "about", path: "/about" },
  { name: "company", path: "/company" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "how_to_get_started", path: "/how-to-get-started" },
  { name: "pros", path: "/pros" },
  { name: "join", path: "/join" },
  { name: "templates", path: "/planning/templates" },
  { name: "guides", path: "/planning/guides" },
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
const CATEGORIES: LighthouseCategory[] = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS: Record<LighthouseCategory, object> = {
  performance: { target_min: 95 },
  accessibility: { target: 100 },
  "best-practices": { target: 100 },
  seo: { target: 100 },
};

const server = await startServer(Number(process.env.BENCH_PORT ?? 4393));
try {
  for (const page of PAGES) {
    const runs: { scores: Partial<Record<LighthouseCategory, number>>; metrics: LighthouseMetrics; load: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouseRun(server.url + page.path, CATEGORIES);
      runs.push({ ...result, load: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 });
    }
    for (const category of CATEGORIES) {
      const values = runs.map((run) => run.scores[category]).filter((value): value is number => value !== undefined);
      const metric = `lighthouse_${category.replace("-", "_")}_${page.name}`.replace("lighthouse_performance_", "lighthouse_mobile_performance_");
      const extra: Record<string, unknown> = { path: page.path, runs: values, ...TARGETS[category] };
      if (category === "performance") {
        const middle = median(values);
        const middleRun = runs.find((run) => run.scores.performance === middle);
        Object.assign(extra, { metrics: middleRun?.metrics, load_average_1m: runs.map((run) => run.load) });
      }
      printFigure("content", metric, median(values) ?? -1, "score", extra);
    }
  }
} finally {
  await server.stop();
}
