import type { HelpArticle } from "../help.ts";

/** Help articles for inspiration boards (issue 32, decision 039). */
export const INSPIRATION_BOARD_ARTICLES: HelpArticle[] = [
  {
    slug: "inspiration-boards",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I make an inspiration board (mood board)?",
    answer:
      "Open Inspiration Boards from Planning tools and create a board, for example Dresses, Flowers, Cake or Decor. Add pictures with Add images: JPEG, PNG, WebP or HEIC photos up to 8 MB each and at least 800 pixels wide (we resize them and remove location data). Write a note under each picture, like what you love about it. Drag pictures to put them in order, or use the Earlier and Later buttons under each picture. Each board shows a palette of colors taken from its pictures. Under Colors you picked, add colors of your own (up to 12), even ones no picture shows yet; under Links, keep web addresses with a label (up to 20); and write a board note about the whole board. A board holds up to 60 pictures, you can keep up to 20 boards, and up to 300 pictures in all. Rename a board, or delete it (you're asked to confirm; its pictures are deleted with it).",
    links: [{ label: "Inspiration Boards", href: "/planning/inspiration-boards" }],
  },
  {
    slug: "inspiration-boards-helpers",
    audience: "couples",
    topic: "Planning together",
    question: "Who can see our inspiration boards?",
    answer:
      "Only the two of you, the helpers you allow, and vendors you share a board with. When you invite a helper, their Floral designs and boards permission decides: Can view lets them see your boards, Can edit lets them also create boards, add pictures, write notes and reorder. The same permission covers your floral designs. Vendors see a board only when you share it with them (see Share with vendors under a board).",
    links: [
      { label: "Inspiration Boards", href: "/planning/inspiration-boards" },
      { label: "Helpers and permissions", href: "/budget-permissions" },
    ],
  },
  {
    slug: "inspiration-boards-share-with-vendors",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I share an inspiration board with my florist or another vendor?",
    answer:
      "Open Inspiration Boards, choose the board, and open Share with vendors under it. You can share with any vendor you've sent an inquiry to: tick their name and they can see that board, read-only, with its pictures, notes and palette. Untick to stop sharing; they lose access right away. Only the couple can share boards (helpers can't), and no other vendor sees them. To share with a vendor you haven't contacted yet, send them an inquiry from their profile first.",
    links: [
      { label: "Inspiration Boards", href: "/planning/inspiration-boards" },
      { label: "Find vendors", href: "/vendors" },
    ],
  },
  {
    slug: "inspiration-boards-from-address",
    audience: "couples",
    topic: "Planning tools",
    question: "Can I add a picture from a website or a Pinterest pin by pasting its link?",
    answer:
      "Yes. On a board, paste the address under Add from a web address. It can be a picture's own address or a page's address, like a Pinterest pin or a blog post: Serviceberry reads the page for its main picture and title. The picture is checked like an upload (JPEG, PNG, WebP or HEIC, up to 8 MB, at least 800 pixels wide) and keeps a link back to where it came from. Addresses on private or local networks are refused, as are pages that take too long or files that are too large; if one is refused, save the picture and upload it instead.",
    links: [{ label: "Inspiration Boards", href: "/planning/inspiration-boards" }],
  },
  {
    slug: "pinterest-import",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I import my Pinterest boards and pins?",
    answer:
      "Open Pinterest Integration and choose Connect Pinterest. Pinterest asks you to approve read-only access to your boards and pins; Serviceberry never posts to Pinterest. Once connected, choose one of your Pinterest boards, tick up to 25 pins at a time and choose Import: they go to a Serviceberry inspiration board named after the Pinterest board, with each pin's title and link. Saved more pins later? Choose Refresh from Pinterest on that board to bring in the new ones (pins already imported are skipped; video pins can't be imported). Disconnect at any time from the same page: Serviceberry forgets its access, and imported pictures stay on your boards. If the Pinterest connection isn't available, the page says so, and you can still paste a pin's address on a board.",
    links: [
      { label: "Pinterest Integration", href: "/pinterest-integration" },
      { label: "What the integration does", href: "/pinterest-features" },
    ],
  },
  {
    slug: "vendors-and-couple-boards",
    audience: "vendors",
    topic: "For vendors",
    question: "Can I see a couple's inspiration boards before I quote?",
    answer:
      "Yes, when the couple shares them with you. A couple who sent you an inquiry can share any of their inspiration boards with you; you then see them, read-only, at the shared-boards page for that couple (boards imported from Pinterest also have their own page). If nothing is shared, ask the couple in your inquiry conversation to share a board. Florists can also receive the couple's floral design attached to the inquiry, with its flower list and estimate.",
    links: [{ label: "Vendor dashboard", href: "/vendor-dashboard" }],
  },
];
