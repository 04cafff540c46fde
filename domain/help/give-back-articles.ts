import type { HelpArticle } from "../help.ts";

/** The give-back wedding (issue 35, decision 043): what Grace and /faq say about it. */
export const GIVE_BACK_ARTICLES: HelpArticle[] = [
  {
    slug: "give-back-wedding-apply",
    audience: "couples",
    topic: "Features",
    question: "How do we apply for the give-back wedding?",
    answer:
      "Each year Serviceberry and donating vendors give a wedding to a couple in need in Cleveland, Columbus, Cincinnati or Nashville. Apply on the give-back application page from your couple account with a confirmed email address: your names, your story (at least 200 characters), your wedding date, city, guest count (up to 300) and what you need, and your agreement that our team and, if you are chosen, the vendors planning with you may read it. Each couple applies once; the page then shows your application's status: received, in review, selected, or not selected this time.",
    links: [
      { label: "The give-back wedding", href: "/give-back-wedding" },
      { label: "Apply", href: "/give-back-application" },
    ],
  },
  {
    slug: "give-back-wedding-pledge",
    audience: "vendors",
    topic: "Features",
    question: "How do I pledge a service to the give-back wedding?",
    answer:
      "On your vendor dashboard or venue dashboard, The give-back wedding card takes a pledge: the service you'll give and what it is worth. You can keep up to five pledges and withdraw one until a couple is chosen. Our team sees every pledge when planning the wedding, and the give-back wedding page shows how many services have been pledged and their total worth.",
    links: [
      { label: "Vendor dashboard", href: "/vendor-dashboard" },
      { label: "The give-back wedding", href: "/give-back-wedding" },
    ],
  },
];
