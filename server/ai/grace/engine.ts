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
import { BANK_FRAUD, CHARGED_AFTER_CANCELING, classify, HYPOTHETICAL_CHARGE, issueTypeOf, type Classification } from "./classify.ts";
import { ADMIN_ARTICLES, INTENTS, MISSING_FEATURES, type GraceIntent, type MissingFeature } from "./features.ts";
import { otherPartyIn, ruleBreakIn } from "../../planning/entities.ts";
import { areaOfArticle, createKnowledgeBase, STAKEHOLDER_AUDIENCE, terms, TROUBLE_ARTICLE, TROUBLE_REPORT, type KnowledgeBase, type SearchHit } from "./knowledge.ts";
import { spelledOut } from "../words.ts";
import { plainAsk, withAskStressed, withoutVenting } from "./plain.ts";

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
  return text.replace(/\b[Aa]sk Grace to open a (help )?ticket\b/g, "I can open a ticket for you");
}

/** A question a plain yes or no answers ("Can my mom help?"), unlike "How do I...?" or a statement of a problem. */
const YES_NO_START = new Set(["can", "could", "is", "are", "do", "does", "did", "will", "would", "should", "may", "am", "have", "has"]);
function asksYesOrNo(message: string): boolean {
  const first = message.trim().toLowerCase().split(/[^a-z']+/)[0] ?? "";
  return YES_NO_START.has(first);
}

/** An article opening with "Yes." or "No." reads wrong after "How do I...?" (issue 27): the rest answers it. */
function fittedToQuestion(answer: string, message: string): string {
  if (asksYesOrNo(message)) return answer;
  const trimmed = answer.replace(/^(Yes|No)\.\s+/, "");
  return trimmed === answer ? answer : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** The dashboards, like the account pages, are each kind of business's own. */
const DASHBOARD: Partial<Record<StakeholderType, string>> = { venue: "/venue-owner-dashboard", vendor: "/vendor-dashboard" };
const DASHBOARDS = new Set(Object.values(DASHBOARD));

/** An article's links, with account pages and dashboards narrowed to the asker's own. */
function linksFor(article: HelpArticle, stakeholder: StakeholderType): GraceLink[] {
  const ownDashboard = DASHBOARD[stakeholder];
  const own = article.links.filter(
    (link) => (!ACCOUNT_PAGES.has(link.href) || link.href === ACCOUNT_HOME[stakeholder]) && (!DASHBOARDS.has(link.href) || !ownDashboard || link.href === ownDashboard),
  );
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

/**
 * How sure a hit is: a strong score with a fair share of the question's words matched. Below this
 * Grace says she is not sure and offers a person rather than answering something else.
 */
export function isConfident(hit: SearchHit | undefined): hit is SearchHit {
  if (!hit) return false;
  return (hit.score >= 40 && hit.coverage >= 0.5) || (hit.score >= 100 && hit.coverage >= 0.3) || hit.score >= 250;
}

/** Courtesies that ask nothing ("sorry to bug you", "do you have a sec"): a message of only these is vague. */
const COURTESY = /\b(?:sorry (?:to )?(?:bug|bother|trouble|pester|disturb) (?:you|u|ya)|do (?:you|u) have a (?:sec|second|minute|moment)|(?:got|have) a (?:sec|second|minute|moment)|if (?:you|u) have (?:a )?(?:sec|second|minute|moment|time))\b/gi;
/** Words that name nothing to help with ("um hi I have a question", "something's off with my thing", "is this the help"). */
const NOTHING_NAMED = new Set(terms("ugh argh fix fixed fixing sort sorted now seriously push pushed pushing looks different all everything changed hi hello hey hiya yo um uh er hmm oh oops wait more new another sorry messed mess screwed up think maybe dear sir madam kindly assist assistance good morning afternoon evening one excuse grace there question questions quick small simple problem problems issue issues help helping support anyone someone somebody something thing things stuff off wrong working work works broken weird odd strange happening right place please thanks button buttons said says told still did does doesnt isnt arent dont didnt nothing anything tried again click clicked clicking tap tapped press pressed doing ask asked asking tell page daughter son mom dad mother father having let wont error errors perfect actually else sure not if sons daughters wedding weddings alright ok okay youre already yet just even helping boss fiance fiancee husband wife idea going lol needs doing set setup granddaughter grandson niece nephew sister brother phone her he she him his no what whats kind kinda sorta sec second minute moment chance"));

const ADMIN_SLUGS = new Set(ADMIN_ARTICLES.map((a) => a.slug));
const isAdminArticle = (article: HelpArticle) => ADMIN_SLUGS.has(article.slug);

/**
 * An escalation found behind a stronger article still counts when it is this close and this strong:
 * its telling words are in the message, so being second is enough ("pretending to be me and messaging
 * vendors" is about impersonation, not about messages).
 */
/** An article this close to the best, matching this much more of the question, is chosen instead. */
const CLOSE_SCORE = 0.9;
/** How far ahead of the next article the best one must be to be the answer whatever the punctuation. */
const DOMINANT_LEAD = 3;
const COVERAGE_LEAD = 0.2;
/** Two articles this close in score are a tie, which the one matching more of the question's words wins (a trouble article, weighed up for a report of trouble, keeps its lead). */
const NEAR_TIE = 0.97;
const SECOND_INTENT_SHARE = 0.2;
const SECOND_INTENT_SCORE = 40;
const SECOND_REFUSAL_SHARE = 0.4;
/** A follow-up built on the earlier question ("what about for my assistant?", "and for the rehearsal?", "same for him?"). */
const LEANS_ON_EARLIER = /^\W*(?:(?:ok(?:ay)?|and|so|but|oh|hm+)\W+)*(?:(?:what|how) about|and (?:for|with|if)|same (?:for|with|thing for)|what if|does that (?:go|work) for)\b/i;
/** How far ahead of its next hit a follow-up's own best hit must be to answer it without the earlier turns. */
const OWN_SUBJECT_LEAD = 1.25;
/** How close the asker's own audience's article must come to another business's to answer instead. */
const OWN_TWIN_CLOSE = 0.75;
/** How close behind the best article a missing feature may be and still be what was asked about. */
const MISSING_CLOSE = 0.9;
/** The same, when the message asks whether the thing exists at all. */
const MISSING_CLOSE_WHEN_ASKED = 0.4;
/**
 * Asking whether something exists at all ("am I missing it or does it not exist?", "is there a place to...",
 * "does Serviceberry have one of those ... things", "I looked everywhere for 'Payments'").
 */
const EXISTENCE_ASKED = /\b(?:does(?:n'?t| not)? (?:it|that|this|one|such a thing|something like that) (?:even )?exist|(?:am i|are we) (?:just )?(?:missing|blind|not seeing)|is there (?:even )?(?:a|any) (?:place|spot|section|tab|page|part|area|option|button|menu|feature|tool)(?: on here| here| on serviceberry| in the app)? (?:to|for|where)|(?:does|do) (?:serviceberry|this site|the site|the app|this app|you|you guys|y'?all|it) (?:even )?(?:have|offer|do) (?:one of those|any of those|anything like|something like|an? \w+ (?:thing|feature|option|tool)s?\b)|(?:looked|searched|checked|hunted|dug) (?:everywhere|all over|through every\w*|in (?:the|every|all the|my) \w+|around)\b[^.?!]*\bfor\b|(?:can'?t|cannot|couldn'?t) find (?:it|one|that|this|anything like (?:it|that)) anywhere|is (?:it|that|this) (?:even )?(?:a thing|possible) (?:here|on here|on serviceberry))/i;

/**
 * Asking whether Serviceberry can do something at all ("can it connect to spotify?", "does your site have online
 * RSVP?", "is there a way to make a page of my work?"): when it can, the answer is the article showing how, not
 * one about what goes wrong with it or how to change it later.
 */
const CAPABILITY_ASKED = /^\W*(?:(?:so|ok(?:ay)?|hi|hey|also|quick question)\W+)*(?:can|could|does|do|will|would)\s+(?:it|serviceberry|you|you guys|y'?all|this|this site|the site|the app|your (?:site|app))\b|\bis there (?:a way|any way|an option|a feature|a place|a spot)\b|\b(?:does|do|can) (?:serviceberry|your (?:site|app)|the site|this site|y'?all|you guys)\b/i;
/** An article that shows how to do something ("How do we connect Spotify?"), not why something happened or what happens next. */
const HOW_TO_QUESTION = /^How (?:do|can|does|should) (?:I|we|you|guests|couples)\b/;
/** An article told as a situation or a why ("Spotify says to reconnect...", "Why can't couples see my venue yet?"), not as a plain question about the product. */
const SITUATION_ARTICLE = /^(?!(?:What|Which|Who|Is|Are|Do|Does|Can|Where|When|How)\b)/;
/** How close behind the best article a how-to article may be and still answer "can it do X?". */
const HOW_TO_CLOSE = 0.6;

/**
 * Asking how to join as a vendor ("how do I get set up on here as a vendor", "sign up as a business"): the sign-up,
 * whatever trade the asker names about themselves ("I do bridal hair and makeup"), unless they ask about categories.
 */
/** "The link says it's expired", "link doesn't work anymore": an emailed link that failed. */
const LINK_EXPIRED = /\blink\b[^.?!]{0,40}\b(?:expired|invalid|isn'?t valid|not valid|no longer (?:works|valid)|doesn'?t work|dead|already used)\b|\b(?:expired|invalid|dead|old) link\b/i;
/** The trouble article for each emailed link, by the article the conversation was about. */
const EXPIRED_LINK_OF: Record<string, string> = {
  "verification-email": "verification-link-expired",
  "why-verify": "verification-link-expired",
  "forgot-password": "reset-link-expired",
};
/** "Update the card for my plan", "swap the card on file", "where do I put the new one". */
const CARD_UPDATE = /\b(?:update|change|swap|replace|switch|put in|add)\b[^.?!]{0,20}\b(?:card|payment method)\b|\bwhere (?:do|can) (?:i|we) (?:put|add|enter) (?:the |a )?new (?:one|card)\b/i;
/** The plan already lost or a charge refused: what the failed-payment article answers. */
const PLAN_LOST = /\b(?:lose|lost|losing|downgrad\w*|says free|back to free|declined|failed|bounced|what happened|suddenly)\b/i;
/** "Saying they're the event coordinator for Willow Creek Barn … that is NOT us". */
const CLAIMS_TO_BE_US = /\b(?:saying|says|claiming|claims|telling (?:couples|people|them))\b[^.?!]{0,15}\b(?:they'?re|they are|to be|he'?s|she'?s|he is|she is|they work for)\b[^]*?\b(?:that|this|it|they|he|she)(?:'s| is| was| are|'re)? (?:not|NOT) (?:us|me|with us|one of ours|ours)\b/i;
/** "The old owner still manages our venue page", "the previous owners still have our listing". */
const FORMER_OWNER_STILL = /\b(?:old|previous|former|prior|last) owners?\b[^.?!]{0,40}\b(?:still|has|have|manages?|controls?|runs?|gets?|getting)\b[^.?!]{0,40}\b(?:listing|page|profile|account|venue|tour requests|inquiries)\b/i;
/** "Can you post a few 5 star ones on my page", "add some reviews for us": reviews asked of Grace. */
const REVIEWS_FOR_ME = /\b(?:can|could|would|will) (?:you|u|y'?all|your team)\b[^.?!]{0,20}\b(?:post|write|add|put up|leave|create|make|give (?:me|us))\b[^.?!]{0,30}\b(?:reviews?|ratings?|(?:5|five)[- ]stars?|(?:5|five)[- ]star ones|testimonials?)\b/i;
/** A deadline of the wedding's own: the day is near, or something is needed today. */
const URGENT_NEED = /\b(?:wedding|ceremony|reception|event|big day)\b[^.?!]{0,20}\b(?:is |'s |on )?(?:today|tonight|tomorrow|this (?:weekend|saturday|friday|sunday)|saturday|sunday|friday)\b|\b(?:needs?|due|have to|has to|must|need it)\b[^.?!]{0,40}\b(?:today|tonight|tomorrow|asap|right now|by (?:tonight|tomorrow|noon|friday|saturday))\b/i;
const JOIN_AS_VENDOR = /\bhow (?:do|can|would|should) (?:i|we)\b[^.?!]{0,20}\b(?:set up|sign up|signup|join|get (?:listed|on)|list(?:ed)?|register|start)\b[^.?!]{0,30}\bas an? (?:vendor|business|pro|wedding (?:vendor|pro|business))\b|\b(?:i|we)\s+(?:run|own|have|operate|started)\s+(?:a|an|my|our)\s+[^.?!]{0,40}?\b(?:business|company|bar|bakery|studio|shop|service|truck|booth|band|photography|catering|florist|floral|dj)\b[^]*?\bhow (?:do|can|would|should) (?:i|we)\b[^.?!]{0,20}\b(?:get (?:on|listed|in)|join|sign up|signup|be on|show up on|list)\b|\b(?:i|we)\s+(?:do|make|shoot|bake|cater|officiate|photograph|film|decorate|rent out)\s+(?:wedding\s+)?[a-z]+[^.?!]{0,40}[.?!]?[^]*?\bhow (?:do|can|would|should) (?:i|we)\b[^.?!]{0,20}\b(?:get (?:my|our) (?:business|company|shop|studio|services?)|get (?:listed|on)|join|sign up|list (?:my|our))\b/i;
/** "I own a small winery and we host weddings. How would we get listed?": a place to list, not a business to sign up. */
const LIST_OUR_PLACE = /\b(?:i|we)\s+(?:own|run|have|manage|operate)\s+(?:a|an|our|my)\s+[^.?!]{0,30}?\b(?:winery|vineyard|barn|farm|estate|venue|hall|ballroom|mansion|lodge|inn|brewery|distillery|garden|gardens|chapel|loft|event space|property|ranch|castle)\b[^]*?\bhow (?:do|can|would|should) (?:i|we)\b[^.?!]{0,20}\b(?:get (?:it |us )?(?:listed|on)|list (?:it|us|our)|join|sign up|be on)\b/i;
/** The claim articles, and the article for listing a place or business that is not on Serviceberry yet. */
const CLAIM_FOR_NEW: Record<string, string> = { "claim-venue": "list-a-venue", "claim-vendor": "vendor-signup-help" };
const LIST_FOR_LISTED: Record<string, string> = { "list-a-venue": "claim-venue", "vendor-signup-help": "claim-vendor" };
/**
 * Signed out, there is no account to act from yet: a business asking how billing works has no plan (what a
 * listing costs is the answer), someone asking whether family can help wants to know that they can, not the
 * steps of inviting, and a couple asking about a subscription wants to know what planning costs.
 */
const SIGNED_OUT_INSTEAD: Record<string, { slug: string; unless?: RegExp; only?: RegExp }> = {
  "business-billing": { slug: "vendor-cost" },
  "invite-a-helper": { slug: "invite-helpers", unless: /\bhow\b/i },
  // "Do couples have to pay anything? my fiance thinks there's a monthly subscription": what planning costs a couple.
  "plan-manage-billing": { slug: "how-much-does-it-cost", only: /\b(?:couples?|fianc\w*|bride|groom|our wedding|we|us)\b/i },
};
/** Plainly said to be listed already ("our barn is already on your site", "someone else put our shop up"). */
const ALREADY_LISTED = /\b(?:is|are|was|were|'s|'re) already (?:on|listed|up)\b|\balready (?:on|listed on|up on) (?:here|serviceberry|the site|your site|this site)\b|\b(?:someone|somebody)(?: else)? (?:put|listed|added|set) (?:it|us|our|my|the)\b/i;
/** Said to be on Serviceberry already ("our venue is already on here", "I found our barn on your site", "claim it"). */
const ALREADY_ON_SERVICEBERRY = /\b(?:already|claim\w*|take over|taking over|found (?:us|it|our|my|the)|(?:is|are|was|were) (?:on|listed on) (?:here|serviceberry|the site|your site)|(?:someone|somebody|a customer|a couple)\b[^.?!]*\b(?:put|listed|added|made)|there(?:'s| is) (?:a|an) (?:listing|page|profile))\b/i;

const PRIORITY_RANK: Record<TicketPriority, number> = { low: 0, medium: 1, high: 2, urgent: 3 };
const atLeast = (a: TicketPriority, b: TicketPriority): TicketPriority => (PRIORITY_RANK[a] >= PRIORITY_RANK[b] ? a : b);

function opening(c: Classification, intent: GraceIntent | undefined): string {
  if (intent?.id === "security" || c.security) return "That sounds serious, and I want to get your account safe right away.";
  if (intent?.id === "impersonation") return "Thank you for telling us. Someone pretending to be you or your business is serious, and we take it up right away.";
  if (c.angry) return "I'm really sorry this has been so frustrating. Let's get it sorted.";
  if (intent?.id === "dispute" || intent?.id === "billing" || intent?.id === "claim-dispute" || c.dispute) return "I'm sorry you're dealing with this.";
  if (c.notResolved) return "I'm sorry that didn't solve it.";
  return "";
}

function ticketReason(c: Classification, intent: GraceIntent | undefined, confident: boolean): string {
  if (intent?.id === "security" || c.security) return "Someone on our team should check your account personally.";
  if (intent?.id === "impersonation") return "A person on our team will look at the account or listing involved and act on it.";
  if (intent?.id === "claim-dispute") return "Claims are decided by a person on our team, so I'm passing this to them.";
  if (intent?.id === "blank-page") return "A blank page is a fault on our side, so I'm passing it to a person on our team. Tell them the page's address and your browser if you can.";
  if (c.wantsPerson || intent?.id === "person") return "Of course, a person on our team can take this.";
  if (c.angry) return "I'm passing this to a person on our team so it gets proper attention.";
  if (intent?.id === "dispute" || intent?.id === "billing" || c.dispute) return "Money and booking disputes are handled by a person on our team, not by me.";
  if (c.notResolved) return "Since my suggestions didn't fix it, a person on our team should look at it.";
  if (!confident) return "I'm not sure I understood, and I'd rather not guess: a person on our team can take it from here.";
  return "A person on our team should look at this.";
}

/** An article whose fix is a person's: it tells the reader to have Grace open a ticket. */
const ARTICLE_OFFERS_TICKET = /\bask Grace to open a (?:help )?ticket\b/i;
/** A request for Grace herself to do something ("can you switch it", "please change it"). */
const ASKS_GRACE_TO_ACT = /\b(?:can|could|would|will) (?:you|u|someone|somebody|you guys|your team) (?!(?:tell|explain|show|help me understand)\b)\w+|\bplease (?:switch|change|fix|move|merge|update|delete|remove|transfer)\b/i;

/** A request addressed to Grace as an order, at the start of a sentence or after "can you". */
const DIRECT_REQUEST = /(?:^|[,.;!?]\s*)(?:(?:please|pls|just|so)\s+)?(?:delete|remove|take down|hide|give me|make me|set it so|lock|turn off|take away|grant me|switch me|change me|upgrade me|move me)\b|\b(?:can|could|would|will) (?:you|u) (?:please |just )?(?:delete|remove|take down|hide|give me|make me|set it so|lock|turn off|take away|grant me|switch me|change me|upgrade me|move me)\b/i;

/** Someone else signed up with the asker's email address ("someone made an account with my email"). */
const EMAIL_USED_BY_SOMEONE = /\b(?:someone|somebody|a stranger|another person|some(?:one|body) else)\b[^.?!]*\b(?:signed up|registered|made an account|created an account|opened an account|made one|created one|is using|used)\b[^.?!]*\b(?:with|using|under) (?:my|our) e-?mail\b/i;

/** Someone who no longer works for the business ("our former manager", "we let her go", "doesn't work here anymore"). */
const FORMER_STAFF = /\b(?:former|ex-?|old|previous) (?:\w+ )?(?:employee|manager|coordinator|assistant|partner|staff(?:er)?|planner|admin|bookkeeper|worker|intern|director|receptionist)\b|\b(?:let|laid) (?:him|her|them|(?:our|my|the) (?:\w+ )?(?:employee|manager|coordinator|assistant|staff(?:er)?|planner|bookkeeper|worker|intern|director|receptionist)) (?:go|off)\b|\b(?:fired|quit|left (?:the company|the business|us)|(?:doesn'?t|does not|don'?t) work (?:here|for us) (?:any ?more|now)|no longer works? (?:here|for us|with us))\b|\bon (?:his|her|their) way out\b/i;
/** One's own sign-in address given up ("I don't have that email anymore", "lost access to my old work email"). */
const OWN_EMAIL_GONE = /\b(?:don'?t|do not|no longer|can'?t|cannot) (?:have|own|use|check|get into|access|get to) (?:that|the|my|this) (?:old )?(?:work |school )?(?:e-?mail|inbox)(?: address| account)?(?: any ?more)?\b|\b(?:lost|no) access to (?:my|that|the) (?:old )?(?:work |school )?(?:e-?mail|inbox)\b/i;
const OWN_EMAIL_GONE_REASON = "When the email an account is under is gone, a password reset can't reach you: a person on our team checks that the account is yours and moves it to a new address.";
const OWNER_UNREACHABLE = "When nobody can reach the email an account is under, a password reset can't help: a person on our team checks who runs the business and moves the account to you.";
/** That person took the account with them ("changed the email and password", "still has access", "locked us out"). */
const TOOK_THE_ACCOUNT = /\b(?:changed|reset|switched) (?:the |our |my )?(?:e-?mail|password|login)s?\b|\bstill (?:has|have|got) (?:full )?access\b|\blocked (?:us|me) out\b/i;
/** Nobody can reach the account's email or password any more ("nobody has the password or access to his email"). */
const EMAIL_UNREACHABLE = /\b(?:nobody|no one|no-one|none of us)\b[^.?!]*\b(?:e-?mail|inbox|password|login)\b|\b(?:no|without|lost) access to (?:his|her|their|the|that) (?:old )?(?:work )?(?:e-?mail|inbox)\b|\b(?:can'?t|cannot|couldn'?t) (?:get into|access|reach|open) (?:his|her|their) (?:old )?(?:work )?(?:e-?mail|inbox)\b/i;

/** Another account acting as the asker ("messaging couples in my name", "an account called X ... that is not me"). */
const ACTING_IN_MY_NAME = /\b(?:messag|writ|wrote|contact|talk|post|book|tak|pretend|act|operat|sign|sell|charg|answer|reply|repli)\w*\b[^.?!]{0,40}\b(?:in|under) (?:my|our) (?:own |business |company |business's |company's )?name\b|\b(?:account|profile|listing|page|business)\b[^.?!]{0,30}\b(?:called|named)\b[^]{0,120}\b(?:that|this|it)(?: account| profile| listing| page| one)? (?:is|'s) not (?:me|us|mine|ours)\b/i;

/** A business's own break for a while ("closing the shop jan thru march", "shut for the winter", "till we reopen"). */
const OWN_BREAK = /\b(?:clos\w*|shut\w*|renovat\w*|gutting|off|offline|hid\w*|paus\w*|break)\b[^.?!]*\b(?:til|till|until|thru|through|for the (?:winter|summer|season|off-?season)|over the (?:winter|summer|holidays)|every year|each year|reopen\w*|spring|(?:a|a couple of|a few|two|three|\d+) (?:months|weeks))\b/i;

/** A charge in dispute is said with these words; a card swapped or a plan changed is not one. */
const BILLING_WORDS = /\b(?:charg\w*|billed|refund\w*|money back|statement|twice|double|used my card|fraud\w*|unauthori[sz]ed)\b/i;
/** The trades that list as vendors, not venues ("our bakery's listing"). */
const VENDOR_TRADE = /\b(?:vendor|bakery|baker|photographer|photography|videographer|caterer|catering|florist|floral|dj|band|planner|officiant|salon|makeup|bartend\w*|rental|limo)\b/i;

/** A venue or one of the trades couples book. */
const VENDOR_OR_VENUE = /\b(?:venue|vendor|caterer|catering|photographer|videographer|dj|band|florist|baker|bakery|planner|officiant|coordinator|rental|limo|barn|hall|they)\b/i;

/** "How do I change the password on my own admin account": the asker's own account, asked how-to, is never refused. */
const OWN_ACCOUNT_HOW_TO = /\bhow (?:do|can|would|should) (?:i|we)\b[^.?!]*\b(?:my|our)(?: own)?\s+(?:\w+\s+){0,2}(?:password|login|e-?mail|account)\b|\b(?:password|login|e-?mail) (?:on|for|of) (?:my|our) (?:own )?(?:\w+ )?account\b/i;

/** An admin asking how the desk works ("where do I approve claims", "how do I reply to that ticket"). */
const DESK_QUESTION = /\b(?:where|how|which (?:page|tab|screen))\b/i;

/**
 * Another party's information asked of Grace in words the search does not weigh: a business asking which
 * couples saved or contacted whom, or what competitors quoted; anyone asking Grace to send or show them
 * someone else's list, addresses or plans; someone's personal phone number.
 */
/** "How do I reach an actual person in writing?": asked how, the answer is how people reach the team. */
const HOW_TO_REACH = /\bhow (?:do|can|could|would|should) (?:i|we|you)\b[^.?!]{0,20}\b(?:reach|contact|get (?:in touch with|hold of|ahold of|through to)|talk to|speak (?:to|with)|write to|email|message)\b/i;
/** "She won't share her side of the list with me", "they didn't share the budget": what a couple keeps from a helper. */
const NOT_SHARED_WITH_ME = /\b(?:won'?t|wont|doesn'?t|didn'?t|refuses to|isn'?t|hasn'?t|never) (?:share|sharing|shared|show|showing|let (?:me|us) see)\b/i;
/** "Who booked the barn for June 6", "who has our date at the Grand": who else booked a place or a day. */
const WHO_BOOKED = /\bwho(?:'s| has| else)? (?:booked|reserved|got|took|taken|has)\b[^.?!]{0,40}\b(?:for|on) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}|\d{1,2}\/\d{1,2}|that (?:date|day|weekend|saturday)|(?:our|my) (?:date|day|wedding date))\b/i;

const OTHERS_INFO_ASKED = [
  // "Log me into my daughter's account": signing in as someone else is never Grace's to do, whoever asks.
  /\b(?:log|sign|get|let|put) (?:me|us) (?:in(?:to| to)?|on(?:to| to)?) (?:my |our )?(?!(?:my|our) )\w+(?:'s|s') (?:account|acct|login|profile|page)\b/i,
  // "Can you show me the guest list of the other bride": another couple's planning, named by who it belongs to.
  /\b(?:can|could|would|will) (?:you|u)\s+(?:please\s+|just\s+)?(?:show|send|give|share|pull up|let me see|export|forward|email)\s+(?:me|us)\s+(?:the|a)\s+(?:\w+\s+)?(?:guest ?list|budget|plans?|planning|rsvps?|addresses|seating(?: chart)?|timeline)\s+(?:of|for|from)\s+(?:the other|another|a different|her|his|their|someone)\b/i,
  /\b(?:which|what|who|list|show|see)\b[^.?!]*\b(?:couples?|people|users?|brides?|grooms?)\b[^.?!]*\b(?:saved|favorit\w*|hearted|liked|looked at|viewed|visited|browsed|contacted|messaged|inquired)\b/i,
  /\bother (?:photographers|vendors|venues|businesses|djs|florists|caterers|bakers|bakeries|planners|companies|pros)\b[^.?!]*\b(?:contacted|quoted?|quotes|quoting|charg\w*|pric\w*|booked|inquir\w*|messaged|paid|offered)\b/i,
  /\b(?:can|could|would|will) (?:you|u)\s+(?:please\s+|just\s+)?(?:send|give|show|email|forward|pull up|get|share|export|let me see|tell)\s+(?:me|us)?\s*(?!how\b)[^.?!]*\b(?:her|his|their|the bride's|the groom's|the couple's|everyone's|everybody's|(?:my |our )?(?:daughter|son|sister|brother|niece|nephew|friend|cousin|mom|dad|mother|father|fianc\w*|ex|bride|groom|partner)'s)\s+(?:\w+\s+)?(?:guest ?list|addresses|e-?mails?|phone numbers?|budget|account|plans?|planning|messages|rsvps?)\b/i,
  // "Can you give me the email of the bride who left that review": a person's contact details, found through what they did.
  /\b(?:e-?mail(?: address)?|phone(?: number)?|number|address|contact info\w*|last name)\s+(?:of|for)\s+(?:the|that|this)\s+(?:bride|groom|couple|person|guy|woman|man|girl|lady|reviewer|owner|photographer|vendor)\s+(?:who|that)\b/i,
  // "Give me access to my son's whole account": someone else's account, asked of Grace.
  // Said as an order anywhere in the message ("I'm her MOTHER. Give me full access to her account").
  /(?:^|[.!?;,]\s*)\W*(?:(?:please|pls|can you|could you|just|now)\s+)*(?:give|grant|get)\s+(?:me|us)\s+(?:full\s+|edit\s+|complete\s+)?access\s+to\s+(?:(?:my\s+|our\s+)?(?!own\b)[\w-]+'s|her|his|their)\b/i,
  // "Give me their phone number": another person's contact details, ordered of Grace.
  /(?:^|[.!?;,]\s*)\W*(?:(?:please|pls|just|now|so)\s+)*(?:give|send|tell|show|get)\s+(?:me|us)\s+(?:her|his|their|the (?:couple|bride|groom|owner|vendor)'?s?)\s+(?:\w+\s+)?(?:phone(?: numbers?)?|numbers?|e-?mails?(?: address(?:es)?)?|address(?:es)?|contact(?: info\w*| details)?|names?)\b/i,
  // "Can you tell me what email my ex is using on here": someone's contact details or account, asked after.
  /\b(?:what|which)\s+(?:e-?mail(?: address)?|phone(?: number)?|number|address|account|username|user ?name|login)\s+(?:my|our|his|her|their)\s+(?:ex(?:-\w+)?|friend|sister|brother|cousin|coworker|co-worker|neighbor|boss|roommate|mom|dad|mother|father|aunt|uncle|partner|fianc\w*)\s+(?:is|was|uses|used|has|signed up)\b/i,
  // "Can you check if my ex is on here planning a wedding": whether someone has an account or plans here is theirs to tell.
  // A helper the couple invited is theirs to see on Contributor access, not someone else's data.
  /^(?![^]*\b(?:invit\w*|helpers?|contributors?)\b)[^]*\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:check|see|find out|tell me|let me know|look up|look)\b[^.?!]*\b(?:if|whether)\s+(?:my |our )?(?:old |former |best |college )?(?:ex(?:-\w+)?|friend|sister|brother|cousin|coworker|co-worker|neighbor|boss|roommate|someone|somebody|this (?:person|guy|girl|woman|man))\s+(?:is|are|has|was|got)\s+(?:on here|on serviceberry|on (?:this|the|your) (?:site|app)|using (?:this|the|your|serviceberry)\b|planning|signed up|an account|registered|booked)/i,
  // "Could you send me my son and his fiancée's login": someone else's sign-in, never Grace's to hand over.
  /\b(?:send|give|tell|share|forward|email|text)\s+(?:me|us)\b[^.?!]{0,50}?['’]s\s+(?:login|log-?in|password|sign[- ]in|credentials|account details)\b|\b(?:send|give|tell|share|forward|email|text)\s+(?:me|us)\s+(?:his|her|their)\s+(?:login|log-?in|password|sign[- ]in|credentials)\b/iu,
  // "My ex's fiancée booked a venue on here. can you tell me which one and what date?": what someone they know booked, asked after.
  /\b(?:my|our)\s+(?:old |former |best |college )?(?:ex(?:-\w+)?|friend|sister|brother|cousin|coworker|co-worker|neighbor|boss|roommate)(?:['’]s\s+(?:new\s+)?\w+)?\s+(?:\w+\s+)?(?:booked|picked|chose|hired|saved|reserved|is using)\b[^]*?\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:tell|show|let me know|find out|check|look up|see)\b[^.?!]*\b(?:which|what)\s+(?:one|venue|vendor|date|day|weekend|place|photographer|dj|caterer|florist|band)\b/i,
  // "Can you tell me who else requested a tour at the glasshouse for may 17?": other people's requests and bookings.
  /\bwho else\b[^.?!]{0,20}\b(?:requested|booked|asked (?:for|about)|reserved|inquired|is (?:looking|touring)|toured|saved|wants?|has (?:a|the) (?:tour|hold|date))\b/i,
  // "What the couple who booked our venue the weekend before us is paying": what another couple pays.
  /\b(?:what|how much)\s+(?:the|another|other|that|a|those) (?:couples?|brides?|grooms?|people|person|family|families)\b[^.?!]{0,80}\b(?:is|are|was|were|did|do|does)\s+(?:paying|paid|pay|spending|spent|charged|being charged|getting charged)\b/i,
  // "Can you tell me which venue she booked on here": what someone else booked or chose.
  /\b(?:which|what)\s+(?:venue|vendor|photographer|dj|caterer|florist|place|band|baker|planner|date|day|weekend)s?\s+(?:she|he|they|my ex|her|his)\s+(?:\w+\s+)?(?:booked|picked|chose|hired|saved|is using|are using|went with|set)\b/i,
  // "What venue did she book", "which date did they pick": asked as a question of its own.
  /\b(?:which|what)\s+(?:venue|vendor|photographer|dj|caterer|florist|place|band|baker|planner|date|day|weekend)s?\s+(?:did|has|have|had)\s+(?:she|he|they|my ex|my ex-\w+|her \w+|his \w+)\s+(?:\w+\s+)?(?:book|pick|choose|hire|save|use|go with|set|get)\b/i,
  /\b(?:can|could|would|will) (?:you|u)\s+(?:please\s+|just\s+)?(?:let me see|show me)\s+what (?:she|he|they)(?:'s| is| are| has| have)?\s+(?:\w+\s+)?(?:planning|planned|doing|booked|saved|written|wrote|sent)\b/i,
  // "Switch me to be the owner of my daughter's account": someone else's account, handed over by Grace.
  /\b(?:switch|make|set|change|transfer|turn) (?:me|it|us)\b[^.?!]*\b(?:owner|in charge|admin) of (?:my |our |the )?(?:daughter|son|sister|brother|niece|nephew|friend|cousin|bride|groom|couple|fianc\w*|partner|mom|dad)'?s? (?:account|wedding|plan\w*|guest ?list|budget)\b/i,
  // "Can you sign me in as the groom real quick": being someone else, asked of Grace.
  /\b(?:sign|log|let) (?:me|us) (?:in|on|into)(?: to)? as\b|\b(?:sign|log) (?:me|us) into (?:his|her|their|the (?:bride|groom|couple)'?s?) (?:account|profile)\b/i,
  // "My future sister-in-law is planning her wedding on Serviceberry too, can you tell me her date and venue": another couple's plans.
  /^(?=[^]*\b(?:her|his|their) (?:own )?wedding\b|[^]*\bon (?:here|serviceberry|the site|your site) too\b)(?=[^]*\b(?:tell|show|give|send|share with) (?:me|us) (?:her|his|their) (?:wedding )?(?:date|venue|budget|guest ?list|guests|vendors|plans?|details)\b)/i,
  // "Switch it to the owner's email" names where the account goes, not what is asked for; "still under my old
  // manager's email" names the account's own address, which the asker wants changed.
  /(?<!\bto (?:the |our |my )?)(?<!\b(?:old|former|previous|ex|last)[- ](?:\w+ )?)(?<!\bunder (?:the |our |my |her |his )?(?:\w+ )?)\b(?:owner|manager|coordinator|photographer|vendor|couple|bride|groom|planner)'?s (?:personal |private |home |own )*(?:cell|mobile|phone|number|home address|e-?mail)\b/i,
  // "Can you log into her account and move her tour": acting in someone else's account.
  /\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:log|sign|get|go) ?(?:in|into|onto|in to|on to)\s+(?:as\s+)?(?:her|his|their|the (?:bride|groom|couple)'?s?|(?:my |our |the )?(?:daughter|son|sister|brother|friend|client|bride|groom|couple)'?s|someone(?: else)?'?s|another (?:person|user|couple)'?s)\s+(?:account|profile|login|dashboard)\b/i,
  // "My sister is planning her wedding on here too, can you tell me if she invited our dad?": what another couple did.
  /^(?=[^]*\b(?:her|his|their) (?:own )?wedding\b|[^]*\bon here too\b)(?=[^]*\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:tell|check|see|find out|let me know|look up)\b[^.?!]*\b(?:if|whether|who|what|which)\b[^.?!]*\b(?:she|he|they)\b[^.?!]*\b(?:invited|booked|picked|chose|hired|saved|paid|spent|added)\b)/i,
  // "Can you send me a list of the couples getting married in June": other people's details, asked of Grace as a list.
  /\b(?:can|could|would|will) (?:you|u)\s+(?:please\s+|just\s+)?(?:send|give|get|export|pull|email|share|make)\s+(?:me|us)?\s*(?:a |the |an )?(?:list|spreadsheet|export|names|e-?mails|contacts)\s+(?:of|with)\s+(?:the |all (?:the )?|every )?(?:couples|brides|grooms|people|users|members|customers)\b/i,
  // "Can you reset her password and send it to me", "give me the bride's new password": another person's password, however justified.
  /\b(?:reset|change|make)\b[^.?!]*\b(?:her|his|their|(?:the |my |our )?[\w-]+'s) (?:new )?(?:password|login|pass ?code)\b[^.?!]*\b(?:send|give|tell|text|e-?mail|show)\b[^.?!]*\b(?:me|us)\b|\b(?:send|give|tell|text|e-?mail|show) (?:me|us) (?:her|his|their|(?:the |my |our )?[\w-]+'s) (?:new |temporary |temp )?(?:password|login|pass ?code)\b/i,
  // "Can you just tell me what her password is": someone else's password, however they are related to the asker.
  /\b(?:tell|give|send|show|text|e-?mail) (?:me|us) what (?:her|his|their|(?:the |my |our )?[\w-]+'s) (?:current |new )?(?:password|login|pass ?code) is\b|\bwhat(?:'s| is) (?:her|his|their) (?:current )?(?:password|pass ?code)\b/i,
  // "Can you tell me if my ex is getting married, and where": whether someone else is on Serviceberry or planning a wedding.
  /\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:tell|let|show) (?:me|us) (?:know )?(?:if|whether|when|where)\b[^.?!]*\b(?:she|he|they|my ex|(?:my |our )?ex-?\w*|someone|somebody|this (?:person|guy|girl|woman|man))(?:'s| is| are|'re)? (?:getting married|engaged|planning (?:a|her|his|their) wedding|on (?:here|serviceberry)|(?:has|have) an account|signed up)\b/i,
];

const SIGNED_OUT_PERSON = "I can't open a help ticket while you're signed out. Sign in and ask me again, or write to us from the contact page and a person will reply by email.";
const SIGN_IN_AND_CONTACT: GraceLink[] = [
  { label: "Sign in", href: "/auth?mode=signin" },
  { label: "Contact us", href: "/contact" },
];

function lastUserMessages(history: GraceHistoryMessage[], count: number): string {
  return history
    .filter((m) => m.role === "user")
    .slice(-count)
    .map((m) => m.content)
    .join(" ");
}

function notYetAnswer(feature: MissingFeature, signedIn: boolean): { text: string; links: GraceLink[] } {
  const parts = [`${feature.name} ${NOT_YET}, so I can't show you how to do it here.`];
  if (feature.instead) parts.push(feature.instead);
  parts.push(
    signedIn
      ? "If you'd like us to build it, say \"please pass this on\" and I'll open a feature request for the team."
      : "If you'd like us to build it, tell us from the contact page: the team reads every request.",
  );
  return { text: parts.join(" "), links: [...(feature.links ?? []), ...(signedIn ? [] : [{ label: "Contact us", href: "/contact" }])] };
}

const NOT_YET = "isn't in Serviceberry yet";
const AGREEING = new Set(["yes", "yeah", "yep", "sure", "please", "pass", "request", "build", "add", "vote", "ok", "okay"]);

/** The feature of Grace's last "not yet", when the person now says yes, pass it on. */
function featureRequested(turn: GraceTurn, features: readonly MissingFeature[]): MissingFeature | undefined {
  const lastAnswer = [...turn.history].reverse().find((m) => m.role === "assistant")?.content ?? "";
  if (!lastAnswer.includes(NOT_YET)) return undefined;
  const words = turn.message.toLowerCase().split(/[^a-z']+/).filter(Boolean);
  if (words.length > 12 || !words.some((w) => AGREEING.has(w))) return undefined;
  return features.find((f) => lastAnswer.startsWith(`${f.name} ${NOT_YET}`));
}

/** Contact details of couples who only browsed a listing ("emails of the couples who looked at my profile"). */
/** A charge by some other company ("got burned by a site that auto-charged me"): a worry to answer, not a bill of ours. */
const CHARGED_ELSEWHERE = /\b(?:a|another|other|some|different|the last|that) (?:wedding )?(?:site|website|app|platform|company|service)s? (?:that|which|who)\b|\b(?:on|at|with|from|by) (?:another|other|a different|some other|the other) (?:wedding )?(?:site|website|app|platform|company|service)\b|\bburned by\b/i;
/** A charge that is ours ("you charged me", "Serviceberry billed my card", "my Pro plan"). */
const OUR_CHARGE = /\b(?:you|serviceberry|your (?:site|app|company))\b[^.?!]*\b(?:charg\w*|bill\w*)\b|\b(?:my|our) (?:pro|plus|plan|subscription)\b/i;
/** Asking to talk by phone ("is there a number I can call", "can I call someone"). */
const PHONE_ASKED = /\b(?:phone number|(?:a |your )?number (?:i|we) (?:can|could) (?:call|ring)|(?:can|could) (?:i|we) (?:call|phone|ring) (?:you|someone|somebody|support|your team)|(?:on|over) the phone|phone (?:line|support))\b/i;
/** A helper asking Grace what the couple did ("can you just tell me if she invited my ex husband, yes or no"). */
const HELPER_ASKS_WHAT_COUPLE_DID = /\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:tell|let) me (?:know )?(?:if|whether|who|what|which)\b[^.?!]*\b(?:she|he|they|the (?:bride|groom|couple))\b[^.?!]*\b(?:invited|added|booked|picked|chose|paid|spent|removed|left off)\b/i;
/** A helper asking Grace to switch on what the couple has not shared ("could you turn it on for me from your end"). */
const HELPER_ACCESS_FROM_GRACE = /\b(?:can'?t|can|could|would|will) (?:you|u)\b[^.?!]*\b(?:turn|switch|flip) (?:it|that|this|them|(?:the|her|his|their) \w+(?: \w+)?) on\b[^.?!]*\b(?:for me|from (?:your|ur) (?:end|side)|on (?:your|ur) (?:end|side))\b|\b(?:can'?t|can|could|would|will) (?:you|u)\b[^.?!]*\b(?:unlock|open up|let me (?:see|in|into|edit|change))\b[^.?!]*\bfrom (?:your|ur) (?:end|side)\b/i;
/**
 * Access to a couple's planning asked back from Grace ("can you put my access back", "add me back as a helper"),
 * or asked for behind the couple's back ("without her knowing"): access is the couple's to give, never Grace's.
 */
const ACCESS_BACK_FROM_GRACE = /\b(?:can'?t|can|could|would|will) (?:you|u)\b[^.?!]*\b(?:(?:put|give|get|turn|set) (?:my|our) access back|restore (?:my|our) access|(?:add|put|let) (?:me|us) back (?:on|in|into|as))\b/i;
/** A helper asking Grace herself ("can you…", "please change my access…") to change someone's access or planning, or to open what was not shared. */
const HELPER_ASKS_GRACE_TO_CHANGE = /(?:\b(?:can|could|would|will|can'?t|couldn'?t|won'?t) (?:you|u)\b(?: (?:please|pls|just|maybe|possibly))*|(?:^|[.!?]\s+)\W*(?:please|pls|plz)(?: just)?) (?:(?:bump|upgrade|switch|change|make|give|grant|take|remove|kick|delete|copy|move|transfer|unlock|open up)\b(?! (?:me )?(?:how|where|what|which|why|the (?:steps|way|page|link|article|button)))[^.?!]{0,50}\b(?:me (?:up|to|an?)\b|(?:it|that|this) for (?:me|us)\b|edit(?:or|ing)?\b|access\b|permissions?\b|budget\b|guest ?list\b|planning\b|vendor list\b|the (?:bride|groom|couple)\b|(?:bride|groom|couple|son|daughter|sister|brother|friend)'s\b|[a-z]+s' (?:account|list|budget)|everything\b|whole\b)|(?:show|pull up|send) (?:me )?[^.?!]{0,40}\b(?:whole|everything|all of (?:it|the)|the rest of|(?:didn'?t|did not|haven'?t|hasn'?t) (?:share|shared|show)|not shared|hidden|hiding)\b)/i;
// "Without them seeing the guest list" limits what they see; "without them seeing" alone keeps it secret.
const BEHIND_THEIR_BACK = /\b(?:without (?:her|him|them|the (?:couple|bride|groom)|my (?:daughter|son|sister|brother|friend)) (?:knowing|finding out|seeing(?! (?:the|our|my|any|what|how|who|which|where|how much)\b)|noticing)|behind (?:her|his|their|the couple'?s) backs?|without telling (?:her|him|them|the couple))\b/i;
/** Access, or a part of someone's planning, asked for. */
const ACCESS_ASKED = /\b(?:access|add (?:me|us)|put (?:me|us)|let (?:me|us) (?:back|in|see)|back in|restore|guest ?list|budget|account|password)\b/i;
/** Something said to be lacking ("every other site has a registry", "there is no invite designer", "you don't have a hotel block"). */
const LACKING = /\b(?:(?:every|any|all|most|the) other (?:wedding )?(?:sites?|apps?|websites?|platforms?)(?: on earth| out there)? (?:has|have|offers?)|there(?:'s| is| are) no|(?:you|serviceberry|this site) (?:don'?t|doesn'?t|do not|does not) (?:even )?(?:have|offer)) (?:an? |any )?([^.?!,]{3,40})/i;
/** A message that opens as a follow-up to Grace's last answer ("ok did all that", "that didn't work", "and how do I"). */
const FOLLOW_UP = /^\W*(?:ok(?:ay)?|k|alright|so|and|but|then|oh|hm+|did (?:that|it|all that)|done|tried (?:that|it)|that|it|this|still|also|now|yes|yeah|no|nope|great|thanks|thank you|got it|cool)\b/i;
/** Asking Grace to take a review down ("just delete it for me", "can you just pull it?"). */
const REVIEW_TAKEDOWN = /(?:^|[.!?,;]\s*)(?:just |now )?(?:delete|remove|pull|take down|hide|get rid of) (?:it|that|this|them)\b|\b(?:(?:can|could|would|will) (?:you|u)|just|please|pls)\b[^.?!]*\b(?:delete|remove|pull|take down|hide|get rid of|take (?:it|that|this|(?:the|that|this) (?:\w+ )?review) (?:off|down)|(?:change|bump|raise|fix|set|boost|up|make) (?:my|our|the) (?:rating|stars?|score|star rating))\b/i;
/** A page or screen that shows nothing ("the guest list page is just blank", "white screen"), not a list that is empty. */
const BLANK_SCREEN = /\b(?:page|screen|site|app|tab|everything)\b(?:\s+(?:\w+|\w+'\w+)){0,3}?\s+(?:is|was|goes|went|shows?|showing|stays?|turns?|turned|comes up|loads?|looks)\s+(?:just |all |completely |totally |entirely |only |a |an |pure |solid )*(?:blank|white)\b|\b(?:blank|(?:all |completely |totally )?white|empty) (?:white )?(?:page|screen)\b/i;
const BROWSERS_DETAILS = /\b(?:couples?|people|users?|brides?|visitors?)\b[^.?!]*\b(?:searched|search(?:ing|es)? for|looked (?:at|for|up)|viewed|visited|saved|favorited|browsed|clicked)\b[^.?!]*\b(?:e-?mails?|email addresses|phone numbers?|contact (?:info\w*|details))\b|\b(?:e-?mails?|email addresses|phone numbers?|numbers|addresses|contact (?:info\w*|details)|names)\b[^.?!]*\b(?:couples?|people|users?|brides?|visitors?)\b[^.?!]*\b(?:looked|viewed|visited|saw|seen|favorited|saved|hearted|browsed|clicked)\b/i;

/** A sentence saying something already works again or no longer matters ("the reset fixed that so never mind"). */
const SOLVED = /\b(?:never ?mind|nvm|(?:that|it|this)(?:'s| is| was)? (?:fixed|sorted|solved|resolved|working|fine) now|(?:fixed|solved|sorted|resolved) (?:that|it|this)|works now|working now|figured (?:it|that|this) out)\b/i;

/**
 * A sentence after an answer that only says the step is done ("Published, it's live!", "import worked!!!", "ok
 * cool that helps."): it tells how the last answer went, not what is asked now.
 */
const STEP_DONE = /^\W*(?:(?:ok(?:ay)?|great|perfect|yay|awesome|cool|amazing|thanks|thank you|so|and)\W+)*(?:published|it'?s (?:live|up|done|working|published)|(?:that|it|this|the \w+) (?:worked|helped|helps|went through|went in|is done)|\w+ worked|done|all set|got it|found it|(?:i |we )?did (?:that|it|this) and (?:saved|published|added|made|created|set up|uploaded)(?: (?:it|them|that|everything))?(?=\W*$)|(?:i |we )?(?:did|tried) (?:all )?(?:that|this|those|everything|all of (?:that|it))(?=\W*$))\b[^?]*$/i;

/** The message without its sentences about what is already solved, when something else is left to answer. */
const BUT_NEW_TROUBLE = /\b(?:but|except|though|however)\b[^.?!]*\b(?:says?|said|expired|won'?t|doesn'?t|isn'?t|can'?t|not|error|fails?|failed|broken|invalid)\b/i;

function withoutSolvedParts(message: string, followUp = false): string {
  const sentences = message.split(/(?<=[.!?])\s+/);
  // "Ok found it in spam but the link says it's expired": a step done that turned up a new problem is still open.
  const open = sentences.filter((s) => (!SOLVED.test(s) && !(followUp && STEP_DONE.test(s))) || BUT_NEW_TROUBLE.test(s));
  const rest = open.join(" ").trim();
  return open.length < sentences.length && rest.split(/\s+/).length >= 3 ? rest : message;
}

/** Someone else's words about the asker, up to the sentence's end ("saying we never showed up", "claims I ..."). */
const SAID_ABOUT_ASKER = /\b(?:saying|says|said|claiming|claims|claimed|accusing|accuses|accused)\s+(?:that\s+)?(?:we|i|us|me)\b[^.?!]*/gi;

/** What another party's data is: contact details, lists, money and bookings. */
const OTHERS_DATA = /\b(?:e-?mails?|phones?|numbers?|address\w*|contact\w*|info\w*|details|guest ?lists?|guests|budgets?|passwords?|logins?|accounts?|booked|spent|paid|bookings?|saved|favorit\w*|hearted|shortlist\w*)\b/i;

const REFUSALS: Record<string, string> = {
  "admin-rights": "I can't do that. Admin rights, other people's permissions, reviews and the rules that protect accounts can't be changed through me, and I can't share passwords. Admin access is only given by the Serviceberry team to its own staff.",
  "others-data": "I can't share that. Each couple's and each business's details belong to them, so I only help with your own account; nobody else's guest list, budget, contact details or bookings are shown through me.",
};

/** The built-in engine: searches the knowledge base, answers for the asker's kind of account, decides on a ticket. */
export function createBuiltInGrace(knowledge: KnowledgeBase = createKnowledgeBase()): GraceEngine & { decide(turn: GraceTurn): GraceAnswer } {
  const decide = (typed: GraceTurn): GraceAnswer => {
    // "pls help w/ my acct": texting shorthand is read as the words it stands for; the ticket keeps the words as typed.
    // "Good afternoon. ... my login number ... Thank you, Dolores": a letter is read for its ask, in the product's words.
    const turn = { ...typed, message: plainAsk(spelledOut(typed.message)) };
    const earlier = lastUserMessages(turn.history, 2);
    // "The reset fixed that, so never mind. What I need is...": what is already solved is not asked about.
    const asked = withoutSolvedParts(turn.message, turn.history.some((m) => m.role === "assistant"));
    const answeredBefore = turn.history.some((m) => m.role === "assistant");
    const read = classify(asked, earlier, turn.stakeholder);
    // "Still can't" in a first message is how it stands, not advice of Grace's that failed.
    // "Ok did all that. It says Draft. How do couples see it?": done as told, and a new question asked.
    const classified = read.notResolved && (!answeredBefore || /\bhow (?:do|can|does|will|would)\b|\bwhere (?:do|can|is|are)\b/i.test(asked)) ? { ...read, notResolved: false } : read;
    // Someone signed out may be a couple or a business (a florist asking how to join): no audience is weighed up.
    const searchOptions = { stakeholder: turn.signedIn ? turn.stakeholder : undefined, admin: turn.admin, limit: 8 };
    // What someone else says about the asker ("a review saying we never showed up") is not the asker's own dispute.
    // "...life story... How do I change it?": the asking sentence weighs more than the story around it.
    const alone = knowledge.search(withAskStressed(asked), { ...searchOptions, signalText: asked.replace(SAID_ABOUT_ASKER, " ") });
    // "Ok did all that. It says Draft at the top": a follow-up leans on what was asked before. Its topic is
    // searched with the earlier words when the message alone is unsure or opens as a follow-up; escalation
    // signals are still read from this message only.
    const followUp = !!earlier && answeredBefore && (FOLLOW_UP.test(asked) || !isConfident(alone[0]) || classified.wantsPerson || (/\b(?:it|that|them|those)\b/i.test(asked) && (alone[0]?.score ?? 0) < 400));
    // A feature Serviceberry lacks counts only when this message itself asks for it.
    const missingNow = new Set(alone.flatMap((h) => (h.kind === "missing" ? [h.feature.id] : [])));
    const withEarlier = followUp ? knowledge.search(`${asked} ${asked} ${earlier}`, { ...searchOptions, signalText: asked.replace(SAID_ABOUT_ASKER, " ") }).filter((h) => h.kind !== "missing" || missingNow.has(h.feature.id)) : [];
    // "Ok cool that helps. Other thing: can everyone vote on the dress colors?": a last message that names its own
    // subject is read on its own. The earlier turns only fill in a message that names nothing sure ("it still
    // fails") or break a near tie between the message's own answers.
    const namesSomething = !terms(asked.replace(COURTESY, " ")).every((t) => NOTHING_NAMED.has(t));
    const ownSubject = namesSomething && !LEANS_ON_EARLIER.test(asked) && isConfident(alone[0]) && alone[0].score >= OWN_SUBJECT_LEAD * (alone[1]?.score ?? 0);
    const hits = followUp && isConfident(withEarlier[0]) && !ownSubject ? withEarlier : alone;
    const top = hits[0];
    const confident = isConfident(top);
    // "We are a DJ company!!!" under a question one article clearly answers: emphatic, not a case for a person.
    const runnerUp = hits.find((h) => h !== top && h.kind === "article");
    const dominantArticle = confident && top.kind === "article" && top.score >= DOMINANT_LEAD * (runnerUp?.score ?? 0);
    // What the earlier turns were about: the article Grace most likely gave them (searched only when needed).
    let earlierArticle: string | undefined | null = null;
    const earlierTopic = () => (earlierArticle === null ? (earlierArticle = knowledge.search(earlier, searchOptions).find((h) => h.kind === "article")?.article.slug) : earlierArticle);
    // "I did that and now the link says it's expired": the advice was followed and a new, named failure came of it,
    // which its own trouble article answers; not the same trouble again.
    const ownTop = alone[0];
    // "I already tried that and it still doesn't work, I want a person": the advice failed and a person is asked for, not a new problem.
    const newTrouble = classified.notResolved && answeredBefore && ownSubject && !classified.wantsPerson && ownTop?.kind === "article" && TROUBLE_ARTICLE.test(ownTop.article.question) && ownTop.article.slug !== earlierTopic();
    const reread = newTrouble ? { ...classified, notResolved: false, priority: classified.angry || classified.dispute ? classified.priority : ("medium" as const) } : classified;
    const c: Classification = reread.angryByPunctuationOnly && dominantArticle && !reread.dispute ? { ...reread, angry: false } : reread;
    const wordCount = turn.message.trim().split(/\s+/).length;
    // "Still doesn't work, tried all that" after an answer names the earlier topic: advice that failed, not a vague opener.
    // "hiiii so I kind of have a problem": a stretched greeting is still only a greeting.
    const unstretched = turn.message.replace(/([a-z])\1{2,}/gi, "$1");
    const nothingNamed = !(earlier && c.notResolved) && terms(unstretched.replace(COURTESY, " ")).every((t) => NOTHING_NAMED.has(t));
    // "This is ridiculous", "ugh can you just fix it": only venting, nothing named to fix, is vague however angry.
    const ventedOnly = !earlier && !c.security && !c.dispute && !c.wantsPerson && terms(withoutVenting(turn.message).replace(COURTESY, " ")).every((t) => NOTHING_NAMED.has(t));
    const vague = c.vague || nothingNamed || ventedOnly || (!confident && wordCount <= 4 && !c.wantsPerson && !c.security && !c.dispute && !c.angry);
    const title = (area: IssueType) => ticketTitle(area, typed.message);
    const staffTakeover = FORMER_STAFF.test(asked) && TOOK_THE_ACCOUNT.test(asked);
    // "The guy who set up our account left and nobody can get into his email": no reset reaches anyone, so a person
    // on the team must check who runs the business and move the account.
    const ownerUnreachable = !turn.admin && !staffTakeover && FORMER_STAFF.test(asked) && EMAIL_UNREACHABLE.test(asked);
    // "I can't get into my account because I don't have that email anymore": the same for one's own old address.
    const ownEmailGone = !turn.admin && !staffTakeover && !ownerUnreachable && OWN_EMAIL_GONE.test(asked);

    // "Please pass this on" after a "not yet": a feature request for the team, or the contact page when signed out.
    const requested = featureRequested(turn, MISSING_FEATURES);
    if (requested) {
      return {
        response: turn.signedIn
          ? `Thank you, I'm passing your request for ${requested.name.charAt(0).toLowerCase()}${requested.name.slice(1)} to the team.`
          : "Thank you. Please send it from the contact page, where the team reads every request.",
        suggestTicket: turn.signedIn,
        issueType: "feature_question",
        priority: "low",
        title: `Feature request: ${requested.name}`,
        links: turn.signedIn ? [] : SIGN_IN_AND_CONTACT,
        articles: [],
      };
    }

    // A vague first message: ask what it's about instead of guessing or filing a ticket.
    // "Ok thanks. Oh wait, one more thing": nothing named yet, after an answer too.
    if (vague && (!earlier || nothingNamed)) {
      return {
        response: `I'm happy to help. Could you tell me a little more about what's going on? ${STAKEHOLDER_AREAS[turn.stakeholder]} I can also help with ${HELP_AREAS.slice(0, 3).join(", ")} and more. What were you trying to do, and what happened?`,
        suggestTicket: false,
        // Nothing said yet names an area ("it's not working"): the area is not known, so it is the general one.
        issueType: "general",
        priority: c.priority,
        title: TICKET_DEFAULTS.title,
        links: [{ label: "Help center", href: "/help" }],
        articles: [],
      };
    }

    // The request itself: the top hit when it is sure, or an escalation close behind a stronger article.
    let intent = confident && top.kind === "intent" ? top.intent : undefined;
    if (!intent && top) {
      // Refusals need a closer second than escalations: refusing a fair question is worse than a ticket too many.
      // "See a venue in person" asks for no person: behind a stronger article, the person intent needs the message to ask for one.
      const second = hits.find(
        (h) => h.kind === "intent" && h.score >= SECOND_INTENT_SCORE && h.score >= top.score * (h.intent.refuse ? SECOND_REFUSAL_SHARE : SECOND_INTENT_SHARE) && (h.intent.id !== "person" || c.wantsPerson) && (h.intent.id !== "billing" || ((c.dispute || BILLING_WORDS.test(asked.replace(HYPOTHETICAL_CHARGE, " ").replace(BANK_FRAUD, " "))) && !CHARGED_ELSEWHERE.test(asked))),
      );
      if (second?.kind === "intent") intent = second.intent;
    }
    // "How do I reach an actual person at your company?": asked how to reach one, a person is what is asked about.
    if (!intent && c.wantsPerson && HOW_TO_REACH.test(asked)) intent = INTENTS.find((i) => i.id === "person");
    // "My password was reset and I don't even have an account": a break-in said in words the search has no signal for.
    if (!intent && c.security) intent = INTENTS.find((i) => i.id === "security");
    // "Someone signed up with my email and I keep getting their emails": someone else using the asker's address, for a person to stop.
    if (!intent && EMAIL_USED_BY_SOMEONE.test(asked)) intent = INTENTS.find((i) => i.id === "impersonation");
    // "An account called 'Lakeview Events by Dana' ... that is NOT me and it's messaging couples in my name": another account acting as the asker.
    if (!intent?.refuse && intent?.id !== "security" && ACTING_IN_MY_NAME.test(asked)) intent = INTENTS.find((i) => i.id === "impersonation");
    // "Got burned by a site that auto-charged me. Does this cost anything?": someone else's charge is a worry, not our bill.
    const chargedElsewhere = intent?.id === "billing" && CHARGED_ELSEWHERE.test(asked) && !OUR_CHARGE.test(asked);
    if (chargedElsewhere) intent = undefined;
    // "The seating chart page is just white on my laptop": a blank screen said plainly is that, whatever page it is on.
    if (!intent && !c.security && BLANK_SCREEN.test(asked)) intent = INTENTS.find((i) => i.id === "blank-page");
    // "Reporting takes forever, just delete it for me", "that 2 star is tanking us, can you pull it?", "can you just change
    // my rating to 5 stars": a review taken down or a rating changed on request.
    if (!intent && REVIEW_TAKEDOWN.test(asked) && /\breviews?\b|\b\d ?stars?\b|\bone[- ]star\b|\btwo[- ]star\b/i.test(`${asked} ${earlier}`)) intent = INTENTS.find((i) => i.id === "admin-rights");
    // "Can't you just give me access to the guest list from your end?": access is the couple's to give.
    // "Could you just turn it on for me from your end?": the same, asked as switching it on.
    if (!intent?.refuse && turn.stakeholder === "contributor" && (/\b(?:can'?t|can|could|would|will) (?:you|u)\b[^.?!]*\b(?:give|grant|get) (?:me|us) (?:full |edit |view )?access\b/i.test(asked) || HELPER_ACCESS_FROM_GRACE.test(asked))) intent = INTENTS.find((i) => i.id === "others-data");
    // "Can you bump me up to edit on my son's guest list?", "take the bride's mother off the planning", "copy the Smiths'
    // vendor list over to the Garcias'", "show me the whole budget": a helper asking Grace to change or open up a
    // couple's planning is asking for what only the couple can do.
    if (!intent?.refuse && !c.security && turn.stakeholder === "contributor" && HELPER_ASKS_GRACE_TO_CHANGE.test(asked)) intent = INTENTS.find((i) => i.id === "admin-rights");
    // "Can you put my access back without her knowing?": a helper's access is the couple's to give back, and never behind their back.
    if (!intent?.refuse && !c.security && ((ACCESS_BACK_FROM_GRACE.test(asked) && turn.stakeholder === "contributor") || (BEHIND_THEIR_BACK.test(asked) && ACCESS_ASKED.test(asked)))) intent = INTENTS.find((i) => i.id === "admin-rights");
    // "Delete that 2 star review", "give me admin for a day", "set it so they can't take away my access": told to
    // Grace directly, a request she must refuse is refused even behind a strong article about the same thing.
    if (!intent && DIRECT_REQUEST.test(asked)) {
      const refusal = hits.find((h) => h.kind === "intent" && h.intent.refuse && h.score >= SECOND_INTENT_SCORE);
      if (refusal?.kind === "intent") intent = refusal.intent;
    }
    // "Closing the shop Jan thru March, can I hide us til spring": a business's own break, not one that closed on a couple.
    if (intent?.id === "dispute" && !c.dispute && (turn.stakeholder === "vendor" || turn.stakeholder === "venue") && OWN_BREAK.test(asked)) intent = undefined;
    // "Asked for another tour time Monday, it's Friday and nobody has answered": a request left unanswered is a wait
    // (the article and a person at medium), not a booking in dispute, unless money or a no-show is named too.
    if (intent?.id === "dispute" && c.waited && !c.dispute && /\b(?:asked|requested|requests?|sent|messaged|emailed|wrote|inquir\w*)\b/i.test(asked)) intent = undefined;
    // "We let our manager go and she changed the email and password on her way out": someone who left the business
    // and took the account over is an account takeover, however calmly told, and a report to act on, not a request to refuse.
    if (staffTakeover) intent = INTENTS.find((i) => i.id === "security");
    // "The venue canceled our date and won't give back our $3,000": money held by a venue or vendor is their dispute, told in any words.
    // "We found him on serviceberry" names where the vendor was found, not a charge of ours.
    if (!intent && c.dispute && VENDOR_OR_VENUE.test(asked) && !/\bserviceberry\b(?<!\b(?:found|saw|met|booked)\s+(?:\w+\s+)?(?:on|through|via)\s+serviceberry)|\b(?:my|our) (?:card|plan|subscription)\b/i.test(asked)) intent = INTENTS.find((i) => i.id === "dispute");
    // "We canceled Pro last month but still got charged": a charge after canceling asks for a refund, in any words.
    if (!intent && CHARGED_AFTER_CANCELING.test(asked.replace(HYPOTHETICAL_CHARGE, " "))) intent = INTENTS.find((i) => i.id === "billing");
    // "Someone is messaging couples saying they're the coordinator for our barn… that is NOT us": someone posing as the business.
    if (!intent && CLAIMS_TO_BE_US.test(asked)) intent = INTENTS.find((i) => i.id === "impersonation");
    // "We bought the property and the old owner still manages our venue page": who holds the listing, a claim to settle.
    if (!intent && FORMER_OWNER_STILL.test(asked)) intent = INTENTS.find((i) => i.id === "claim-dispute");
    // "Can you post a few 5 star ones on my page to get me started?": reviews written for a business are never Grace's to add.
    if (!intent?.refuse && (turn.stakeholder === "vendor" || turn.stakeholder === "venue") && REVIEWS_FOR_ME.test(asked)) intent = INTENTS.find((i) => i.id === "admin-rights");
    // Refusing a fair report is worse than a ticket too many: an escalation the message also signals wins over a refusal.
    if (intent?.refuse) {
      // A booking dispute is with a venue or vendor: "she isn't answering her phone" about a daughter is no dispute.
      const escalation = hits.find((h) => h.kind === "intent" && !h.intent.refuse && h.score >= SECOND_INTENT_SCORE && (h.intent.id !== "dispute" || c.dispute || VENDOR_OR_VENUE.test(asked)));
      if (escalation?.kind === "intent") intent = escalation.intent;
    }
    // An admin asking where or how on the desk, with a desk article among the hits: the article, not a ticket or a refusal.
    // "How do I look up a couple's account? She never got her verification email": the desk question asked first, the
    // couple's own trouble told after it; the asking sentence read alone names the desk screen.
    const deskAsked = turn.admin && !c.security ? asked.split(/(?<=[.!?])\s+/).find((sentence) => DESK_QUESTION.test(sentence) && sentence.includes("?")) : undefined;
    const deskAlone = deskAsked && deskAsked !== asked ? knowledge.search(deskAsked, searchOptions)[0] : undefined;
    const deskHit = turn.admin && !c.security && DESK_QUESTION.test(asked) ? (hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && isAdminArticle(h.article) && h.score >= 100 && h.score >= (top?.score ?? 0) * 0.5) ?? (deskAlone?.kind === "article" && isAdminArticle(deskAlone.article) && isConfident(deskAlone) ? deskAlone : undefined)) : undefined;
    // "How do I change the password on my own admin account" is the asker's own account, never a refusal.
    const ownAccount = !!intent?.refuse && OWN_ACCOUNT_HOW_TO.test(asked) && !otherPartyIn(asked) && !ruleBreakIn(asked) && !DIRECT_REQUEST.test(asked);
    if (deskHit || ownAccount) intent = undefined;
    if (!deskHit && !intent?.refuse && !c.security && !/\bhow many\b|\bnumber of\b/i.test(asked) && OTHERS_INFO_ASKED.some((pattern) => pattern.test(asked))) intent = INTENTS.find((i) => i.id === "others-data");
    // "The bride won't share her side of the guest list with me. Can you send me a copy?": what the couple keeps from a helper, asked of Grace.
    if (!deskHit && !intent?.refuse && turn.stakeholder === "contributor" && NOT_SHARED_WITH_ME.test(asked) && /\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:send|give|show|forward|email|share|pull up|get)\b/i.test(asked)) intent = INTENTS.find((i) => i.id === "others-data");
    // A helper asking Grace what the couple did in a part they can't see ("can you just tell me if she invited my ex"): not Grace's to tell.
    if (!deskHit && !intent?.refuse && turn.stakeholder === "contributor" && HELPER_ASKS_WHAT_COUPLE_DID.test(asked)) intent = INTENTS.find((i) => i.id === "others-data");
    // "Every other wedding site has a registry", "there is no invite designer": the thing said to be lacking is what is asked for.
    const lacking = LACKING.exec(asked)?.[1];
    const lackingHit = lacking && !intent ? knowledge.search(lacking, searchOptions)[0] : undefined;
    const missingNamed = lackingHit?.kind === "missing" && isConfident(lackingHit) ? lackingHit.feature : undefined;
    // A couple or visitor asking for another party's details ("the email of the couple who booked before us") is
    // refused by the same reading June uses; pros ask about their own inquiries and helpers about the couple they
    // help ("my sister's budget"), so theirs go through the search.
    // A business asking for the details of couples who only looked (viewed, saved) asks for what was never shared with it.
    if (!intent?.refuse && (turn.stakeholder === "vendor" || turn.stakeholder === "venue") && BROWSERS_DETAILS.test(turn.message)) intent = INTENTS.find((i) => i.id === "others-data");
    // "Who booked the Glenmore Barn for June 6?": another couple's booking, asked by a couple or a helper (a venue asks of its own).
    if (!deskHit && !intent?.refuse && !c.security && turn.stakeholder !== "vendor" && turn.stakeholder !== "venue" && WHO_BOOKED.test(asked)) intent = INTENTS.find((i) => i.id === "others-data");
    // A report already read as an escalation ("someone else claimed our listing … I don't even have an account") stays one.
    if (!deskHit && !intent?.refuse && intent?.id !== "claim-dispute" && intent?.id !== "impersonation" && !c.security && !c.dispute && !missingNamed && turn.stakeholder !== "vendor" && turn.stakeholder !== "venue" && turn.stakeholder !== "contributor" && otherPartyIn(turn.message) && OTHERS_DATA.test(turn.message)) {
      intent = INTENTS.find((i) => i.id === "others-data");
    }
    if (intent?.refuse) {
      return { response: REFUSALS[intent.id]!, suggestTicket: false, issueType: "account", priority: "low", title: title("account"), links: [], articles: [], refused: true };
    }

    // A feature Serviceberry lacks, asked for in words an article also shares ("pull my google calendar so couples
    // see which saturdays I'm taken"), is still that feature when it is nearly as strong as the article.
    // In a follow-up ("can I put it on my google calendar") the earlier topic's article answers; a lacking feature must lead.
    // "Am I missing it or does it not exist?": asked whether a thing exists, a lacking feature further behind still is what was asked about.
    const missingShare = EXISTENCE_ASKED.test(asked) ? MISSING_CLOSE_WHEN_ASKED : MISSING_CLOSE;
    // "Can I get our tour into my google calendar": a couple or helper is never asking for what only a business lacks.
    const notForAsker = (feature: MissingFeature) => !!feature.businessOnly && turn.signedIn && (turn.stakeholder === "couple" || turn.stakeholder === "contributor");
    const missingBehind = hits === withEarlier ? undefined : hits.find((h): h is Extract<SearchHit, { kind: "missing" }> => h.kind === "missing" && h.score >= top!.score * missingShare && h.score >= 100 && !notForAsker(h.feature));
    // "Can it send them a text instead?": a lacking feature this message alone is sure of stays the answer in a follow-up.
    const missingAlone = hits === withEarlier && isConfident(alone[0]) && alone[0]?.kind === "missing" ? alone[0].feature : undefined;
    const missing = missingNamed ?? (missingAlone && !intent ? missingAlone : !intent && confident && top.kind === "missing" && !(notForAsker(top.feature) && hits.some((h) => h.kind === "article" && isConfident(h))) ? top.feature : !intent && top?.kind === "article" && missingBehind ? missingBehind.feature : undefined);
    // "Is there a number I can call?": the answer is how people reach us, not a ticket.
    const phoneAsked = (!intent || intent.id === "person") && PHONE_ASKED.test(asked) ? hits.find((h): h is Extract<SearchHit, { kind: "missing" }> => h.kind === "missing" && h.feature.id === "phone-support")?.feature : undefined;
    if (phoneAsked && !c.angry && !c.security && !c.dispute) {
      const answer = notYetAnswer(phoneAsked, turn.signedIn);
      return { response: answer.text, suggestTicket: false, issueType: "feature_question", priority: "low", title: title("feature_question"), links: answer.links, articles: [], missingFeature: phoneAsked.id };
    }
    if (missing && !c.wantsPerson && !c.angry) {
      const answer = notYetAnswer(missing, turn.signedIn);
      return { response: answer.text, suggestTicket: false, issueType: "feature_question", priority: "low", title: title("feature_question"), links: answer.links, articles: [], missingFeature: missing.id };
    }

    // The article: the intent's own, else the best article when sure of it.
    // The best article; one nearly as strong that matches more of the question's words is the better answer.
    const bestArticle = hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article");
    const leading = deskHit ?? (ownAccount || chargedElsewhere ? bestArticle : confident && !intent ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h.score >= top.score * 0.999) : undefined);
    // The desk article an admin asked for stays the answer: the same words in a couple's article are not what an admin means.
    // "Portfolio pics keep failing": a trouble reported picks the trouble article over a how-to tied with it.
    const troubleTie = (h: Extract<SearchHit, { kind: "article" }>) => !!leading && h.score >= leading.score * NEAR_TIE && h.coverage >= leading.coverage && TROUBLE_REPORT.test(asked) && TROUBLE_ARTICLE.test(h.article.question) && !TROUBLE_ARTICLE.test(leading.article.question);
    const closeBehind = leading && leading !== deskHit ? hits.filter((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && ((h.score >= leading.score * CLOSE_SCORE && h.coverage >= leading.coverage + COVERAGE_LEAD) || (h.score >= leading.score * NEAR_TIE && h.coverage > leading.coverage && !TROUBLE_ARTICLE.test(leading.article.question)) || troubleTie(h))) : [];
    const fitted = closeBehind.sort((a, b) => b.coverage - a.coverage || b.score - a.score)[0] ?? leading;
    // "How do I hide our listing while we're closed", asked by a venue: the venues' twin of a vendors' article
    // ("venue-publish" for "vendor-publish", or the other way round) answers the asker's own screens, when nearly as strong.
    const ownAudience = turn.signedIn && (turn.stakeholder === "venue" || turn.stakeholder === "vendor") ? STAKEHOLDER_AUDIENCE[turn.stakeholder] : undefined;
    const twinSlug = fitted && ownAudience && fitted.article.audience !== ownAudience ? fitted.article.slug.replace(/^(vendor|venue)-/, (_, kind: string) => (kind === "vendor" ? "venue-" : "vendor-")) : undefined;
    const ownTwin = twinSlug && twinSlug !== fitted?.article.slug ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h.article.slug === twinSlug && h.article.audience === ownAudience && h.score >= fitted!.score * OWN_TWIN_CLOSE) : undefined;
    const bestFit = ownTwin ?? fitted;
    // "Can it connect to spotify?": asked whether a thing can be done, with no trouble told, the article showing how
    // to do it answers, over one nearly as strong about reconnecting, a failure or a later change.
    const capability = !!bestFit && !intent && !c.notResolved && CAPABILITY_ASKED.test(asked) && !TROUBLE_REPORT.test(asked) && SITUATION_ARTICLE.test(bestFit.article.question);
    const howTo = capability ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h !== bestFit && (h.article.audience === bestFit.article.audience || h.article.audience === "everyone") && HOW_TO_QUESTION.test(h.article.question) && h.score >= bestFit.score * HOW_TO_CLOSE && h.coverage >= bestFit.coverage) : undefined;
    // "We bought an old church and open next spring, how do we get it listed?": a claim is for a place already on
    // Serviceberry; a venue or business not said to be there yet is listed.
    // "Our barn is already on your site, how do we get it listed under us?": a place listed already is claimed.
    const signedOutInstead = bestFit && !turn.signedIn ? SIGNED_OUT_INSTEAD[bestFit.article.slug] : undefined;
    const otherWay = !bestFit ? undefined : signedOutInstead && !signedOutInstead.unless?.test(asked) && (signedOutInstead.only?.test(asked) ?? true) ? signedOutInstead.slug : CLAIM_FOR_NEW[bestFit.article.slug] && !ALREADY_ON_SERVICEBERRY.test(asked) ? CLAIM_FOR_NEW[bestFit.article.slug] : LIST_FOR_LISTED[bestFit.article.slug] && ALREADY_LISTED.test(asked) ? LIST_FOR_LISTED[bestFit.article.slug] : undefined;
    const listInstead = !howTo && otherWay ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h.article.slug === otherWay) : undefined;
    const signUp = !howTo && !listInstead && bestFit && bestFit.article.slug !== "vendor-signup-help" && !intent && turn.stakeholder !== "venue" && JOIN_AS_VENDOR.test(asked) && !/\bcategor/i.test(asked) ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h.article.slug === "vendor-signup-help") : undefined;
    const placeToList = !howTo && !listInstead && !signUp && !intent && turn.stakeholder !== "vendor" && LIST_OUR_PLACE.test(asked) ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h.article.slug === (ALREADY_ON_SERVICEBERRY.test(asked) ? "claim-venue" : "list-a-venue")) : undefined;
    // "Need to update the card for my plan, the old one expired": putting a new card in, not a payment that failed.
    const cardUpdate = bestFit?.article.slug === "plan-payment-failed" && CARD_UPDATE.test(asked) && !PLAN_LOST.test(asked) ? hits.find((h): h is Extract<SearchHit, { kind: "article" }> => h.kind === "article" && h.article.slug === "plan-manage-billing") : undefined;
    const articleHit = howTo ?? listInstead ?? signUp ?? placeToList ?? cardUpdate ?? bestFit;
    // "Ok found it in spam but the link says it's expired" after the verification answer: that link's own article.
    const expiredTwin = answeredBefore && !intent && LINK_EXPIRED.test(asked) ? EXPIRED_LINK_OF[earlierTopic() ?? ""] : undefined;
    const expiredLinkArticle = expiredTwin && articleHit?.article.slug !== expiredTwin ? knowledge.bySlug(expiredTwin) : undefined;
    // An angry message often names no screen; an article matched on a word or two is left out then.
    const angryAside = c.angry && (articleHit?.coverage ?? 0) < 0.6;
    // A person asked for after an answer ("this is way over my head") gets the person, not the article again.
    // "Reset it twice and it STILL says wrong password, I need a human": the article the earlier turns already had is not repeated.
    // A wait told after the answer ("6 days now and nothing") keeps the article: a wait gets it and a person.
    const sameAnswerAgain = c.wantsPerson && !c.waited && answeredBefore && !intent && !!articleHit && articleHit.article.slug === earlierTopic();
    const article = intent?.article ? knowledge.bySlug(intent.article) : intent?.id === "person" && HOW_TO_REACH.test(asked) ? knowledge.bySlug("contact-a-person") : c.notResolved || angryAside || ownerUnreachable || ownEmailGone || (hits === withEarlier && alone[0]?.kind === "intent" && alone[0].intent.id === "person") || sameAnswerAgain ? undefined : (expiredLinkArticle ?? articleHit?.article);

    // The area: the intent's (a claim is the asker's own kind of business), else the article's, else the words'.
    let issueType: IssueType;
    if (intent) issueType = intent.area ?? (turn.stakeholder === "vendor" || (turn.stakeholder !== "venue" && VENDOR_TRADE.test(asked) && !/\bvenue\b/i.test(asked)) ? "vendor_management" : "venue_management");
    else if (c.notResolved && earlier) issueType = c.issueType;
    else if (article) issueType = areaOfArticle(article, turn.stakeholder);
    else issueType = c.security ? "login" : issueTypeOf(asked, turn.stakeholder);
    if (intent?.id === "person" && articleHit && hits[0] !== articleHit) issueType = areaOfArticle(articleHit.article, turn.stakeholder);
    // "This is way over my head, is there a real person?" after an answer: the person is for what the conversation is about.
    else if (intent?.id === "person" && hits === withEarlier && top?.kind === "article") issueType = areaOfArticle(top.article, turn.stakeholder);
    if (intent?.id === "person" && !articleHit) {
      const worded = issueTypeOf(asked, turn.stakeholder);
      if (worded !== "feature_question") issueType = worded;
    }
    // An account taken over by someone who left is about who owns the account; one nobody can reach is a sign-in.
    if (staffTakeover) issueType = "account";
    if (ownerUnreachable || ownEmailGone) issueType = "login";

    // A person takes it: an escalation, a request for one, anger, advice that did not work, or no sure answer.
    // An admin asking how the desk works ("reply to a help ticket") is not asking for a ticket.
    const deskQuestion = !!turn.admin && !!article && isAdminArticle(article);
    // The article says a person does it ("ask Grace to open a ticket") and the message asks Grace to do it ("can you switch it?").
    const personDoesIt = !!article && ARTICLE_OFFERS_TICKET.test(article.answer) && ASKS_GRACE_TO_ACT.test(turn.message);
    // "The guest list page won't load … wedding is saturday and the caterer needs final numbers today": a fault
    // with the wedding's own deadline on it is a person's to look at now, not an article to try.
    const faultAgainstTheClock = issueType === "technical" && c.urgentTime && TROUBLE_REPORT.test(asked) && URGENT_NEED.test(asked);
    const needsPerson = !deskHit && (!!intent || faultAgainstTheClock || (c.wantsPerson && !deskQuestion) || c.dispute || c.security || c.angry || c.notResolved || (!confident && !ownAccount) || personDoesIt || ownerUnreachable || ownEmailGone);
    let priority: TicketPriority = intent ? intent.priority : issueType === "general" || issueType === "feature_question" ? "low" : "medium";
    if (c.wantsPerson) priority = atLeast(priority, "medium");
    if (c.dispute || c.angry || c.notResolved) priority = atLeast(priority, "high");
    if (c.security || staffTakeover) priority = "urgent";
    if (c.urgentTime && ["booking", "login", "technical", "payment"].includes(issueType)) priority = "urgent";

    const parts: string[] = [];
    const open = opening(c, intent);
    if (open) parts.push(open);
    const links: GraceLink[] = [];
    const articles: HelpArticle[] = [];
    if (article) {
      parts.push(inGracesVoice(fittedToQuestion(article.answer, turn.message)));
      articles.push(article);
      links.push(...linksFor(article, turn.stakeholder));
    }
    if (needsPerson) {
      parts.push(ownerUnreachable ? OWNER_UNREACHABLE : ownEmailGone ? OWN_EMAIL_GONE_REASON : ticketReason(c, intent, confident));
      if (!turn.signedIn) {
        parts.push(SIGNED_OUT_PERSON);
        links.push(...SIGN_IN_AND_CONTACT);
      }
    } else if (!turn.signedIn && article && ARTICLE_OFFERS_TICKET.test(article.answer)) {
      // The fix is a person's ("write to us ... and we will switch it"): someone signed out is shown how to reach one.
      links.unshift(...SIGN_IN_AND_CONTACT);
    } else if (links.length === 0) {
      links.push({ label: "Help center", href: "/help" });
    }
    return {
      response: parts.join("\n\n"),
      // Someone signed out cannot file a ticket, so none is offered: the answer points to signing in and the contact page.
      suggestTicket: needsPerson && turn.signedIn,
      issueType,
      priority,
      title: title(issueType),
      links: uniqueLinks(links).slice(0, 4),
      articles,
    };
  };
  return { decide, answer: async (turn) => decide(turn) };
}
