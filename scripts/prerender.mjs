// Prerenders "/" into dist/web/home.html so the home page paints before any JavaScript runs; the
// browser then hydrates it (web/main.tsx). Other paths keep the empty index.html shell.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const webDir = path.resolve(process.env.WEB_OUT_DIR ?? "dist/web");
// Inside the project, so the bundle resolves react and friends from node_modules.
fs.mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
const ssrDir = fs.mkdtempSync(path.resolve("node_modules/.cache/prerender-"));
try {
  await build({
    configFile: path.resolve("vite.config.ts"),
    logLevel: "warn",
    build: { ssr: path.resolve("web/entry-prerender.tsx"), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = fs.readdirSync(ssrDir).find((file) => file.startsWith("entry-prerender") && file.endsWith(".js"));
  if (!entry) throw new Error(`no prerender entry in ${ssrDir}`);
  const { prerender } = await import(pathToFileURL(path.join(ssrDir, entry)).href);
  const markup = await prerender("/");
  const indexFile = path.join(webDir, "index.html");
  const shell = withHeadLinks(fs.readFileSync(indexFile, "utf8"), fontPreloads());
  fs.writeFileSync(indexFile, shell);
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error("index.html has no empty #root to fill");
  const home = scriptsAtLowPriority(shell).replace(
    root,
    `<div id="root" data-prerendered="true">${markup}</div>`,
  );
  fs.writeFileSync(path.join(webDir, "home.html"), home);
  console.log(`prerendered / (${Math.round(markup.length / 1024)} KB of HTML)`);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

/**
 * On the prerendered page the HTML and CSS are the content; scripts only make it interactive, so they
 * load at low priority and without module preloads, never ahead of the stylesheet and fonts.
 */
function scriptsAtLowPriority(html) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error("index.html has no module entry script");
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(entry[0], `<script type="module" fetchpriority="low" crossorigin src="${entry[1]}"></script>`);
}

function withHeadLinks(html, links) {
  return html.replace("</head>", `${links.join("")}</head>`);
}

/** The latin text faces every page uses first (fonts.css), fetched with the CSS rather than after it. */
function fontPreloads() {
  const assets = fs.readdirSync(path.join(webDir, "assets"));
  return ["inter-latin-wght-normal-", "fraunces-latin-wght-normal-"].map((prefix) => {
    const file = assets.find((name) => name.startsWith(prefix) && name.endsWith(".woff2"));
    if (!file) throw new Error(`no built font ${prefix}*.woff2`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`;
  });
}
