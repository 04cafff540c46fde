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
    question: "Can guests request songs for the DJ when they RSVP or on our wedding website?",
    answer:
      "Yes, both ways. The RSVP asks each household for a song that will get them dancing. On your wedding website, turn on the Song requests section in the website builder (Sections) and guests can send songs there too: a guest who found their invitation on the site is matched to their household, anyone else types their name, and you see it as they typed it. Every request lands in one list on your Wedding music page with who asked and where (with their RSVP or on your website). Approve one to put it in a moment or the must-play list (check the title and artist first), or decline it; the guest isn't told either way. A website request can also be removed for good (a joke, or spam). If a household changes its RSVP request, or you remove a song that came from a request, it waits for your answer again. A helper you gave edit access to the music plan can answer requests too.",
    links: [
      { label: "Wedding music", href: "/spotify-integration" },
      { label: "Website builder", href: "/planning/wedding-websites" },
      { label: "Your guest list", href: "/planning/guest-list-manager" },
    ],
  },
  {
    slug: "share-music-with-dj",
    audience: "couples",
    topic: "Planning tools",
    question: "How do we share our song list with the DJ or band?",
    answer:
      "On your Wedding music page, under Share with your DJ or band, name who the link is for and create a read-only link. Anyone with it sees your songs by moment with their times, no account needed, and can print it as a run sheet; it never shows who requested what. We show the link once, so copy it right away. Revoke it anytime and it stops working at once. You can also download the plan as a CSV spreadsheet or print it yourself. Writing to a DJ or band from the marketplace? Tick Attach our music plan on the inquiry form (or press Share our music plan in the conversation): they read your current plan, read-only, right in your conversation, until you press Stop sharing there or on your Wedding music page.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }],
  },
  {
    slug: "connect-spotify",
    audience: "couples",
    topic: "Planning tools",
    question: "How do we connect Spotify to our wedding music?",
    answer:
      "When Spotify is available on Serviceberry, your Wedding music page has a Spotify section with a Connect Spotify button. It takes you to Spotify to agree, then brings you back to your plan. Once connected, Add a song in any moment lets you search Spotify and add a result; a pasted song link fills in its title and artist; a pasted playlist link adds all its songs to that moment (songs already in your plan are skipped and named). Make playlist creates a private playlist for that moment in your Spotify account, and Update playlist replaces its songs with your current list (songs you typed by hand aren't on it until you add them from Spotify). Only the two of you can connect or disconnect your account; a helper with edit access to the music plan can search and update playlists with it. We keep your Spotify sign-in encrypted.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }],
  },
  {
    slug: "spotify-reconnect",
    audience: "couples",
    topic: "Planning tools",
    question: "Spotify says to reconnect, or we want to disconnect it. What happens to our songs?",
    answer:
      "Nothing happens to your songs: they stay in your plan whatever Spotify does. If your Spotify connection expires or you remove Serviceberry's access in your Spotify account, the Spotify section asks you to reconnect; press Reconnect Spotify and agree again. Disconnect Spotify (you'll be asked to confirm) makes us forget your Spotify sign-in and the links to the playlists we made; the playlists themselves stay in your Spotify account. If Spotify is busy, we say how many seconds to wait before trying again.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }],
  },
  {
    slug: "reorder-songs",
    audience: "couples",
    topic: "Planning tools",
    question: "Can we change the order of songs within a moment?",
    answer:
      "Yes. On your Wedding music page, drag a song by its handle to a new place in its moment, or use the up and down arrow buttons beside it (they work from the keyboard too). The order is saved right away and is the order your DJ's shared link, the printed run sheet, the CSV and a Spotify playlist for that moment use. To move a song to another moment, remove it and add it there.",
    links: [{ label: "Wedding music", href: "/spotify-integration" }],
  },
  {
    slug: "music-plan-in-inquiry",
    audience: "vendors",
    topic: "For vendors",
    question: "A couple attached their music plan to an inquiry. Where do I see it?",
    answer:
      "Open the conversation in your inbox: the couple's music plan shows above the messages, with their songs for each moment of the day (processional to last dance, must-play and do-not-play) and the times from their day-of schedule. It is read-only and always their latest: songs they add or move show the next time you open it. Only DJs and bands can receive it, and if the couple stops sharing, it disappears from the conversation. It never shows which guest asked for which song.",
    links: [{ label: "Your inbox", href: "/vendor-dashboard?tab=inbox" }],
  },
];
