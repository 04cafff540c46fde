import type { HelpArticle } from "../help.ts";

/** Wedding websites (issue 30): how the builder, privacy, sharing and RSVP on the site work. */
export const WEBSITE_ARTICLES: HelpArticle[] = [
  {
    slug: "make-a-wedding-website",
    audience: "couples",
    topic: "Wedding website",
    question: "How do we make our wedding website?",
    answer:
      "Open Planning → Wedding Website. The first draft is made from what you already entered: your names, date and city from your wedding profile, your newest saved venue, and the events on your guest list with their times and places (taken from your day-of schedule when an event there has the same name, or the one you pick), so there is nothing to retype, and later changes show on the site by themselves. Pick one of six designs and a palette, turn sections on and put them in order (our story, schedule, wedding party, photos, travel and hotels, things to do, registry, FAQ, RSVP, song requests), write your words, and watch the preview at phone and desktop width. Save, then Publish. Until you publish, it is a draft only you can see.",
    links: [{ label: "Wedding website", href: "/planning/wedding-websites" }, { label: "Wedding website guide", href: "/wedding-websites-guide" }],
  },
  {
    slug: "wedding-website-privacy",
    audience: "couples",
    topic: "Wedding website",
    question: "Who can see our wedding website, and can we add a password?",
    answer:
      "In the builder, under Who can see it, choose Public (anyone with the link), Password (guests type the password you share; changing it locks out anyone who only had the old one), or Invited guests only (guests find their invitation by name before the site opens). A single page (your FAQ, say, or the wedding party) can also be locked on its own: tick it under Sections, choose what guests type to open it, and share that only with the guests it is for. Each event on your schedule is either on everyone's schedule or shown only to the guests invited to it, so the rehearsal dinner stays private. Unpublishing takes the whole site down until you publish again.",
    links: [{ label: "Wedding website", href: "/planning/wedding-websites" }],
  },
  {
    slug: "wedding-website-rsvp",
    audience: "everyone",
    topic: "Wedding website",
    question: "How do guests RSVP on a wedding website?",
    answer:
      "In the RSVP section of the couple's site, a guest types their first and last name as they are on the invitation, or their household's code printed on it (like K7QM-3XPA). The site finds their invitation without ever showing other guests' names, and they answer for their household, event by event, with meals, dietary needs, a plus-one's name, a song request and a note. It saves to the couple's guest list at once, the same as the RSVP link on the invitation. If the name isn't found, check the spelling or use the name on the invitation; if more than one invitation matches, use the RSVP link on the invitation. Couples can require the exact full name instead of forgiving small typos, or the household's code only.",
    links: [{ label: "Wedding website guide", href: "/wedding-websites-guide" }],
  },
  {
    slug: "wedding-website-address",
    audience: "couples",
    topic: "Wedding website",
    question: "How do we change our wedding website's address or get a QR code?",
    answer:
      "Type a new address in the builder's Address box: it says while you type whether it is free, taken or reserved (use lowercase letters, numbers and hyphens). Save, and the old address keeps working: it leads guests to the new one. Once saved, the Share bar has your link, Copy link, and the QR code as SVG (for printing on invitations) or PNG. A shared link shows your names and date in previews, with the picture you choose under Photos and wedding party (or your first gallery photo, or a card with your names and date).",
    links: [{ label: "Wedding website", href: "/planning/wedding-websites" }],
  },
  {
    slug: "wedding-website-photos-and-party",
    audience: "couples",
    topic: "Wedding website",
    question: "How do we add photos and our wedding party to our wedding website?",
    answer:
      "Save your site once, then open Photos and wedding party in the builder. Add a photo (JPEG, PNG, WebP or HEIC, up to 8 MB and at least 800 px wide; SVGs and animated images are refused, and location data is removed), then describe what it shows for guests who use a screen reader and add a caption if you like. Up to 24 photos, in the order you set with the arrows. For the wedding party, add each person's name, role, a short bio and a photo. Turn on the Photos and Wedding party sections, and save: a photo you remove is deleted when you save.",
    links: [{ label: "Wedding website", href: "/planning/wedding-websites" }],
  },
  {
    slug: "wedding-website-household-codes",
    audience: "couples",
    topic: "Wedding website",
    question: "What are household codes on our wedding website?",
    answer:
      "Every household on your guest list has a code of eight letters and numbers (like K7QM-3XPA). You'll find them in the builder under Who can see it → Household codes; print each on that household's invitation. A guest who types it on your site sees their invitation, the events they are invited to (private ones too), and answers for their household. Under How guests find their invitation you can choose the code only, so names are never searched.",
    links: [{ label: "Wedding website", href: "/planning/wedding-websites" }],
  },
];
