import type { HelpArticle } from "../help.ts";

/** Collaboration (issue 29): inviting helpers, their access, family budget access and the planning chat. */
export const COLLABORATION_ARTICLES: HelpArticle[] = [
  {
    slug: "invite-a-helper",
    audience: "couples",
    topic: "Planning together",
    question: "How do I invite a parent, my wedding party or a planner to help?",
    answer:
      "Open Contributor access, enter their email, choose how they're related to you, and set each area (guest list, budget, timeline, saved venues, planning chat) to no access, can view or can edit. They get an email with a link that works once and lasts 14 days; you can resend or withdraw it and see whether it was sent, opened, accepted or expired. Inviting needs a confirmed email address.",
    links: [{ label: "Contributor access", href: "/contributor-access" }, { label: "How helping works", href: "/contributors-guide" }],
  },
  {
    slug: "change-helper-access",
    audience: "couples",
    topic: "Planning together",
    question: "How do I change or remove what a helper can do?",
    answer:
      "On Contributor access, choose Change access next to the helper to set each area again, or Remove to end their access. Changes apply to their very next step: a page they have open can't save what they may no longer change, and removing someone closes their planning chat at once.",
    links: [{ label: "Contributor access", href: "/contributor-access" }],
  },
  {
    slug: "family-budget-access",
    audience: "couples",
    topic: "Planning together",
    question: "Can my parents see our budget without seeing everything else?",
    answer:
      "Yes. Family budget access lists everyone helping you; set each person's budget access to no access, can view (they see the budget tracker) or can edit (they can also add expenses and mark payments paid). Their access to the guest list, timeline and chat stays as you set it on Contributor access.",
    links: [{ label: "Family budget access", href: "/budget-permissions" }],
  },
  {
    slug: "planning-chat",
    audience: "everyone",
    topic: "Planning together",
    question: "Is there a group chat for the couple and their helpers?",
    answer:
      "Yes. Every couple has a planning chat: the couple and the helpers they gave chat access. Messages arrive live, without reloading, and the history is kept so you can scroll back. Couples open it from Contributor access; helpers from their contributor dashboard. A helper with view access reads along; with edit access they can write too.",
    links: [{ label: "Contributor dashboard", href: "/contributor-dashboard" }, { label: "Contributor access", href: "/contributor-access" }],
  },
  {
    slug: "contributor-dashboard",
    audience: "contributors",
    topic: "Planning together",
    question: "Where do I find the couples I'm helping?",
    answer:
      "Your contributor dashboard lists every couple you help, what each one lets you do, and buttons straight into their guest list, timeline and planning chat. You can also stop helping a couple there. One account can help several couples.",
    links: [{ label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
  {
    slug: "invitation-link-problems",
    audience: "contributors",
    topic: "Planning together",
    question: "My invitation link says it was used, expired or withdrawn. What now?",
    answer:
      "Invitation links work once and last 14 days, and a couple can withdraw or resend one (resending makes the old link stop working). The page tells you which happened: ask the couple to send you a new invitation from their Contributor access page. To accept, sign in with the email address the invitation was sent to.",
    links: [{ label: "How helping works", href: "/contributors-guide" }],
  },
  {
    slug: "chat-unread-messages",
    audience: "everyone",
    topic: "Planning together",
    question: "How do I know there are new messages in the planning chat?",
    answer:
      "The chat icon at the top of every page shows how many messages you haven't read yet, across every planning chat you're in; it turns red when one of them mentions you. On a phone it's in the menu as Planning chat, and in the app the count sits on Plan in the bottom bar. Your dashboard's Planning chat card and the Planning chat buttons on your contributor dashboard show the count for each couple. Opening the chat marks the messages read, and a New messages line shows where you left off.",
    links: [{ label: "Your dashboard", href: "/couple-dashboard" }, { label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
  {
    slug: "chat-mentions",
    audience: "everyone",
    topic: "Planning together",
    question: "How do I mention someone in the planning chat?",
    answer:
      "Type @ and the start of their first or last name, then pick them from the list: use the up and down arrows and Enter or Tab, or click the name (Escape closes the list). Only the couple and helpers with chat access can be mentioned. The message shows their name in bold and tells them it mentions them, and they get an email about it, at most one every 15 minutes for each chat, unless they turned chat email off.",
    links: [{ label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
  {
    slug: "chat-email-digest",
    audience: "everyone",
    topic: "Planning together",
    question: "Will I get emails about chat messages I missed, and how do I stop them?",
    answer:
      "When a chat has messages you haven't read and has been quiet for an hour, we email you a short digest of them, at most one every four hours for each chat, and only to a confirmed email address. To stop it, use the unsubscribe link at the bottom of any chat email (no sign-in needed), or clear the email setting under the chat's messages. That setting also stops the emails about mentions; the chat itself still counts your unread messages.",
    links: [{ label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
];
