import type { HelpArticle } from "../help.ts";

/** The activity feed and either partner managing access (issue 29, decision 059). */
export const ACTIVITY_ARTICLES: HelpArticle[] = [
  {
    slug: "activity-feed",
    audience: "couples",
    topic: "Planning together",
    question: "How do I see what my helpers changed?",
    answer:
      "Your dashboard has a Recent activity list: every guest added, edited or removed, every budget expense, payment or line changed, every timeline task or day-of event added, checked off or removed, and every shared task finished, with who did it (and how they're related to you), when, and a link to the tool where it happened. Your own changes show too, as You. The newest are first; Show earlier activity loads older ones. For the budget, Family budget access also keeps a history with the amounts before and after each change.",
    links: [{ label: "Your dashboard", href: "/couple-dashboard" }, { label: "Family budget access", href: "/budget-permissions" }],
  },
  {
    slug: "activity-feed-who-sees",
    audience: "everyone",
    topic: "Planning together",
    question: "Who can see the activity list of our planning?",
    answer:
      "Only the two of you: the couple's account, and the partner you invited with the relationship Partner, who finds it on their contributor dashboard. Other helpers don't see it, whatever areas you shared with them, because it would show them parts of your planning (or budget lines) you kept to yourselves.",
    links: [{ label: "Contributor access", href: "/contributor-access" }, { label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
  {
    slug: "partner-manages-helpers",
    audience: "everyone",
    topic: "Planning together",
    question: "Can my partner invite and manage our helpers too?",
    answer:
      "Yes. Invite your partner from Contributor access with the relationship Partner. Once they accept, their contributor dashboard has Helpers and access and Family budget access buttons: from there they invite, resend and withdraw invitations, change what each helper can do (budget lines included) and remove helpers, just as you can, and they read the budget's history and the activity list. The one thing they can't change is their own access; you change that, or they can stop helping from their dashboard.",
    links: [{ label: "Contributor access", href: "/contributor-access" }, { label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
];
