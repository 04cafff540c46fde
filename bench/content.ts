// npm run bench -- content: Lighthouse mobile performance and SEO for the blog, an article and the
// content pages now rendered by the server (issue 28: performance >= 95 and SEO 100 on each), median
// of BENCH_LIGHTHOUSE_RUNS runs (default 3). Lab figures on a loaded machine are lower than on a calm one.
import { lighthouseScores, median } from "./lib/lighthouse.ts";
import { printFigure, startServer } from "./lib/server.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// The prerendered home first: its score in the same run is the machine's baseline (99 when calm, decision 003).
const PAGES = [
  { name: "home", path: "/" },
  { name: "blog", path: "/blog" },
  { name: "article", path: "/blog/outdoor-wedding-rain-plan" },
  { name: "faq", path: "/faq" },
  { name: "help", path: "/help" },
  { name: "about", path: "/about" },
  { name: "privacy", path: "/privacy" },
  { name: "templates", path: "/planning/templates" },
  { name: "vendor_benefits", path: "/vendor-benefits" },
];

const server = await startServer(Number(process.env.BENCH_PORT ?? 4393));
try {
  for (const page of PAGES) {
    const performance: number[] = [];
    const seo: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const scores = await lighthouseScores(server.url + page.path, ["performance", "seo"]);
      if (scores.performance !== undefined) performance.push(scores.performance);
      if (scores.seo !== undefined) seo.push(scores.seo);
    }
    printFigure("content", `lighthouse_mobile_performance_${page.name}`, median(performance) ?? -1, "score", { path: page.path, runs: performance, target_min: 95 });
    printFigure("content", `lighthouse_seo_${page.name}`, median(seo) ?? -1, "score", { path: page.path, runs: seo, target: 100 });
  }
} finally {
  await server.stop();
}
