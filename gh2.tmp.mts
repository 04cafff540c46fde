import { createBuiltInGrace } from "./server/ai/grace/engine.ts";
import { FIFTY_FOURTH_SET } from "./server/ai/grace/fifty-fourth-set.ts";
import { FIFTY_FIFTH_SET } from "./server/ai/grace/fifty-fifth-set.ts";

const engine = createBuiltInGrace();
const f = (process.argv[2] ?? "").toLowerCase();
for (const c of [...FIFTY_FOURTH_SET, ...FIFTY_FIFTH_SET]) {
  if (!c.message.toLowerCase().includes(f)) continue;
  const stakeholder = c.as === "admin" || c.as === "visitor" ? "couple" : c.as;
  const a = engine.decide({ message: c.message, history: c.history ?? [], stakeholder: stakeholder as never, signedIn: c.as !== "visitor", admin: c.as === "admin" });
  console.log(`[${c.as}] ${c.message}\n  HIST: ${(c.history ?? []).map((m) => `${m.role}: ${m.content.slice(0, 200)}`).join(" | ")}\n  EXPECT ${c.area} | ${c.article} | ${c.ticket} ${c.missing ?? ""} ${c.refuse ? "REFUSE" : ""}\n  GOT    ${a.issueType} | ${a.articles[0]?.slug ?? "-"} | ${a.suggestTicket ? a.priority : "-"}${a.missingFeature ? " | notyet " + a.missingFeature : ""}${a.refused ? " | REFUSED" : ""}${a.clarify ? " | CLARIFY" : ""}`);
}
