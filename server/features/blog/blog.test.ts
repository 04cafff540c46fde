import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, type AdminBlogPostSaved, type BlogList, type BlogPostInput, type BlogPostPage, type BlogPostPreview } from "../../../domain/blog.ts";
import { SEED_BLOG_POSTS } from "../../db/seed/blog/index.ts";
import { sitemapDocument } from "../../pages/sitemap.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
});
afterAll(async () => {
  await t?.close();
});

const list = async (query = "") => (await (await t.request("GET", `/api/blog/posts${query}`)).json()) as BlogList;
const feed = async () => (await t.request("GET", "/blog/rss.xml")).text();
const sitemap = () => sitemapDocument(t.database.db, t.config.publicUrl);

let slugCount = 0;
const draftInput = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  slug: `spring-tasting-notes-${++slugCount}`,
  title: "Spring tasting notes from Columbus caterers",
  excerpt: "What three Columbus caterers served at their spring tastings, and what we learned about portions.",
  body: "Tastings are the best time to ask about portions, timing and how a dish holds up on a buffet line. ".repeat(4),
  category: "vendors",
  tags: ["caterers", "columbus"],
  authorName: "Maya Ellison",
  status: "published",
  ...overrides,
});
const create = (input: BlogPostInput, headers = admin) => t.request("POST", "/api/blog/admin/posts", input, headers);
const uploadImage = (file: File, alt = "A tent on the lawn", headers = admin) => {
  const body = new FormData();
  body.append("file", file);
  body.append("alt", alt);
  return t.app.request("/api/blog/admin/images", { method: "POST", headers: { origin: t.config.publicUrl, ...headers }, body });
};
/** The article images on disk: a refused upload leaves this unchanged. */
const blogUploads = async () => (await readdir(path.join(t.dataDir, "uploads", "blog")).catch(() => [] as string[])).sort();

describe("the seeded blog", () => {
  it("has at least 20 written articles in every category, newest first", async () => {
    expect(SEED_BLOG_POSTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SEED_BLOG_POSTS.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES.map((category) => category.slug)));
    for (const post of SEED_BLOG_POSTS) expect(post.body).not.toMatch(/juneberry|lorem|todo|coming soon/i);
    const first = await list();
    expect(first.total).toBe(SEED_BLOG_POSTS.length);
    expect(first.posts).toHaveLength(first.pageSize);
    const dates = first.posts.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.tags.length).toBeGreaterThan(5);
    const second = await list("?page=2");
    expect(second.posts.map((post) => post.slug)).not.toContain(first.posts[0]?.slug);
    expect(first.posts.length + second.posts.length).toBe(SEED_BLOG_POSTS.length);
  });

  it("finds articles by words, category and tag", async () => {
    const rain = await list("?q=rain%20plan");
    expect(rain.posts[0]?.slug).toBe("outdoor-wedding-rain-plan");
    const etiquette = await list("?category=etiquette");
    expect(etiquette.total).toBe(SEED_BLOG_POSTS.filter((post) => post.category === "etiquette").length);
    expect(etiquette.posts.every((post) => post.category === "etiquette")).toBe(true);
    const nashville = await list("?tag=nashville");
    expect(nashville.posts.map((post) => post.slug).sort()).toEqual(SEED_BLOG_POSTS.filter((post) => post.tags.includes("nashville")).map((post) => post.slug).sort());
    expect((await list("?q=zzzxqv")).posts).toEqual([]);
  });

  it("serves an article as sanitized HTML with reading time and related articles", async () => {
    const response = await t.request("GET", "/api/blog/posts/seasonal-wedding-flowers-ohio");
    expect(response.status).toBe(200);
    const post = (await response.json()) as BlogPostPage;
    expect(post.html).toContain("<h2>Spring (April and May)</h2>");
    expect(post.html).toContain('<a href="/floral-design-studio">');
    expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.map((related) => related.slug)).not.toContain(post.slug);
    for (const related of post.related) expect(related.category === post.category || related.tags.some((tag) => post.tags.includes(tag))).toBe(true);
  });

  it("answers an unknown article with a 404 and a bad query with a 400 naming the field", async () => {
    expect((await t.request("GET", "/api/blog/posts/no-such-article")).status).toBe(404);
    const bad = await t.request("GET", "/api/blog/posts?category=gossip");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields.category).toBeDefined();
  });
});

describe("admins writing posts", () => {
  it("publishes a post that then appears in the list, the article, the feed and the sitemap", async () => {
    const input = draftInput({ title: "Our favorite Columbus tasting menus this spring" });
    const response = await create(input);
    expect(response.status).toBe(201);
    const saved = (await response.json()) as AdminBlogPostSaved;
    expect(saved.post.state).toBe("live");
    expect(saved.notice).toBeUndefined();
    expect((await list()).posts[0]?.slug).toBe(input.slug);
    expect((await t.request("GET", `/api/blog/posts/${input.slug}`)).status).toBe(200);
    expect(await feed()).toContain(`<link>${t.config.publicUrl}/blog/${input.slug}</link>`);
    expect(await sitemap()).toContain(`<loc>${t.config.publicUrl}/blog/${input.slug}</loc>`);
  });

  it("keeps drafts and scheduled posts out of every public place until their time", async () => {
    const draft = draftInput({ status: "draft" });
    const later = draftInput({ publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await create(draft)).status).toBe(201);
    const scheduled = (await (await create(later)).json()) as AdminBlogPostSaved;
    expect(scheduled.post.state).toBe("scheduled");
    for (const slug of [draft.slug, later.slug]) {
      expect((await t.request("GET", `/api/blog/posts/${slug}`)).status).toBe(404);
      expect((await list(`?q=${encodeURIComponent("tasting portions")}`)).posts.map((post) => post.slug)).not.toContain(slug);
      expect(await feed()).not.toContain(`/blog/${slug}<`);
      expect(await sitemap()).not.toContain(`/blog/${slug}<`);
    }
    const all = (await (await t.request("GET", "/api/blog/admin/posts", undefined, admin)).json()) as { posts: { slug: string; state: string }[] };
    expect(all.posts.find((post) => post.slug === draft.slug)?.state).toBe("draft");
    expect(all.posts.find((post) => post.slug === later.slug)?.state).toBe("scheduled");
  });

  it("publishes now, and says so, when the scheduled time has already passed", async () => {
    const input = draftInput({ publishAt: "2020-01-01T12:00:00Z" });
    const saved = (await (await create(input)).json()) as AdminBlogPostSaved;
    expect(saved.notice).toMatch(/already passed, so the post was published now/);
    expect(saved.post.state).toBe("live");
    expect(new Date(saved.post.publishedAt ?? 0).getUTCFullYear()).toBeGreaterThan(2020);
    expect((await t.request("GET", `/api/blog/posts/${input.slug}`)).status).toBe(200);
  });

  it("shows script and event handlers in Markdown as text instead of running them", async () => {
    const input = draftInput({
      body: 'A note about toasts.\n\n<script>alert("x")</script>\n\n<img src="x" onerror="alert(1)">\n\n[a link](javascript:alert(1)) and <a href="/blog" onclick="steal()">the blog</a>\n\nMore words for the article body.',
    });
    expect((await create(input)).status).toBe(201);
    const post = (await (await t.request("GET", `/api/blog/posts/${input.slug}`)).json()) as BlogPostPage;
    expect(post.html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(post.html).toContain("&lt;script&gt;alert(\"x\")&lt;/script&gt;");
    expect(post.html).toContain('<a href="/blog">the blog</a>');
  });

  it("refuses a taken address with a 409 naming the field, and bad input with a 400", async () => {
    const taken = await create(draftInput({ slug: "outdoor-wedding-rain-plan" }));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { fields: Record<string, string[]> } }).error.fields.slug?.[0]).toMatch(/taken/);
    const bad = await create({ ...draftInput(), title: "", slug: "Not A Slug" });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
    expect(fields.title).toBeDefined();
    expect(fields.slug).toBeDefined();
  });

  it("edits a live post without moving its date, and removes it", async () => {
    const input = draftInput();
    const created = (await (await create(input)).json()) as AdminBlogPostSaved;
    const edited = await t.request("PUT", `/api/blog/admin/posts/${created.post.id}`, { ...input, title: "Spring tasting notes, updated" }, admin);
    expect(edited.status).toBe(200);
    const saved = (await edited.json()) as AdminBlogPostSaved;
    expect(saved.post.publishedAt).toBe(created.post.publishedAt);
    expect(((await (await t.request("GET", `/api/blog/posts/${input.slug}`)).json()) as BlogPostPage).title).toBe("Spring tasting notes, updated");
    const other = (await (await create(draftInput())).json()) as AdminBlogPostSaved;
    expect((await t.request("PUT", `/api/blog/admin/posts/${other.post.id}`, { ...input, slug: other.post.slug === input.slug ? "x" : input.slug }, admin)).status).toBe(409);
    expect((await t.request("DELETE", `/api/blog/admin/posts/${created.post.id}`, undefined, admin)).status).toBe(200);
    expect((await t.request("GET", `/api/blog/posts/${input.slug}`)).status).toBe(404);
    expect((await t.request("DELETE", `/api/blog/admin/posts/${created.post.id}`, undefined, admin)).status).toBe(404);
  });

  it("takes an image uploaded like other photos, which the preview and then the article show", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 120, g: 160, b: 90 } } }).png().toBuffer();
    const uploaded = await uploadImage(new File([new Uint8Array(png)], "tent.png", { type: "image/png" }), "A tent [rain plan] on the lawn");
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { url: string; width: number; height: number; markdown: string };
    expect(image.url).toMatch(/^\/media\/blog\/[0-9a-f]{24}-900x600\.webp$/);
    expect([image.width, image.height]).toEqual([900, 600]);
    expect(image.markdown).toBe(`![A tent rain plan on the lawn](${image.url})`);
    const stored = await t.app.request(image.url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toContain("image/webp");

    const body = `Our tent, set up the day before.\n\n${image.markdown}\n\nIt held through the storm.`;
    const preview = await t.request("POST", "/api/blog/admin/preview", { body }, admin);
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as BlogPostPreview;
    expect(previewed.html).toContain(`<img src="${image.url}" alt="A tent rain plan on the lawn"`);
    expect(previewed.readingMinutes).toBe(1);

    const input = draftInput({ body: body.repeat(2) });
    expect((await create(input)).status).toBe(201);
    const article = (await (await t.request("GET", `/api/blog/posts/${input.slug}`)).json()) as BlogPostPage;
    expect(article.html).toContain(`<img src="${image.url}" alt="A tent rain plan on the lawn" width="900" height="600"`);
  });

  it("refuses what is not a photo, or too big, with a 4xx that says so, and stores nothing", async () => {
    const before = await blogUploads();
    const svg = await uploadImage(new File(["<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"], "tent.png", { type: "image/png" }));
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as { error: { message: string } }).error.message).toMatch(/JPEG, PNG, WebP or HEIC/);
    const text = await uploadImage(new File(["Just some notes about the tent."], "notes.jpg", { type: "image/jpeg" }));
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: { message: string } }).error.message).toMatch(/isn't a photo we can read/);
    const oversized = await uploadImage(new File([new Uint8Array(8 * 1024 * 1024 + 10)], "huge.jpg", { type: "image/jpeg" }));
    expect(oversized.status).toBe(413);
    expect(((await oversized.json()) as { error: { message: string } }).error.message).toMatch(/8 MB/);
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ccc" } }).jpeg().toBuffer();
    expect((await uploadImage(new File([new Uint8Array(small)], "small.jpg", { type: "image/jpeg" }))).status).toBe(422);
    const noFile = await t.app.request("/api/blog/admin/images", { method: "POST", headers: { origin: t.config.publicUrl, ...admin }, body: new FormData() });
    expect(noFile.status).toBe(400);
    expect((await t.request("POST", "/api/blog/admin/images", { file: "tent.png" }, admin)).status).toBe(415);
    expect(await blogUploads()).toEqual(before);
  });

  it("lets no one but admins write", async () => {
    const couple = await t.signIn("couple");
    expect((await create(draftInput(), couple)).status).toBe(403);
    expect((await create(draftInput(), {})).status).toBe(401);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#7a5" } }).png().toBuffer();
    expect((await uploadImage(new File([new Uint8Array(png)], "tent.png", { type: "image/png" }), "A tent", couple)).status).toBe(403);
    expect((await t.request("POST", "/api/blog/admin/preview", { body: "Hello" }, couple)).status).toBe(403);
  });
});
