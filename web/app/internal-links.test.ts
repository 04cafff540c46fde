import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { routePageFor } from "./routes";

/**
 * No dead ends: every in-app address written in the web app's code (`to="/..."`, `to: "/..."`,
 * `href="/..."`) opens a screen of the route table, not the "page not found" screen. Capabilities
 * that do not exist yet are not linked to.
 */
const root = join(import.meta.dirname, "..", "..");
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const LINK = /\b(?:to|href)(?:=\{?|:\s*)["'`](\/[^"'`{}$\s]*)["'`]/g;
const SERVER_PATHS = /^\/(api|media|illustrations|assets|sitemap\.xml|robots\.txt)(\/|$)/;

function linksIn(file: string): { file: string; path: string }[] {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(LINK)].map((match) => ({ file: relative(root, join(root, file)), path: new URL(match[1] ?? "/", "http://serviceberry.test").pathname }));
}

describe("links inside the app", () => {
  const links = [...sources("web"), ...sources("domain")].flatMap(linksIn).filter((link) => !SERVER_PATHS.test(link.path) && link.path !== "/");

  it("finds the links it checks (so the check can fail)", () => {
    expect(links.length).toBeGreaterThan(100);
    expect(links.some((l) => l.path === "/planning/master-timeline")).toBe(true);
    expect(routePageFor("/no-such-program")).toBeUndefined();
  });

  it("opens a screen for every one of them", () => {
    const dead = links.filter((link) => !routePageFor(link.path)).map((link) => `${link.file}: ${link.path}`);
    expect(dead).toEqual([]);
  });
});
