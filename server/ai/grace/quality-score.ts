import { pathToFileURL } from "node:url";
import type { GraceAnswer, GraceTurn } from "./engine.ts";
import { QUALITY_KINDS, QUALITY_SET, type QualityCase, type QualityKind } from "./quality-set.ts";

/**
 * Scores an engine on the quality set: a case is right when the area, the leading article, the ticket
 * decision (and its priority), and where the case says so the "not yet", the refusal or the contact
 * page all match. Run `npx tsx server/ai/grace/quality-score.ts` for the table and the misses.
 */

export interface CaseResult {
  case: QualityCase;
  right: boolean;
  /** What was wrong, in a few words each. */
  misses: string[];
}

export interface QualityScore {
  right: number;
  total: number;
  byKind: Record<QualityKind, { right: number; total: number }>;
  /** Right on each part alone, over the whole set. */
  byPart: { area: number; article: number; ticket: number };
  results: CaseResult[];
}

export function turnFor(c: QualityCase): GraceTurn {
  const stakeholder = c.as === "admin" || c.as === "visitor" ? "couple" : c.as;
  return { message: c.message, history: c.history ?? [], stakeholder, signedIn: c.as !== "visitor", admin: c.as === "admin" };
}

export function judge(c: QualityCase, answer: GraceAnswer): CaseResult {
  const misses: string[] = [];
  if (answer.issueType !== c.area) misses.push(`area ${answer.issueType}, expected ${c.area}`);
  const lead = answer.articles[0]?.slug ?? null;
  if (lead !== c.article) misses.push(`article ${lead ?? "none"}, expected ${c.article ?? "none"}`);
  const ticket = answer.suggestTicket ? answer.priority : null;
  if (ticket !== c.ticket) misses.push(`ticket ${ticket ?? "none"}, expected ${c.ticket ?? "none"}`);
  if (c.missing && answer.missingFeature !== c.missing) misses.push(`not-yet ${answer.missingFeature ?? "none"}, expected ${c.missing}`);
  if (!c.missing && answer.missingFeature) misses.push(`said "not yet" (${answer.missingFeature}) about a real feature`);
  if (!!c.refuse !== !!answer.refused) misses.push(c.refuse ? "did not refuse" : "refused");
  if (c.contact) {
    const hrefs = answer.links.map((l) => l.href);
    if (!hrefs.includes("/contact") || !hrefs.includes("/auth?mode=signin")) misses.push("no sign-in and contact links for a visitor");
  }
  return { case: c, right: misses.length === 0, misses };
}

export function scoreGrace(engine: { decide(turn: GraceTurn): GraceAnswer }, set: readonly QualityCase[] = QUALITY_SET): QualityScore {
  const byKind = Object.fromEntries(QUALITY_KINDS.map((k) => [k, { right: 0, total: 0 }])) as QualityScore["byKind"];
  const byPart = { area: 0, article: 0, ticket: 0 };
  const results = set.map((c) => {
    const result = judge(c, engine.decide(turnFor(c)));
    byKind[c.kind].total++;
    if (result.right) byKind[c.kind].right++;
    if (!result.misses.some((m) => m.startsWith("area"))) byPart.area++;
    if (!result.misses.some((m) => m.startsWith("article"))) byPart.article++;
    if (!result.misses.some((m) => m.startsWith("ticket"))) byPart.ticket++;
    return result;
  });
  return { right: results.filter((r) => r.right).length, total: set.length, byKind, byPart, results };
}

export function formatScore(score: QualityScore, { misses = false } = {}): string {
  const pct = (right: number, total: number) => `${right}/${total} (${total ? Math.round((right / total) * 100) : 0}%)`;
  const lines = [`${pct(score.right, score.total)} right`];
  for (const kind of QUALITY_KINDS) lines.push(`  ${kind.padEnd(16)} ${pct(score.byKind[kind].right, score.byKind[kind].total)}`);
  lines.push(`  parts: area ${pct(score.byPart.area, score.total)}, article ${pct(score.byPart.article, score.total)}, ticket ${pct(score.byPart.ticket, score.total)}`);
  if (misses) for (const r of score.results.filter((x) => !x.right)) lines.push(`  MISS [${r.case.as}/${r.case.kind}] ${r.case.message}: ${r.misses.join("; ")}`);
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { createBuiltInGrace } = await import("./engine.ts");
  const { UNSEEN_SET } = await import("./quality-set.ts");
  const engine = createBuiltInGrace();
  const misses = process.argv.includes("--misses");
  console.log(formatScore(scoreGrace(engine), { misses }));
  console.log(`\nUnseen set, ${formatScore(scoreGrace(engine, UNSEEN_SET), { misses })}`);
}
