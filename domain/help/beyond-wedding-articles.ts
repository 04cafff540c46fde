import type { HelpArticle } from "../help.ts";

/** Beyond the Wedding (issue 34, decisions 034 and 041): what Grace and /faq say about it. */
export const BEYOND_WEDDING_ARTICLES: HelpArticle[] = [
  {
    slug: "beyond-the-wedding-saved-answers",
    audience: "couples",
    topic: "Features",
    question: "Where are our Beyond the Wedding answers saved, and who can see them?",
    answer:
      "Each prompt you tick off and each note or answer you save in a Beyond the Wedding module is kept with your couple account, so both of you see the same checklists on any device once you sign in. They belong to the two of you alone: if your partner has their own account, invite them from Collaboration with the relationship Partner and they work on the same answers; other helpers you invited, vendors and venues never see them, even if you gave a helper access to everything else. Your progress shows on each module's card on the Beyond the Wedding overview. The modules are general information, not legal, financial or medical advice.",
    links: [{ label: "Beyond the Wedding", href: "/beyond-wedding" }],
  },
  {
    slug: "june-voice-intake",
    audience: "couples",
    topic: "Features",
    question: "How does the June voice intake work?",
    answer:
      "Open the June voice intake from the Beyond the Wedding overview. Each of the six questions has Hear June ask, which reads it aloud, and Answer aloud, which listens and writes what you say into the answer box; allow the microphone when your browser asks. If your browser can't speak or listen, those buttons don't show, and typing works the same way. Save each answer: it ticks the question off, and Where June suggests you start lists the modules your answers point to and which answer pointed there. In the chat, June can also tell you your intake answers and module progress, and save an answer you give her (\"save this as our answer to question 6: …\") once you confirm.",
    links: [{ label: "June voice intake", href: "/june-voice-intake" }],
  },
  {
    slug: "beyond-the-wedding-for-couples-only",
    audience: "everyone",
    topic: "Features",
    question: "Why can't I open a Beyond the Wedding module?",
    answer:
      "The modules need a couple account: signed out, you see Sign In Required with the way to sign in or create an account. A vendor or venue account is told the page is for couple accounts. If you help a couple with their planning, the modules stay theirs, unless they invited you as their Partner. The overview at Beyond the Wedding is open to everyone.",
    links: [{ label: "Beyond the Wedding", href: "/beyond-wedding" }, { label: "Create a couple account", href: "/signup/couple" }],
  },
  {
    slug: "intake-scheduling-sessions",
    audience: "couples",
    topic: "Features",
    question: "How do we book a session with a counselor, coach or planner?",
    answer:
      "Open Intake scheduling from the Beyond the Wedding overview and scroll to Book a session. Pick who you'd like to meet (each card says what they do and their weekly hours), a day and a time: times show on your own clock, and every session is a one-hour video call. Add a note if you like, then Book this time. We mail you a confirmation with a calendar file. If someone else booked that time a moment before you, the page says so and offers their next open times. Under Your upcoming sessions you can add a session to your calendar, Reschedule it to another open time, or Cancel it (you'll be asked to confirm); each change is mailed with an updated calendar file. You can hold up to three upcoming sessions, and a time needs at least 12 hours' notice.",
    links: [{ label: "Intake scheduling", href: "/intake-scheduling" }],
  },
  {
    slug: "beyond-the-wedding-reminders",
    audience: "couples",
    topic: "Features",
    question: "Can Serviceberry remind us to keep going with Beyond the Wedding?",
    answer:
      "Yes. On the Beyond the Wedding overview, under Reminder mail, pick Weekly or Monthly: we mail you a short check-in with your progress in each module and your upcoming sessions, the first one a week or a month after you pick. Pick Off to stop them. Every reminder has a link to stop them that works without signing in. Reminders go only to a confirmed email address.",
    links: [{ label: "Beyond the Wedding", href: "/beyond-wedding" }],
  },
  {
    slug: "beyond-the-wedding-private-notes",
    audience: "couples",
    topic: "Features",
    question: "Can I keep a note in a Beyond the Wedding module that my partner can't see?",
    answer:
      "Yes. Each module has Your private note, beside the checklist: what you save there is kept for the account you're signed in with, and nobody else can read it. For your partner to have a private note of their own, they need their own account: invite them from Collaboration with the relationship Partner. They then share your checklists and answers, and each of you keeps a private note the other can't see.",
    links: [{ label: "Collaboration", href: "/contributor-access" }, { label: "Beyond the Wedding", href: "/beyond-wedding" }],
  },
];
