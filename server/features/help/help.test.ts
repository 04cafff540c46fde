import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HelpArticle } from "../../../domain/help.ts";
import { HELP_ARTICLES } from "../../../domain/help-articles.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

interface Page {
  articles: HelpArticle[];
  total: number;
  limit: number;
  offset: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query: Record<string, string>): Promise<{ status: number; body: Page }> {
  const response = await t.request("GET", `/api/help/articles?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as Page };
}

describe("the seeded help articles", () => {
  it("have unique slugs and cover every audience", () => {
    const slugs = HELP_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(HELP_ARTICLES.map((article) => article.audience))).toEqual(
      new Set(["everyone", "couples", "venues", "vendors", "contributors"]),
    );
    for (const article of HELP_ARTICLES) expect(article.answer).not.toMatch(/juneberry|lorem|todo|fixme/i);
  });
});

describe("GET /api/help/articles", () => {
  it("lists every article with the total when nothing is asked", async () => {
    // More articles than one page holds: the second page has the rest.
    const { status, body } = await list({ limit: "100" });
    expect(status).toBe(200);
    expect(body.total).toBe(HELP_ARTICLES.length);
    const rest = await list({ limit: "100", offset: "100" });
    expect([...body.articles, ...rest.body.articles]).toHaveLength(HELP_ARTICLES.length);
  });

  it("finds the forgot-password article for 'password', ranked first", async () => {
    const { body } = await list({ q: "password" });
    expect(body.articles[0]?.slug).toBe("forgot-password");
    expect(body.total).toBe(body.articles.length);
  });

  it("filters by audience", async () => {
    const { body } = await list({ audience: "venues", limit: "50" });
    expect(body.total).toBe(HELP_ARTICLES.filter((article) => article.audience === "venues").length);
    expect(body.articles.every((article) => article.audience === "venues")).toBe(true);
  });

  it("pages with limit and offset without repeating an article", async () => {
    const first = await list({ limit: "10", offset: "0" });
    const second = await list({ limit: "10", offset: "10" });
    expect(first.body.articles).toHaveLength(10);
    expect(second.body).toMatchObject({ limit: 10, offset: 10, total: HELP_ARTICLES.length });
    const slugs = [...first.body.articles, ...second.body.articles].map((article) => article.slug);
    expect(new Set(slugs).size).toBe(20);
  });

  it.each(["'; drop table help_articles; --", "<script>alert(1)</script>", "a & | ! ( ) : * \\ \"", "-- OR 1=1"])(
    "treats %j as text to search for",
    async (q) => {
      const { status, body } = await list({ q });
      expect(status).toBe(200);
      expect(Array.isArray(body.articles)).toBe(true);
      const after = await list({ q: "password" });
      expect(after.body.articles[0]?.slug).toBe("forgot-password");
    },
  );

  it("refuses an over-long search with a message that says so", async () => {
    const response = await t.request("GET", `/api/help/articles?q=${"a".repeat(10_000)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.q).toEqual(["Search text must be at most 200 characters"]);
  });

  it.each<Record<string, string>>([{ audience: "aliens" }, { limit: "0" }, { limit: "101" }, { offset: "-1" }, { limit: "ten" }])(
    "refuses %j with 400",
    async (query) => {
      const { status } = await list(query);
      expect(status).toBe(400);
    },
  );
});
