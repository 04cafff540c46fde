import {
  ISSUE_TYPE_LABELS,
  TICKET_DEFAULTS,
  type GraceHistoryMessage,
  type GraceLink,
  type IssueType,
  type StakeholderType,
  type TicketPriority,
} from "../../../domain/grace.ts";
import type { HelpArticle } from "../../../domain/help.ts";
import { classify, type Classification } from "./classify.ts";
import { createKnowledgeBase, TOPIC_AREAS, type KnowledgeBase, type SearchHit } from "./knowledge.ts";

/** What an engine is asked: the turn, the conversation so far and who is asking (derived on the server). */
export interface GraceTurn {
  message: string;
  history: GraceHistoryMessage[];
  stakeholder: StakeholderType;
  signedIn: boolean;
  /** An admin of Serviceberry (the desk's own questions). */
  admin?: boolean;
}

/** What an engine answers (the spec's fields, less audioUrl which the voice step adds). */
export interface GraceAnswer {
  response: string;
  suggestTicket: boolean;
  issueType: IssueType;
  priority: TicketPriority;
  title: string;
  links: GraceLink[];
  /** The articles the answer drew on, for the model's context and for tests. */
  articles: HelpArticle[];
  /** A feature Serviceberry does not have, which the answer says plainly (features.ts). */
  missingFeature?: string;
  /** The request was refused (another person's data, rights the asker does not have). */
  refused?: boolean;
}

export interface GraceEngine {
  answer(turn: GraceTurn): Promise<GraceAnswer>;
}

/** A match this strong means the base has the answer; below it Grace asks a person to step in. */
export const CONFIDENT_SCORE = 9;

const ACCOUNT_HOME: Record<StakeholderType, string> = {
  couple: "/couple-account",
  contributor: "/couple-account",
  venue: "/venue-owner-account",
  vendor: "/vendor-account",
};
const ACCOUNT_PAGES = new Set(Object.values(ACCOUNT_HOME));

/** The help areas, as the welcome and the clarifying question list them. */
export const HELP_AREAS = ["signing in and passwords", "verifying your email", "managing a venue or vendor profile", "bookings and tours", "payments", "technical problems", "how features work"];

const STAKEHOLDER_AREAS: Record<StakeholderType, string> = {
  couple: "Couples often ask me about venue tours, the budget tracker, saved venues or their account.",
  contributor: "Helpers often ask me about the planning a couple shared with them, or about signing in.",
  venue: "Venue owners often ask me about their listing, photos, tour times or a claim.",
  vendor: "Vendors often ask me about their business profile, inquiries or signing up.",
};

/** Articles speak of Grace in the third person; in Grace's own mouth they speak in the first. */
function inGracesVoice(text: string): string {
  return text.replace(/\bask Grace to open a (help )?ticket\b/g, "I can open a ticket for you").replace(/\bAsk Grace to open a (help )?ticket\b/g, "I can open a ticket for you");
}

/** An article's links, with account pages narrowed to the asker's own. */
function linksFor(article: HelpArticle, stakeholder: StakeholderType): GraceLink[] {
  const own = article.links.filter((link) => !ACCOUNT_PAGES.has(link.href) || link.href === ACCOUNT_HOME[stakeholder]);
  const links = own.length ? own : article.links;
  return links.map((link) => (ACCOUNT_PAGES.has(link.href) && link.href !== ACCOUNT_HOME[stakeholder] ? { label: "Your account", href: ACCOUNT_HOME[stakeholder] } : link));
}

function uniqueLinks(links: GraceLink[]): GraceLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.href) && seen.add(link.href));
}

/** A ticket title: the area and the gist of the request, or the spec's default. */
export function ticketTitle(issueType: IssueType, message: string): string {
  if (issueType === "general") return TICKET_DEFAULTS.title;
  const gist = message.replace(/\s+/g, " ").trim();
  const short = gist.length > 70 ? `${gist.slice(0, 67).replace(/\s+\S*$/, "")}...` : gist;
  return `${ISSUE_TYPE_LABELS[issueType]}: ${short}`;
}

function opening(c: Classification): string {
  if (c.security) return "That sounds serious, and I want to get your account safe right away.";
  if (c.angry) return "I'm really sorry this has been so frustrating. Let's get it sorted.";
  if (c.dispute) return "I'm sorry you're dealing with this.";
  if (c.notResolved) return "I'm sorry that didn't solve it.";
  return "";
}

function ticketReason(c: Classification): string {
  if (c.security) return "Someone on our team should check your account personally.";
  if (c.wantsPerson) return "Of course, a person on our team can take this.";
  if (c.angry) return "I'm passing this to a person on our team so it gets proper attention.";
  if (c.dispute) return "Money and booking disputes are handled by a person on our team, not by me.";
  if (c.notResolved) return "Since my suggestions didn't fix it, a person on our team should look at it.";
  return "I couldn't find a clear answer to that in our help center, so a person on our team should take a look.";
}

const SIGNED_OUT_TICKET = "To open a help ticket, please sign in first, or write to us from the contact page and we'll get back to you by email.";

function lastUserMessages(history: GraceHistoryMessage[], count: number): string {
  return history
    .filter((m) => m.role === "user")
    .slice(-count)
    .map((m) => m.content)
    .join(" ");
}

/** The built-in engine: searches the knowledge base, answers for the asker's kind of account, decides on a ticket. */
export function createBuiltInGrace(knowledge: KnowledgeBase = createKnowledgeBase()): GraceEngine & { decide(turn: GraceTurn): GraceAnswer } {
  const decide = (turn: GraceTurn): GraceAnswer => {
    const earlier = lastUserMessages(turn.history, 2);
    const c = classify(turn.message, earlier, turn.stakeholder);
    const searchText = c.vague || c.notResolved ? `${turn.message} ${earlier}` : turn.message;
    const hits: SearchHit[] = c.vague && !earlier ? [] : knowledge.search(searchText, { stakeholder: turn.stakeholder, area: c.issueType, limit: 3 });
    const top = hits[0];
    const confident = !!top && top.score >= CONFIDENT_SCORE;
    const suggestTicket = c.wantsPerson || c.dispute || c.security || c.notResolved || (!confident && !c.vague) || c.angry;
    const title = ticketTitle(c.issueType, turn.message);

    // A vague first message: ask what it's about instead of guessing or filing a ticket.
    if (c.vague && !earlier && !c.wantsPerson) {
      return {
        response: `I'm happy to help. Could you tell me a little more about what's going on? ${STAKEHOLDER_AREAS[turn.stakeholder]} I can also help with ${HELP_AREAS.slice(0, 3).join(", ")} and more. What were you trying to do, and what happened?`,
        suggestTicket: false,
        issueType: c.issueType,
        priority: c.priority,
        title,
        links: [{ label: "Help center", href: "/help" }],
        articles: [],
      };
    }

    const parts: string[] = [];
    const open = opening(c);
    if (open) parts.push(open);
    let links: GraceLink[] = [];
    const articles: HelpArticle[] = [];
    if (confident && !c.notResolved) {
      parts.push(inGracesVoice(top.article.answer));
      articles.push(top.article);
      links.push(...linksFor(top.article, turn.stakeholder));
      const second = hits[1];
      if (second && second.score >= CONFIDENT_SCORE && second.score >= top.score * 0.8) {
        parts.push(`You may also find this useful: ${second.article.question}`);
        articles.push(second.article);
        links.push(...linksFor(second.article, turn.stakeholder));
      }
    } else if (top && top.score >= CONFIDENT_SCORE / 2 && !c.notResolved && !c.angry && TOPIC_AREAS[top.article.topic] === c.issueType) {
      parts.push(`This may be related: ${top.article.question} ${inGracesVoice(top.article.answer)}`);
      articles.push(top.article);
      links.push(...linksFor(top.article, turn.stakeholder));
    }

    if (suggestTicket) {
      parts.push(ticketReason(c));
      if (!turn.signedIn) {
        parts.push(SIGNED_OUT_TICKET);
        links.push({ label: "Sign in", href: "/auth?mode=signin" }, { label: "Contact us", href: "/contact" });
      }
    } else if (links.length === 0) {
      links.push({ label: "Help center", href: "/help" });
    }
    links = uniqueLinks(links).slice(0, 4);
    return {
      response: parts.join("\n\n"),
      suggestTicket,
      issueType: c.issueType,
      priority: c.priority,
      title,
      links,
      articles,
    };
  };
  return { decide, answer: async (turn) => decide(turn) };
}
