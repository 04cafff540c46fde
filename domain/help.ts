import { z } from "zod";
import "./zod-messages.ts";

export const HELP_AUDIENCES = ["couples", "vendors", "venues", "contributors", "everyone"] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

export const HELP_PAGE_SIZE_MAX = 100;

/** Query of GET /api/help/articles: free-text search, audience filter and offset pagination. */
export const helpArticleQuerySchema = z.object({
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  audience: z.enum(HELP_AUDIENCES, { message: `audience must be one of ${HELP_AUDIENCES.join(", ")}` }).optional(),
  limit: z.coerce.number().int().min(1).max(HELP_PAGE_SIZE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type HelpArticleQuery = z.infer<typeof helpArticleQuerySchema>;

/** A screen an article describes: an in-app path (a route of web/app/routes.tsx). */
export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpArticle {
  slug: string;
  audience: HelpAudience;
  topic: string;
  question: string;
  answer: string;
  links: HelpLink[];
}
