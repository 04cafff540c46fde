// npm run bench -- grace: Grace's built-in engine, the twin of `npm run bench -- june`. Times the answer
// to every message of the quality sets (server/ai/grace/quality-set.ts: couples, vendors, venue owners,
// helpers, admins and visitors), and the whole chat operation for a signed-in person on the embedded
// database migrated like a fresh start (the conversation's ticket looked up, a follow-up added to it),
// next to a bare `SELECT 1` on the same database in the same run (the machine may be shared).
// Target (issue 24): p95 under 100 ms for the built-in engine.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createBuiltInGrace } from "../server/ai/grace/engine.ts";
import { createKnowledgeBase } from "../server/ai/grace/knowledge.ts";
import { turnFor } from "../server/ai/grace/quality-score.ts";
import { QUALITY_SET, UNSEEN_SET } from "../server/ai/grace/quality-set.ts";
import type { Principal } from "../server/auth/principal.ts";
import { openPglite } from "../server/db/client.ts";
import { users } from "../server/db/schema/index.ts";
import { loadConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { createMailer } from "../server/mail/mailer.ts";
import { createLocalStorage } from "../server/storage/storage.ts";
import { graceSupportChat, type GraceChatDeps } from "../server/features/grace/operations/chat.ts";
import { printFigure } from "./lib/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const cases = [...QUALITY_SET, ...UNSEEN_SET];

const percentile = (timings: number[], p: number) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
};

// Building the index: once per server process, on the first question.
const buildStarted = performance.now();
const knowledge = createKnowledgeBase();
const buildMs = performance.now() - buildStarted;
const engine = createBuiltInGrace(knowledge);

for (const c of cases) engine.decide(turnFor(c));
const engineTimings: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    const started = performance.now();
    engine.decide(turnFor(c));
    engineTimings.push(performance.now() - started);
  }
}

// The chat operation for a signed-in couple, ticket look-ups and writes included.
const database = await openPglite();
await database.migrate();
const db = database.db;
const userId = randomUUID();
await db.insert(users).values({ id: userId, name: "Bench Couple", email: `bench-${userId}@example.com`, emailVerified: true });
const principal: Principal = { userId, email: `bench-${userId}@example.com`, emailVerified: true, userType: "couple", isAdmin: false, isContributor: false, sessionId: "bench", signedInAt: new Date() };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-grace-"));
const deps: GraceChatDeps = {
  db,
  mailer: createMailer({ from: "bench@example.com", outboxDir: path.join(scratch, "outbox") }),
  logger: createLogger("silent"),
  config: loadConfig({ ...process.env, PUBLIC_URL: "http://localhost" }),
  storage: createLocalStorage(path.join(scratch, "media")),
  engine,
  voice: { speak: async () => undefined },
};
await graceSupportChat(deps, principal, { message: "I was charged twice and I want a refund", conversationHistory: [], isVoice: false, conversationId: randomUUID() });
const chatTimings: number[] = [];
const selectTimings: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // One conversation per round: its ticket takes the round's later messages, as in the widget.
  const conversationId = randomUUID();
  for (const c of cases.slice(0, 40)) {
    let started = performance.now();
    await graceSupportChat(deps, c.as === "visitor" ? null : principal, { message: c.message, conversationHistory: [], isVoice: false, conversationId });
    chatTimings.push(performance.now() - started);
    started = performance.now();
    await db.execute(sql`select 1`);
    selectTimings.push(performance.now() - started);
  }
}
await database.close();
fs.rmSync(scratch, { recursive: true, force: true });

printFigure("grace", "index_build_ms", Math.round(buildMs * 10) / 10, "ms", { articles: knowledge.articles.length });
printFigure("grace", "builtin_answer_p50_ms", percentile(engineTimings, 50), "ms", { samples: engineTimings.length });
printFigure("grace", "builtin_answer_p95_ms", percentile(engineTimings, 95), "ms", { samples: engineTimings.length, target_max: 100 });
printFigure("grace", "chat_signed_in_p50_ms", percentile(chatTimings, 50), "ms", { samples: chatTimings.length, database: "pglite" });
printFigure("grace", "chat_signed_in_p95_ms", percentile(chatTimings, 95), "ms", { samples: chatTimings.length, database: "pglite", target_max: 100 });
printFigure("grace", "select_1_p95_ms", percentile(selectTimings, 95), "ms", { samples: selectTimings.length, database: "pglite" });
