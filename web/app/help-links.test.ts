import { describe, expect, it } from "vitest";
import { HELP_ARTICLES } from "@domain/help-articles";
import { HELP_AUDIENCES } from "@domain/help";
import { routePageFor } from "./routes";

/** The path part of an in-app link ("/auth?mode=signin" → "/auth"). */
function pathOf(href: string): string {
  return new URL(href, "http://serviceberry.test").pathname;
}

describe("the help knowledge base", () => {
  it("has at least 40 articles, with unique slugs, for every kind of account", () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(HELP_ARTICLES.map((a) => a.slug)).size).toBe(HELP_ARTICLES.length);
    for (const audience of HELP_AUDIENCES) expect(HELP_ARTICLES.some((a) => a.audience === audience), audience).toBe(true);
  });

  it("links every article to at least one screen, and every link to a real route", () => {
    const broken: string[] = [];
    for (const article of HELP_ARTICLES) {
      expect(article.links.length, `${article.slug} links to no screen`).toBeGreaterThan(0);
      for (const link of article.links) {
        if (!link.href.startsWith("/") || link.href.startsWith("//") || !routePageFor(pathOf(link.href))) broken.push(`${article.slug}: ${link.href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("knows a made-up address is not a route (so the check above can fail)", () => {
    expect(routePageFor("/guest-list-manager-that-does-not-exist")).toBeUndefined();
    expect(routePageFor(pathOf("/help?q=password"))).toBeDefined();
  });
});
