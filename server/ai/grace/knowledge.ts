import { HELP_ARTICLES } from "../../../domain/help-articles.ts";
import type { HelpArticle, HelpAudience } from "../../../domain/help.ts";
import type { IssueType, StakeholderType } from "../../../domain/grace.ts";

/**
 * Grace's search over the help knowledge base: BM25 over the question, topic and answer of each
 * article, with word stems and the synonyms people use for the same thing ("log in", "sign on").
 * In memory: 70 short articles index in a millisecond, and the built-in engine stays deterministic
 * and testable without a database.
 */

const STOPWORDS = new Set(
  "a an and are as at be been but by can could do does did for from get got has have how i i'm im in into is it it's its just me my of on or our please so that the their them then there this to too was we what when where which who why will with would you your yours am any also about been being here hi hello hey thanks thank ok okay".split(
    " ",
  ),
);

/** Words people use for the same thing, mapped to the knowledge base's word. */
const SYNONYMS: Record<string, string> = {
  login: "sign",
  logon: "sign",
  log: "sign",
  signin: "sign",
  logging: "sign",
  pw: "password",
  pwd: "password",
  passcode: "password",
  e: "",
  mail: "email",
  emails: "email",
  inbox: "email",
  spam: "email",
  confirm: "verify",
  confirmation: "verify",
  verification: "verify",
  verified: "verify",
  verifying: "verify",
  refund: "refund",
  reimburse: "refund",
  money: "payment",
  pay: "payment",
  paid: "payment",
  paying: "payment",
  charge: "payment",
  charged: "payment",
  billing: "bill",
  billed: "bill",
  invoice: "bill",
  tours: "tour",
  visit: "tour",
  walkthrough: "tour",
  appointment: "tour",
  reschedule: "cancel",
  pictures: "photo",
  picture: "photo",
  pics: "photo",
  images: "photo",
  image: "photo",
  listing: "venue",
  listed: "venue",
  business: "vendor",
  photographer: "vendor",
  caterer: "vendor",
  florist: "vendor",
  dj: "vendor",
  helper: "contributor",
  helpers: "contributor",
  mom: "contributor",
  dad: "contributor",
  parent: "contributor",
  planner: "contributor",
  broken: "broken",
  crash: "broken",
  crashes: "broken",
  error: "broken",
  bug: "broken",
  glitch: "broken",
  blank: "broken",
  favorite: "save",
  favorites: "save",
  heart: "save",
  saved: "save",
  shortlist: "save",
  delete: "delete",
  remove: "delete",
  close: "delete",
  mic: "microphone",
  voice: "microphone",
  record: "microphone",
  deposit: "deposit",
  deposits: "deposit",
  costs: "cost",
  price: "cost",
  pricing: "cost",
  fee: "cost",
  fees: "cost",
  free: "cost",
  budget: "budget",
  budgeting: "budget",
};

function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ["ations", "ation", "ings", "ing", "ies", "ied", "ed", "es", "ly", "s"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      return suffix === "ies" || suffix === "ied" ? `${base}y` : base;
    }
  }
  return word;
}

export function terms(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    if (STOPWORDS.has(word)) continue;
    const mapped = SYNONYMS[word] ?? word;
    if (!mapped) continue;
    out.push(stem(mapped));
  }
  return out;
}

/** Which help area an article's topic belongs to, for the classifier's boost. */
export const TOPIC_AREAS: Record<string, IssueType> = {
  "Signing in": "login",
  Verification: "verification",
  "For venues": "venue_management",
  "For vendors": "vendor_management",
  "Bookings and tours": "booking",
  Payments: "payment",
  Pricing: "payment",
  "Technical problems": "technical",
  Features: "feature_question",
  "Planning tools": "feature_question",
  Assistants: "feature_question",
  "Planning together": "feature_question",
  "Getting started": "feature_question",
  Accounts: "account",
  "Finding venues and vendors": "feature_question",
  "Privacy and support": "account",
};

export const STAKEHOLDER_AUDIENCE: Record<StakeholderType, HelpAudience> = {
  couple: "couples",
  venue: "venues",
  vendor: "vendors",
  contributor: "contributors",
};

interface IndexedArticle {
  article: HelpArticle;
  fields: { terms: Map<string, number>; length: number; weight: number }[];
}

const FIELD_WEIGHTS = { question: 3, topic: 1.5, answer: 1 } as const;

function counts(list: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of list) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}

export interface SearchHit {
  article: HelpArticle;
  score: number;
}

export function createKnowledgeBase(articles: readonly HelpArticle[] = HELP_ARTICLES) {
  const indexed: IndexedArticle[] = articles.map((article) => ({
    article,
    fields: (Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]).map((field) => {
      const list = terms(article[field]);
      return { terms: counts(list), length: list.length, weight: FIELD_WEIGHTS[field] };
    }),
  }));
  const averageLength = [0, 1, 2].map((i) => indexed.reduce((sum, a) => sum + a.fields[i]!.length, 0) / Math.max(1, indexed.length));
  const documentFrequency = new Map<string, number>();
  for (const a of indexed) {
    const seen = new Set<string>();
    for (const f of a.fields) for (const t of f.terms.keys()) seen.add(t);
    for (const t of seen) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  }
  const n = indexed.length;
  const idf = (t: string) => {
    const df = documentFrequency.get(t) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  const k1 = 1.2;
  const b = 0.75;

  return {
    articles,
    bySlug: (slug: string) => articles.find((a) => a.slug === slug),
    /**
     * Ranked articles for the text. The stakeholder's own audience weighs a little more (a venue owner
     * asking about photos means venue photos), and so does the area the classifier chose.
     */
    search(text: string, options: { stakeholder?: StakeholderType; area?: IssueType; limit?: number } = {}): SearchHit[] {
      const query = [...new Set(terms(text))];
      if (query.length === 0) return [];
      const audience = options.stakeholder ? STAKEHOLDER_AUDIENCE[options.stakeholder] : undefined;
      const hits: SearchHit[] = [];
      for (const a of indexed) {
        let score = 0;
        for (const t of query) {
          const weightOfTerm = idf(t);
          a.fields.forEach((field, i) => {
            const tf = field.terms.get(t) ?? 0;
            if (!tf) return;
            score += field.weight * weightOfTerm * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * field.length) / averageLength[i]!)));
          });
        }
        if (score <= 0) continue;
        if (audience && a.article.audience === audience) score *= 1.3;
        else if (audience && a.article.audience !== "everyone" && options.stakeholder) score *= 0.85;
        if (options.area && TOPIC_AREAS[a.article.topic] === options.area) score *= 1.35;
        hits.push({ article: a.article, score });
      }
      return hits.sort((x, y) => y.score - x.score).slice(0, options.limit ?? 5);
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;
