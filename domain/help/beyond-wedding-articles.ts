import type { HelpArticle } from "../help.ts";

/** Beyond the Wedding (issue 34, decision 034): what Grace and /faq say about it. */
export const BEYOND_WEDDING_ARTICLES: HelpArticle[] = [
  {
    slug: "beyond-the-wedding-saved-answers",
    audience: "couples",
    topic: "Features",
    question: "Where are our Beyond the Wedding answers saved, and who can see them?",
    answer:
      "Each prompt you tick off and each note or answer you save in a Beyond the Wedding module is kept with your couple account, so both of you see the same checklists on any device once you sign in. They are yours alone: helpers you invited to your planning, vendors and venues never see them, even if you gave a helper access to everything else. Your progress shows on each module's card on the Beyond the Wedding overview. The modules are general information, not legal, financial or medical advice.",
    links: [{ label: "Beyond the Wedding", href: "/beyond-wedding" }],
  },
  {
    slug: "june-voice-intake",
    audience: "couples",
    topic: "Features",
    question: "How does the June voice intake work?",
    answer:
      "Open the June voice intake from the Beyond the Wedding overview. Each of the six questions has Hear June ask, which reads it aloud, and Answer aloud, which listens and writes what you say into the answer box; allow the microphone when your browser asks. If your browser can't speak or listen, those buttons don't show, and typing works the same way. Save each answer: it ticks the question off, and Where June suggests you start lists the modules your answers point to and which answer pointed there. June can also tell you your intake answers and module progress in the chat.",
    links: [{ label: "June voice intake", href: "/june-voice-intake" }],
  },
  {
    slug: "beyond-the-wedding-for-couples-only",
    audience: "everyone",
    topic: "Features",
    question: "Why can't I open a Beyond the Wedding module?",
    answer:
      "The modules need a couple account: signed out, you see Sign In Required with the way to sign in or create an account. A vendor or venue account is told the page is for couple accounts. If you help a couple with their planning, the modules stay theirs; they can tell you what they're working on. The overview at Beyond the Wedding is open to everyone.",
    links: [{ label: "Beyond the Wedding", href: "/beyond-wedding" }, { label: "Create a couple account", href: "/signup/couple" }],
  },
];
