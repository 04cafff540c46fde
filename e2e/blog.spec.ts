import sharp from "sharp";
import { expect, expectAccessible, test } from "./fixtures";
import { signInAsAdmin } from "./helpers/auth";

// The blog (issue 28): articles stored in the database, rendered by the server, written by admins.

const ARTICLE = { slug: "outdoor-wedding-rain-plan", title: "Your outdoor wedding needs a rain plan. Here is how to make a good one" };

const jsonLdOf = (html: string) => [...html.matchAll(/<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test.describe("the blog", () => {
  test("the list and an article arrive as HTML with their text, head tags and JSON-LD before any script runs", async ({ request }) => {
    const list = await request.get("/blog");
    expect(list.status()).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain('data-server-rendered="true"');
    expect(listHtml).toContain("<title>Blog: wedding planning advice · Serviceberry</title>");
    const listRoot = listHtml.slice(listHtml.indexOf('<div id="root"'));
    expect(listRoot).toContain("The Serviceberry blog</h1>");
    expect(listRoot).toContain("Winter weddings in Ohio: what to plan for from December to March");
    expect(listHtml).toMatch(/<link data-page-head rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/blog">/);

    const article = await request.get(`/blog/${ARTICLE.slug}`);
    expect(article.status()).toBe(200);
    const html = await article.text();
    expect(html).toContain(`<title>${ARTICLE.title} · Serviceberry</title>`);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toContain(`${ARTICLE.title}</h1>`);
    expect(root).toContain("<h2>Ask the venue before you sign</h2>");
    expect(root).toContain("Related articles");
    expect(html).toMatch(/<meta data-page-head property="og:title" content="Your outdoor wedding needs a rain plan/);
    expect(jsonLdOf(html).find((data) => data["@type"] === "BlogPosting")).toMatchObject({ headline: ARTICLE.title, author: { "@type": "Person", name: "Jordan Pike" } });

    const missing = await request.get("/blog/no-such-article");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-robots-tag"]).toBe("noindex");
    expect(await missing.text()).toContain("We couldn&#x27;t find that article");

    const feed = await request.get("/blog/rss.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(`/blog/${ARTICLE.slug}</link>`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/blog<\/loc>/);
    expect(sitemap).toContain(`/blog/${ARTICLE.slug}</loc>`);
  });

  test("a visitor finds the blog from the home page, searches, filters and reads an article", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("The Serviceberry blog");
    await expectAccessible(page);

    await main.getByRole("searchbox", { name: "Search the blog" }).fill("rain plan");
    await main.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=rain\+plan$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Articles about “rain plan”");
    await expect(main.getByRole("listitem").getByRole("heading").first()).toHaveText(ARTICLE.title);

    await main.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Etiquette" }).click();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Etiquette");
    await expect(main.getByText("5 articles", { exact: true })).toBeVisible();

    await main.getByRole("link", { name: "Plus-one etiquette: who gets one and how to word it" }).click();
    await expect(page).toHaveURL(/\/blog\/plus-one-etiquette$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Plus-one etiquette: who gets one and how to word it");
    await expect(main.getByText("By Jordan Pike")).toBeVisible();
    await expect(main.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(main.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("link", { name: "guest list", exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog\?tag=guest\+list|\/blog\?tag=guest%20list/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Articles tagged “guest list”");
  });

  test("an admin publishes a post: it leads the list and is in the feed and the sitemap; script in it shows as text", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/blog");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Blog posts" })).toBeVisible();
    await main.getByRole("button", { name: "New post" }).click();
    const slug = `winter-tasting-menus-${Date.now().toString(36)}`;
    await main.getByLabel("Title").fill("Winter tasting menus worth a drive");
    await main.getByLabel("Address").fill(slug);
    await main.getByLabel("Summary").fill("Three winter tasting menus from Cincinnati caterers, and what each taught us about portions.");
    await main.getByLabel("Category").selectOption("vendors");
    await main.getByLabel("Author").fill("Renee Okafor");
    await main.getByLabel("Tags").fill("caterers, cincinnati");
    await main.getByLabel("Article (Markdown)").fill("## Why winter\n\nCaterers have more time for a tasting in January.\n\n<script>alert('x')</script>\n\n- Ask about portions\n- Ask about timing");
    await main.getByRole("radio", { name: "Published" }).check();
    await main.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Post published")).toBeVisible();
    await expect(main.getByText("Winter tasting menus worth a drive")).toBeVisible();

    await page.goto("/blog");
    await expect(main.getByRole("listitem").getByRole("heading").first()).toHaveText("Winter tasting menus worth a drive");
    await main.getByRole("link", { name: "Winter tasting menus worth a drive" }).click();
    await expect(main.getByRole("heading", { name: "Why winter" })).toBeVisible();
    await expect(main.getByText("<script>alert('x')</script>")).toBeVisible();
    expect(await (await page.request.get("/blog/rss.xml")).text()).toContain(`/blog/${slug}</link>`);
    await expect.poll(async () => (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);
  });

  test("an admin adds images to a post by button and by dropping; the preview and the article show them; a file that is not a photo is refused", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/blog");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "New post" }).click();
    const slug = `tent-day-before-${Date.now().toString(36)}`;
    await main.getByLabel("Title").fill("The tent went up the day before");
    await main.getByLabel("Address").fill(slug);
    await main.getByLabel("Summary").fill("How a Dayton couple's tent went up the day before, and why that saved the reception.");
    await main.getByLabel("Category").selectOption("planning");
    await main.getByLabel("Author").fill("Renee Okafor");
    const body = main.getByLabel("Article (Markdown)");
    await body.fill("## Setting up\n\nThe rental crew came at noon on Friday.\n\nThe storm came through at six on Saturday, and nobody got wet.");
    // The cursor after the first paragraph: the image goes there.
    const afterFirst = "## Setting up\n\nThe rental crew came at noon on Friday.".length;
    await body.evaluate((area: HTMLTextAreaElement, at) => {
      area.focus();
      area.setSelectionRange(at, at);
    }, afterFirst);

    const description = main.getByLabel("Image description");
    const chooser = main.getByRole("button", { name: "Choose an image" });
    await chooser.click();
    await expect(main.getByText("Describe the image first")).toBeVisible();
    await description.fill("The white tent on the lawn");
    const notAPhoto = page.waitForEvent("filechooser");
    await chooser.click();
    await (await notAPhoto).setFiles({ name: "tent.jpg", mimeType: "image/jpeg", buffer: Buffer.from("only notes about the tent") });
    await expect(main.getByRole("alert").filter({ hasText: "isn't a photo we can read" })).toBeVisible();
    await expect(body).not.toHaveValue(/!\[/);

    const photo = page.waitForEvent("filechooser");
    await chooser.click();
    const png = await sharp({ create: { width: 1000, height: 640, channels: 3, background: { r: 236, g: 236, b: 228 } } }).png().toBuffer();
    await (await photo).setFiles({ name: "tent.png", mimeType: "image/png", buffer: png });
    await expect(body).toHaveValue(/^## Setting up\n\nThe rental crew came at noon on Friday\.\n\n!\[The white tent on the lawn\]\(\/media\/blog\/[0-9a-f]{24}-1000x640\.webp\)\n\nThe storm came/);

    // A second photo dropped on the box goes where the cursor now is: after the first image.
    await description.fill("Guests dry under the tent");
    const dropped = await page.evaluateHandle(async (base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "guests.png", { type: "image/png" }));
      return transfer;
    }, png.toString("base64"));
    await main.getByTestId("post-image-drop").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(body).toHaveValue(/\.webp\)\n\n!\[Guests dry under the tent\]\(\/media\/blog\/[0-9a-f]{24}-1000x640\.webp\)\n\nThe storm came/);

    await main.getByRole("button", { name: "Preview" }).click();
    const preview = main.getByRole("region", { name: "Preview of the article" });
    await expect(preview.getByRole("heading", { name: "Setting up" })).toBeVisible();
    await expect(preview.getByRole("img", { name: "The white tent on the lawn" })).toBeVisible();
    await expectAccessible(page);
    await main.getByRole("button", { name: "Write" }).click();

    await main.getByRole("radio", { name: "Published" }).check();
    await main.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Post published")).toBeVisible();
    await page.goto(`/blog/${slug}`);
    const tent = main.getByRole("img", { name: "The white tent on the lawn" });
    await expect(tent).toBeVisible();
    await expect(main.getByRole("img", { name: "Guests dry under the tent" })).toBeAttached();
    await expect(tent).toHaveAttribute("width", "1000");
    expect(await tent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
  });

  test("fits 390 px without sideways scrolling @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "about the phone layout");
    for (const path of ["/blog", `/blog/${ARTICLE.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
