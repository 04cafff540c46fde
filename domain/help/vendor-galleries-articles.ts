import type { HelpArticle } from "../help.ts";

/** Help articles for vendors' inspiration galleries (issue 32, decision 049). */
export const VENDOR_GALLERY_ARTICLES: HelpArticle[] = [
  {
    slug: "vendor-inspiration-gallery",
    audience: "vendors",
    topic: "For vendors",
    question: "How do I set up an inspiration gallery couples can browse and share?",
    answer:
      "Open your vendor dashboard and choose the Gallery tab. Upload pictures of your work (JPEG, PNG, WebP or HEIC, at least 800 pixels wide, up to 8 MB; we resize them and remove location data) or add photos you already uploaded to your portfolio. Give each picture a caption (it is also read aloud to people who can't see it) and up to 8 tags, like peonies, bridal bouquet or summer. Put the pictures in order by dragging them, with the Earlier and Later buttons, or by picking one up with Space and moving it with the arrow keys. A gallery holds up to 60 pictures. Write a short introduction, then choose Make a public link: your gallery opens at that link and shows in the browsable galleries at /vendor-inspiration, while your profile is published. Each picture shows how many times couples saved it to their boards. The gallery is separate from your portfolio (the Portfolio tab, the photos on your profile page), whose size your plan sets.",
    links: [
      { label: "Your vendor dashboard", href: "/vendor-dashboard?tab=gallery" },
      { label: "Vendor galleries", href: "/vendor-inspiration" },
    ],
  },
  {
    slug: "vendor-inspiration-gallery-link",
    audience: "vendors",
    topic: "For vendors",
    question: "How do I replace my gallery's link or take my gallery down?",
    answer:
      "On the Gallery tab of your vendor dashboard, New link makes a new address for your gallery and the old one stops working at once, so share the new one. Take gallery down turns the link off and removes the gallery from the browsable galleries; your pictures stay in your dashboard and you can make a new link any time. A gallery is also hidden while your profile is unpublished. Removing a picture from the gallery doesn't remove it from your portfolio, and couples who saved it keep their copy.",
    links: [{ label: "Your vendor dashboard", href: "/vendor-dashboard?tab=gallery" }],
  },
  {
    slug: "vendor-inspiration-browse",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "Where can I browse vendors' work and save pictures to my inspiration boards?",
    answer:
      "Open Vendor galleries at /vendor-inspiration to see real work by florists, photographers, bakers and other vendors, filtered by category and city; tap a tag to see pictures with that tag. Open a picture's gallery to see more from that vendor, with a link to their profile. Choose Save to a board under a picture and pick one of your inspiration boards: the picture is copied to the board with its caption and a link back to the vendor's gallery. You need a couple account and at least one board (start one in Inspiration Boards). Helpers can save to your boards when you gave them Can edit on floral designs and boards.",
    links: [
      { label: "Vendor galleries", href: "/vendor-inspiration" },
      { label: "Inspiration Boards", href: "/planning/inspiration-boards" },
    ],
  },
];
