import type { HelpArticle } from "../help.ts";

/** Help for the blog (issue 28): what it holds and how to find an article. */
export const BLOG_HELP_ARTICLES: HelpArticle[] = [
  {
    slug: "the-serviceberry-blog",
    audience: "everyone",
    topic: "Getting started",
    question: "Does Serviceberry have articles about planning a wedding?",
    answer:
      "Yes. The blog has articles written by the Serviceberry team: venue guides for Cleveland, Columbus, Cincinnati and Nashville, budgeting, etiquette, seasonal flowers in Ohio and Tennessee, and hiring vendors. Search it by words, or browse by category and tag; each article shows its author, reading time and related articles. Follow new articles in any feed reader with the RSS feed at /blog/rss.xml.",
    links: [{ label: "Read the blog", href: "/blog" }],
  },
];
