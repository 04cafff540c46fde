import { fullTitle, SITE_NAME, type PageHead } from "./page-head";

/** The shell's own description (web/index.html), for pages that do not write their own. */
export const DEFAULT_DESCRIPTION =
  "Serviceberry: plan your wedding in Ohio and Tennessee. Venues, vendors, guest list, budget and timeline in one ad-free place, with June, your planning assistant.";

// The preview and search tags of a page head: written by the server renderer, and replaced in the
// browser only on pages that have them (loaded on demand, off the home page's critical path).

type HeadTag = { tag: "meta" | "link" | "script"; attributes: Record<string, string>; text?: string };

/** The tags a head adds beside the title and description; marked so the next page can take them away. */
function headTags(head: PageHead, origin: string): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (attributes: Record<string, string>) => tags.push({ tag: "meta", attributes });
  const title = fullTitle(head.title);
  const description = head.description ?? DEFAULT_DESCRIPTION;
  if (head.noindex) meta({ name: "robots", content: "noindex" });
  if (head.canonicalPath) {
    const url = origin + head.canonicalPath;
    tags.push({ tag: "link", attributes: { rel: "canonical", href: url } });
    meta({ property: "og:url", content: url });
  }
  meta({ property: "og:site_name", content: SITE_NAME });
  meta({ property: "og:type", content: "website" });
  meta({ property: "og:title", content: title });
  meta({ property: "og:description", content: description });
  meta({ name: "twitter:card", content: head.image ? "summary_large_image" : "summary" });
  meta({ name: "twitter:title", content: title });
  meta({ name: "twitter:description", content: description });
  if (head.image) {
    const url = origin + head.image.url;
    meta({ property: "og:image", content: url });
    if (head.image.width) meta({ property: "og:image:width", content: String(head.image.width) });
    if (head.image.height) meta({ property: "og:image:height", content: String(head.image.height) });
    if (head.image.alt) meta({ property: "og:image:alt", content: head.image.alt });
    meta({ name: "twitter:image", content: url });
  }
  for (const data of head.jsonLd ?? []) {
    tags.push({ tag: "script", attributes: { type: "application/ld+json" }, text: jsonForHtml(data) });
  }
  return tags;
}

/** JSON safe inside a <script> element: no "</script>" or comment openers can end it early. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The head as HTML, for the server's page renderer: the title, the description and the marked tags. */
export function headHtml(head: PageHead | undefined, origin: string): { title: string; description: string; tags: string } {
  const page = head ?? { title: "" };
  const tags = headTags(page, origin)
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return tag === "script" ? `<script data-page-head${attrs}>${text ?? ""}</script>` : `<${tag} data-page-head${attrs}>`;
    })
    .join("");
  return { title: escapeAttribute(fullTitle(page.title)), description: escapeAttribute(page.description ?? DEFAULT_DESCRIPTION), tags };
}

/** In the browser: the description and the marked tags replaced by this page's. */
export function replaceHeadTags(head: PageHead): void {
  document.querySelector('meta[name="description"]')?.setAttribute("content", head.description ?? DEFAULT_DESCRIPTION);
  for (const old of document.head.querySelectorAll("[data-page-head]")) old.remove();
  for (const { tag, attributes, text } of headTags(head, window.location.origin)) {
    const element = document.createElement(tag);
    element.setAttribute("data-page-head", "");
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text) element.textContent = text;
    document.head.append(element);
  }
}
