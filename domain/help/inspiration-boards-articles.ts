import type { HelpArticle } from "../help.ts";

/** Help articles for inspiration boards (issue 32, decision 039). */
export const INSPIRATION_BOARD_ARTICLES: HelpArticle[] = [
  {
    slug: "inspiration-boards",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I make an inspiration board (mood board)?",
    answer:
      "Open Inspiration Boards from Planning tools and create a board, for example Dresses, Flowers, Cake or Decor. Add pictures with Add images: JPEG, PNG, WebP or HEIC photos up to 8 MB each and at least 800 pixels wide (we resize them and remove location data). Write a note under each picture, like what you love about it. Drag pictures to put them in order, or use the Earlier and Later buttons under each picture. Each board shows a palette of colors taken from its pictures. A board holds up to 60 pictures, you can keep up to 20 boards, and up to 300 pictures in all. Rename a board, or delete it (you're asked to confirm; its pictures are deleted with it).",
    links: [{ label: "Inspiration Boards", href: "/planning/inspiration-boards" }],
  },
  {
    slug: "inspiration-boards-helpers",
    audience: "couples",
    topic: "Planning together",
    question: "Who can see our inspiration boards?",
    answer:
      "Only the two of you and the helpers you allow. When you invite a helper, their Floral designs and boards permission decides: Can view lets them see your boards, Can edit lets them also create boards, add pictures, write notes and reorder. The same permission covers your floral designs. Vendors don't see your boards: to show a florist your ideas, share a floral design with them or send pictures in your conversation with them.",
    links: [
      { label: "Inspiration Boards", href: "/planning/inspiration-boards" },
      { label: "Helpers and permissions", href: "/budget-permissions" },
    ],
  },
  {
    slug: "vendors-and-couple-boards",
    audience: "vendors",
    topic: "For vendors",
    question: "Can I see a couple's inspiration boards before I quote?",
    answer:
      "Not on Serviceberry today: a couple's inspiration boards are private to them and the helpers they invite. Ask the couple in your inquiry conversation to describe what they love or send a few pictures. Florists can receive the couple's floral design attached to the inquiry, with its flower list and estimate.",
    links: [{ label: "Vendor dashboard", href: "/vendor-dashboard" }],
  },
];
