import type { HelpArticle } from "../help.ts";

/** The wedding music planner (issue 33): what Grace and /faq say about it. */
export const MUSIC_ARTICLES: HelpArticle[] = [
  {
    slug: "wedding-music",
    audience: "couples",
    topic: "Planning tools",
    question: "How do we plan our wedding music?",
    answer:
      "Open Wedding music from your dashboard. Each moment of the day has its own list: processional, recessional, cocktail hour, grand entrance, dinner, first dance, parent dances, cake cutting, bouquet toss and last dance, plus a must-play and a do-not-play list. Add a song by its title and artist; you can also paste a Spotify track link (open.spotify.com/track/...) and the song opens in Spotify from your plan. When your day-of schedule on the master timeline has the moment (a 'First dance' event, say), its time shows beside it. The same song can't be added twice: we tell you which moment it's already in.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }, { label: "Master timeline", href: "/planning/master-timeline" }],
  },
  {
    slug: "song-requests",
    audience: "couples",
    topic: "Planning tools",
    question: "Can guests request songs for the DJ when they RSVP?",
    answer:
      "Yes. The RSVP page asks each household for a song that will get them dancing. Every request shows on your Wedding music page with who asked. Approve one to put it in a moment or the must-play list (check the title and artist first), or decline it; the guest isn't told either way. If a household changes its request, it waits for your answer again. A helper you gave edit access to the music plan can answer requests too.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }, { label: "Your guest list", href: "/planning/guest-list-manager" }],
  },
  {
    slug: "share-music-with-dj",
    audience: "couples",
    topic: "Planning tools",
    question: "How do we share our song list with the DJ or band?",
    answer:
      "On your Wedding music page, under Share with your DJ or band, name who the link is for and create a read-only link. Anyone with it sees your songs by moment with their times, no account needed, and can print it as a run sheet; it never shows who requested what. We show the link once, so copy it right away. Revoke it anytime and it stops working at once. You can also download the plan as a CSV spreadsheet or print it yourself.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }],
  },
];
