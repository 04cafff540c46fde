import type { HelpArticle } from "../help.ts";

/** Help articles for the floral design studio and shared designs (issue 32, decision 032). */
export const FLORAL_DESIGN_ARTICLES: HelpArticle[] = [
  {
    slug: "floral-design-studio",
    audience: "couples",
    topic: "Planning tools",
    question: "How does the Floral Design Studio work?",
    answer:
      "Open the Floral Design Studio and start a design: it begins from your wedding colors (from your profile) with a bridal bouquet, boutonnieres and low centerpieces made of flowers in season for your date. Change the palette (add colors, use your wedding colors, or take colors from a photo, which stays on your device), add pieces such as bridesmaid bouquets, corsages, tall centerpieces, an arch, aisle markers or cake flowers, and choose each piece's flowers, colors and stems. A drawing of each piece changes with your choices. Centerpieces start at one per table of 8 from your guest count. The totals show the stems, the flowers' cost at typical Ohio and Tennessee prices, about a third more for the florist's design and labor, and your whole flower list. Press Save design to keep your changes; you can keep up to 20 designs.",
    links: [{ label: "Floral Design Studio", href: "/floral-design-studio" }],
  },
  {
    slug: "floral-design-warnings",
    audience: "couples",
    topic: "Planning tools",
    question: "What do the warnings in the Floral Design Studio mean?",
    answer:
      "The studio checks your design against your wedding. A flower out of season in your state (Ohio or Tennessee) in your wedding month is named with its season there: you can still have it, usually as imported stems at a higher price, or choose another flower. If your budget has a Flowers and decor amount and the design's estimate is above it, you'll see by how much. If you tick Outdoor ceremony or reception and your wedding is in June, July or August, flowers that wilt quickly in heat are named. Each flower also shows its price per stem, its season in both states, whether it's fragrant and whether it's toxic to pets. Add your wedding date and city to your profile for the season checks.",
    links: [
      { label: "Floral Design Studio", href: "/floral-design-studio" },
      { label: "Budget tracker", href: "/planning/budget-tracker" },
    ],
  },
  {
    slug: "share-floral-design",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I share a floral design with my florist?",
    answer:
      "In the Floral Design Studio, open the design and choose Make a share link in the Share with your florist box. The link is shown once, so copy it then. Anyone with the link sees that design read-only: your names, date and city, each piece with its flowers and stems, and the whole flower list with the estimate. They never see your budget. Making a new link stops the old one, and Revoke the link stops it at once. Save your changes first: the link shows the saved design.",
    links: [{ label: "Floral Design Studio", href: "/floral-design-studio" }],
  },
  {
    slug: "attach-floral-design-to-florist",
    audience: "couples",
    topic: "Planning tools",
    question: "Can I send my floral design to a florist I've contacted?",
    answer:
      "Yes. First write to the florist from their Serviceberry profile. Then, in the Floral Design Studio, open the design and use Send to a florist: choose the conversation and press Attach this design. The florist sees the design in your conversation, with every piece, the flowers and stems, and the whole flower list; never your budget. Each conversation holds one design: attaching another replaces it. Only the couple can attach designs; helpers can't.",
    links: [
      { label: "Floral Design Studio", href: "/floral-design-studio" },
      { label: "Find a florist", href: "/vendors/florists" },
      { label: "My inquiries", href: "/my-inquiries" },
    ],
  },
  {
    slug: "open-shared-floral-design",
    audience: "vendors",
    topic: "For vendors",
    question: "A couple sent me a floral design link. What will I see?",
    answer:
      "The link opens the couple's design without an account: their names, date and city, the palette, each piece (bouquets, boutonnieres, centerpieces and so on) with how many, the flowers, colors and stems in each, and the whole flower list with stems and a typical-price estimate. It's read-only. When a couple attaches a design to their inquiry to you, the same design shows in that conversation in your inbox. If a link says it doesn't open a design, the couple revoked it or made a new one: ask them to send it again.",
    links: [{ label: "For vendors", href: "/vendor-benefits" }],
  },
];
