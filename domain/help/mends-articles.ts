import type { HelpArticle } from "../help.ts";

/** Issues 27 and 28 (session 10): downloadable templates, plus-ones in bulk with Undo, venue filters from the profile. */
export const MENDS_ARTICLES: HelpArticle[] = [
  {
    slug: "download-planning-templates",
    audience: "everyone",
    topic: "Planning tools",
    question: "Can I download a wedding checklist, budget sheet or run sheet?",
    answer:
      "Yes, free and without an account. Planning templates has spreadsheets (CSV files that open in Excel, Numbers or Google Sheets): a checklist for each of our timeline templates, a budget sheet with every category and its typical share (type your total budget first and the estimates are filled in), a day-of run sheet from hair and makeup to the send-off, a vendor contact sheet, and the guest list template that the guest list import reads as it is. Search the page to find one, for example budget, run sheet or RSVP.",
    links: [
      { label: "Planning templates", href: "/planning/templates" },
      { label: "Planning guides", href: "/planning/guides" },
    ],
  },
  {
    slug: "plus-ones-in-bulk",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I allow or remove plus-ones for several guests at once, and undo it?",
    answer:
      "In your guest list manager, tick the guests, then under Change choose Set plus-one and pick Plus-one allowed or No plus-one, and Apply. Taking a plus-one away also takes their named plus-one off the list and out of the counts. Every bulk change (RSVP, side, table, tags, events, plus-ones) shows Undo right after: it puts each guest back as they were, and a plus-one who was taken away comes back with their answers and meal.",
    links: [{ label: "Your guest list", href: "/planning/guest-list-manager" }],
  },
  {
    slug: "venue-filters-from-profile",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "Why does the venue search already have my guest count and date?",
    answer:
      "When you're signed in as a couple and your wedding profile has a guest count or a wedding date, the venue search starts from them, so you only see venues that hold your guests and are free on your date. The line above the results says so; choose Show every date and size to search without them, or change them in the filters. The inquiry form to vendors fills in the same date and guest count.",
    links: [
      { label: "Find venues", href: "/venues" },
      { label: "Your wedding profile", href: "/couple-account" },
    ],
  },
];
