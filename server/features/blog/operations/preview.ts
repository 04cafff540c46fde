import { readingMinutes, type BlogPostPreview } from "../../../../domain/blog.ts";
import { renderArticleHtml } from "../markdown.ts";

/** The editor's preview, through the same renderer and sanitizer as the published page, so what the admin sees is what readers get. */
export function previewPostBody(body: string): BlogPostPreview {
  return { html: renderArticleHtml(body), readingMinutes: readingMinutes(body) };
}
