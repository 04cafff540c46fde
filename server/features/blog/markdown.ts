import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Anything the blog allows in an article. Tags outside it (script, style, iframe, forms) are escaped,
 * so an admin sees what they pasted as text instead of it running; event handlers and style attributes
 * are dropped, and links and images may only be http(s), mail or this site's own paths.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "del", "code", "pre", "a", "img",
    "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "title", "width", "height"], th: ["align"], td: ["align"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    // An article's own title is the page's one h1; a heading written as "#" becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...uploadedImageSize(attribs.src), loading: "lazy", decoding: "async" } }),
  },
};
SANITIZE.allowedAttributes = { ...SANITIZE.allowedAttributes, a: ["href", "title", "rel"], img: ["src", "alt", "title", "width", "height", "loading", "decoding"] };

/** An image uploaded for the blog names its size (blog/<id>-<width>x<height>.webp): the page reserves its space. */
const UPLOADED_IMAGE = /^\/media\/blog\/[0-9a-f]{24}-(\d{1,5})x(\d{1,5})\.webp$/;
function uploadedImageSize(src: string | undefined): { width: string; height: string } | Record<string, never> {
  const size = src ? UPLOADED_IMAGE.exec(src) : null;
  return size ? { width: size[1]!, height: size[2]! } : {};
}

/** An article's Markdown as HTML that is safe to put in the page. */
export function renderArticleHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, SANITIZE);
}
