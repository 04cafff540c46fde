// Builds the server's side of the web app (web/entry-server.tsx) into dist/render, which the server
// loads to render public pages per request (server/pages/), and prerenders "/" into dist/web/home.html
// so the home page paints before any JavaScript runs. The browser then hydrates both (web/main.tsx).
// Writes dist/web/page.html: the shell that server-rendered pages are poured into.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, minify } from "vite";

/** Sent by the app once the page has hydrated (web/lib/browser-value.ts). */
const HYDRATED_EVENT = "serviceberry:hydrated";
/** Sent by web/lib/keep-typed-input.ts once what was typed before hydration is back in its fields. */
const TYPED_INPUT_KEPT_EVENT = "serviceberry:typed-input-kept";
/** What counts as a visitor's first action on a page to read (decision 056). */
const FIRST_ACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"];
const webDir = path.resolve(process.env.WEB_OUT_DIR ?? "dist/web");
// Beside the web folder (server/pages/render-bundle.ts looks there); node_modules resolve from the project.
const renderDir = path.join(path.dirname(webDir), "render");
await build({
  configFile: path.resolve("vite.config.ts"),
  logLevel: "warn",
  build: { ssr: path.resolve("web/entry-server.tsx"), outDir: renderDir, emptyOutDir: true, copyPublicDir: false },
});
if (!fs.existsSync(path.join(renderDir, "entry-server.js"))) throw new Error(`no entry-server.js in ${renderDir}`);
const { prerender } = await import(pathToFileURL(path.join(renderDir, "entry-server.js")).href);
const markup = await prerender("/");
const indexFile = path.join(webDir, "index.html");
const shell = withHeadLinks(fs.readFileSync(indexFile, "utf8"), fontPreloads());
fs.writeFileSync(indexFile, shell);
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error("index.html has no empty #root to fill");
const afterPaint = await scriptsAfterFirstPaint(shell);
fs.writeFileSync(path.join(webDir, "home.html"), afterPaint.replace(root, `<div id="root" data-prerendered="true">${markup}</div>`));
fs.writeFileSync(path.join(webDir, "page.html"), afterPaint);
console.log(`prerendered / (${Math.round(markup.length / 1024)} KB of HTML); server renderer in ${path.relative(process.cwd(), renderDir)}`);

/**
 * On a prerendered or server-rendered page the HTML and CSS are the content; scripts only make it interactive. A tiny
 * start script asks for the app's entry once the page has painted (on a page to read, once the visitor acts), so no script download or
 * evaluation competes with the first paint (the entry's modules would otherwise be fetched with it).
 */
async function scriptsAfterFirstPaint(html) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error("index.html has no module entry script");
  const code = `// Written by scripts/prerender.mjs for the prerendered home: start the app after the first paint.
const start = () => import(${JSON.stringify(entry[1])});
let started = false;
const startOnce = () => {
  if (!started) {
    started = true;
    setTimeout(start, 0);
  }
};
// A button (or a control marked data-needs-app) pressed before the app runs would do nothing: start
// now, and press it again once hydrated.
let pressed = null;
const onEarlyClick = (event) => {
  const button = event.target instanceof Element ? event.target.closest("button, [data-needs-app]") : null;
  if (!button || button.closest("[data-launcher]")) return;
  event.preventDefault();
  pressed = button;
  startOnce();
};
document.addEventListener("click", onEarlyClick, true);
// Grace's and June's buttons on a page to read are HTML from the server until their own code replaces
// them (after the app has started): a press marks them, and they open once replaced (decision 056).
document.addEventListener("click", (event) => {
  const launcher = event.target instanceof Element ? event.target.closest("[data-launcher]") : null;
  if (!launcher || !event.target.closest("button")) return;
  event.preventDefault();
  launcher.dataset.open = "true";
  startOnce();
}, true);
// Pressed again once hydrated and, on a rendered page, once what was typed before is back in its fields
// (a form sent earlier would see its fields change under it).
const rendered = document.getElementById("root")?.matches("[data-server-rendered], [data-prerendered]");
let hydrated = false;
let inputKept = !rendered;
const replay = () => {
  if (!hydrated || !inputKept) return;
  const button = pressed;
  pressed = null;
  if (button) setTimeout(() => button.isConnected && button.click(), 0);
};
window.addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => {
  document.removeEventListener("click", onEarlyClick, true);
  hydrated = true;
  replay();
}, { once: true });
window.addEventListener(${JSON.stringify(TYPED_INPUT_KEPT_EVENT)}, () => {
  inputKept = true;
  replay();
}, { once: true });
// A page to read, sent to a visitor who is not signed in (the server marks it), needs no script to be
// read: its app starts on the visitor's first action (decision 056). Links work as links until then,
// and a pressed button is held as above. Focus already in the page (a field typed into before this
// script arrived) counts as an action.
const actedAlready = () => document.activeElement !== null && document.activeElement !== document.body && document.activeElement !== document.documentElement;
if (document.getElementById("root")?.dataset.appStart === "first-action" && !actedAlready()) {
  const onFirstAction = () => {
    for (const type of ${JSON.stringify(FIRST_ACTIONS)}) removeEventListener(type, onFirstAction, true);
    startOnce();
  };
  for (const type of ${JSON.stringify(FIRST_ACTIONS)}) addEventListener(type, onFirstAction, { capture: true, passive: true });
} else if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: "paint", buffered: true });
  // A tab opened in the background does not paint until shown: start anyway.
  setTimeout(startOnce, 3000);
} else {
  startOnce();
}
`;
  // Minified: it is on the critical path of every rendered page.
  const minified = await minify("home-start.js", code, { mangle: { toplevel: true } });
  if (minified.errors.length) throw new Error(`home-start.js: ${minified.errors.map((e) => e.message).join("; ")}`);
  const name = `home-start-${crypto.createHash("sha256").update(minified.code).digest("base64url").slice(0, 8)}.js`;
  fs.writeFileSync(path.join(webDir, "assets", name), minified.code);
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(entry[0], `<script type="module" src="/assets/${name}"></script>`);
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
