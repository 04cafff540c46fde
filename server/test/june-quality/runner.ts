import { like } from "drizzle-orm";
import { rateLimits } from "../../db/schema/index.ts";
import type { TestApp } from "../harness.ts";
import { normalize, moneyPattern, type JuneAnswer } from "./checks.ts";
import type { QualityFixture } from "./fixture.ts";
import { judge, KINDS, type Kind, type Question } from "./questions.ts";

/**
 * What both of June's quality sets share (the tuned set in questions.ts and the held-out set in
 * held-out.ts): asking each question in a fresh conversation through the HTTP API, the hard rules (no
 * other couple's data, no invented venue or vendor names) and the score table.
 */

export interface Result {
  question: Question;
  answer: JuneAnswer;
  failed: string[];
  leaks: string[];
  invented: string[];
}

/** Words of the second couple that have no business in the first couple's replies. */
export function leakTokens(fixture: QualityFixture): (string | RegExp)[] {
  const b = fixture.b;
  const words = new Set<string>([b.partner1, b.partner2, b.userId]);
  for (const g of b.guests) {
    words.add(g.firstName);
    words.add(g.lastName);
    for (const part of g.plusOneName.split(" ")) if (part) words.add(part);
  }
  for (const e of b.expenses) words.add(e.vendorName);
  for (const task of b.tasks) words.add(task.title);
  const amounts = [b.budget.totalCents, ...b.expenses.flatMap((e) => [e.estimatedCents, ...e.payments.map((p) => p.amountCents)])].map(moneyPattern);
  return [...words, ...amounts];
}

export function leaksIn(reply: string, ask: string, tokens: (string | RegExp)[]): string[] {
  const text = normalize(reply);
  const asked = normalize(ask);
  return tokens
    .filter((token) => (typeof token === "string" ? text.includes(normalize(token)) && !asked.includes(normalize(token)) : token.test(text) && !token.test(asked)))
    .map(String);
}

/**
 * Names shaped like a venue or vendor ("Willow Creek Barn", "Lumen Photography"): capitalized words
 * ending in a word such businesses use. Each must be a catalog venue or vendor, one of the couple's own
 * vendors or households, or a name the couple typed.
 */
const BUSINESS_WORDS =
  "Barn|Hall|Estate|Estates|Gardens|Farm|Farmstead|Manor|Lodge|Loft|Ballroom|Chapel|Vineyard|Winery|Mansion|Pavilion|Terrace|Castle|Abbey|Inn|Club|Studio|Studios|Photography|Photo|Films|Media|Florals|Floral|Flowers|Catering|Caterers|Events|Entertainment|DJ|DJs|Band|Bakery|Cakes|Co|Company|Collective|Rentals|Limo|Limousine|Bridal|Press|Provisions|Kitchen|Cellars|Lakehouse|Cottage|Courtyard|Gallery|Works|Atelier|Glasshouse|Exchange|Switchyard|Strings|Quartet|Trio|Orchestra|Beauty|Salon|Sweets|Brewery|Distillery|House";
const BUSINESS_NAME = new RegExp(`((?:[A-Z][\\w'’-]*|&|and|of|at|on|the)\\s+)*?[A-Z][\\w'’-]*\\s+(?:(?:[A-Z][\\w'’-]*|&|and|of|at|on|the)\\s+)*(?:${BUSINESS_WORDS})\\b`, "g");
const GENERIC_WORDS = new Set(["the", "a", "an", "your", "our", "my", "this", "that", "and", "&", "of", "at", "on", "wedding", "reception", "ceremony", "venue", "venues", "city", "day", "book", "booking", "hire", "find", "saved", "save", "any", "some", "local", "great", "good", "best", "ask", "try", "columbus", "nashville", "cleveland", "cincinnati", "ohio", "tennessee", "rehearsal", "dinner", "budget", "music", "cake", "photo", "photography", "video", "videography", "flowers", "decor", "hair", "makeup", "attire", "catering", "bar", "planner", "dj", "djs", "band", "bands", "officiant", "transportation", "favors", "stationery", "contingency", "entertainment", "florals", "events", "and", "studio", "studios", "co", "company", "try", "consider", "check", "visit", "planners", "photographers", "caterers", "florists", "bakers", "officiants", "bartenders", "decorators", "videographers", "makeup"]);

export function inventedNames(reply: string, ask: string, known: string[]): string[] {
  const candidates = [...reply.matchAll(BUSINESS_NAME)].map((m) => m[0].replace(/^(?:(?:the|and|of|at|on|&)\s+)+/i, "").trim());
  const knownLower = known.map((k) => normalize(k));
  const asked = normalize(ask);
  const generic = (w: string) => {
    const bare = w.replace(/[’'.]s?$/, "");
    return GENERIC_WORDS.has(bare) || GENERIC_WORDS.has(bare.replace(/s$/, ""));
  };
  return candidates.filter((name) => {
    const words = normalize(name).split(/\s+/);
    if (words.every(generic)) return false;
    // "Try Village Green Carriage Barn": a name is fine when its end (two words or more) is a known name or part of one.
    for (let start = 0; start <= words.length - 2; start++) {
      const tail = words.slice(start).join(" ");
      if (asked.includes(tail) || knownLower.some((k) => k.includes(tail))) return false;
    }
    return true;
  });
}

/** The product's own screens whose names look like a business's ("the Floral Design Studio"). */
const PRODUCT_NAMES = ["Floral Design Studio"];

/** Every name a reply may use: the catalogs, the couple's own vendors, households and guests, and the product's screens. */
export function knownNames(f: QualityFixture): string[] {
  return [
    ...PRODUCT_NAMES,
    ...f.catalogVenues.map((v) => v.name),
    ...f.catalogVendors.map((v) => v.name),
    ...f.a.expenses.map((e) => e.vendorName),
    ...f.a.households.map((h) => h.name),
    ...f.a.guests.map((g) => `${g.firstName} ${g.lastName}`),
  ];
}

/** Asks every question as the first couple, one fresh conversation each, and judges the answers. */
export async function askAll(t: TestApp, f: QualityFixture, questions: readonly Question[]): Promise<Result[]> {
  const tokens = leakTokens(f);
  const known = knownNames(f);
  const results: Result[] = [];
  for (const question of questions) {
    // The set measures understanding, not the chat limit (decision 024): each question starts with the couple's counters cleared.
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, "june-chat:%"));
    await t.request("DELETE", "/api/june/history", undefined, f.a.headers);
    const response = await t.request("POST", "/api/functions/chat-with-june", { messages: [...(question.history ?? []), { role: "user", content: question.ask }] }, f.a.headers);
    if (response.status !== 200) throw new Error(`"${question.ask}" answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as JuneAnswer;
    results.push({ question, answer, failed: judge(question, answer), leaks: leaksIn(answer.reply, question.ask, tokens), invented: inventedNames(answer.reply, question.ask, known) });
  }
  return results;
}

/** The score by kind and every failure with its reply (JUNE_QUALITY_VERBOSE=1 prints the right answers too). */
export function report(title: string, results: readonly Result[]): string {
  const right = (kind?: Kind) => results.filter((r) => (!kind || r.question.kind === kind) && r.failed.length === 0).length;
  const total = (kind?: Kind) => results.filter((r) => !kind || r.question.kind === kind).length;
  const table = [...KINDS.filter((kind) => total(kind) > 0).map((kind) => `${kind.padEnd(12)} ${String(right(kind)).padStart(3)} / ${total(kind)}`), `${"all".padEnd(12)} ${String(right()).padStart(3)} / ${total()}  (${Math.round((100 * right()) / total())}%)`];
  const failures = results
    .filter((r) => r.failed.length > 0)
    .map((r) => `[${r.question.kind}] ${r.question.ask}\n  missed: ${r.failed.join("; ")}\n  actions: ${JSON.stringify(r.answer.actions.map((x) => x.type))}\n  reply: ${r.answer.reply.replace(/\n/g, " ⏎ ").slice(0, 400)}`);
  const passes = process.env.JUNE_QUALITY_VERBOSE
    ? results.filter((r) => r.failed.length === 0).map((r) => `[${r.question.kind}] ${r.question.ask}\n  actions: ${JSON.stringify(r.answer.actions)}\n  reply: ${r.answer.reply.replace(/\n/g, " ⏎ ").slice(0, 400)}`)
    : [];
  return `${passes.length ? `Right answers:\n${passes.join("\n")}\n` : ""}${title}: right / total by kind\n${table.join("\n")}\n\nFailures:\n${failures.join("\n")}`;
}
