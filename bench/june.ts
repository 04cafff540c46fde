// npm run bench -- june: the built-in engine's reply time, context gathering included (profile, budget
// with expenses, saved venues, the city's catalog, the guest list's RSVP counts, the open timeline tasks,
// the directory vendors serving the city, then the answer), over questions couples ask, on the
// embedded database migrated and seeded like a fresh start. Target (issue 17): p95 under 50 ms.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { suggestedAllocations } from "../domain/budget.ts";
import { loadConfig } from "../server/config.ts";
import { openPglite } from "../server/db/client.ts";
import { budgetExpenses, coupleProfiles, guestHouseholds, guests, savedVenues, timelines, timelineTasks, users, venues, weddingBudgets } from "../server/db/schema/index.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { builtInEngine } from "../server/ai/june/built-in.ts";
import { planningRegistry } from "../server/modules.ts";
import type { PlanningDeps, PlanningScope } from "../server/planning/contract.ts";
import { printFigure } from "./lib/server.ts";

const QUESTIONS = [
  "How much of our budget is left?",
  "What should we do this month?",
  "Can you suggest venues for 140 guests?",
  "Which venues have we saved?",
  "Set photography to $4,500",
  "How much should we tip the caterer?",
  "How is our flowers budget?",
  "Do you know a good DJ?",
  "How many days until our wedding?",
  "When should we send invitations?",
  "How many guests have RSVP'd?",
  "Can you recommend a photographer?",
  "What's overdue on our timeline?",
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

const database = await openPglite();
await database.migrate();
await seedDatabase(database.db);
const db = database.db;
const userId = randomUUID();
await db.insert(users).values({ id: userId, name: "Bench Couple", email: `bench-${userId}@example.com`, emailVerified: true });
await db.insert(coupleProfiles).values({ id: userId, partner1Name: "Avery", weddingDate: "2027-09-18", guestCount: 140, city: "columbus", weddingStyle: "rustic" });
await db.insert(weddingBudgets).values({ userId, totalBudget: 4_500_000, guestCount: 140, categoryAllocations: suggestedAllocations(4_500_000) });
await db.insert(budgetExpenses).values([
  { userId, categoryId: "venue", vendorName: "Booked venue", status: "booked", estimatedCents: 900_000 },
  { userId, categoryId: "photography", vendorName: "Photographer", status: "quoted", estimatedCents: 420_000 },
]);
const columbus = await db.select({ id: venues.id }).from(venues).where(eq(venues.city, "columbus")).limit(3);
await db.insert(savedVenues).values(columbus.map((v) => ({ userId, venueId: v.id })));
// 150 guests in 75 households, a third of them still pending; a timeline of 60 tasks, half done.
const households = await db
  .insert(guestHouseholds)
  .values(Array.from({ length: 75 }, (_, i) => ({ coupleId: userId, name: `Household ${i + 1}`, rsvpToken: randomUUID() })))
  .returning({ id: guestHouseholds.id });
const statuses = ["attending", "pending", "declined"] as const;
await db.insert(guests).values(Array.from({ length: 150 }, (_, i) => ({ coupleId: userId, householdId: households[i % 75]!.id, firstName: `Guest ${i + 1}`, rsvpStatus: statuses[i % 3]! })));
const [timeline] = await db.insert(timelines).values({ coupleId: userId }).returning({ id: timelines.id });
await db.insert(timelineTasks).values(
  Array.from({ length: 60 }, (_, i) => ({ timelineId: timeline!.id, title: `Task ${i + 1}`, dueDate: `2027-${String((i % 12) + 1).padStart(2, "0")}-15`, doneAt: i % 2 === 0 ? new Date() : null })),
);

const logger = { warn: (...args: unknown[]) => console.error(...args) };
const timings: number[] = [];
// What a chat message does on the server: gather the couple's facts through every planning module, then answer.
// The facts read the database, and the settings where a module's facts depend on them (music: whether Spotify is set up);
// mail is for actions, which the bench does not run.
const principal = { userId, email: "bench@serviceberry.test", emailVerified: true, userType: "couple" as const, isAdmin: false, isContributor: false, sessionId: "bench", signedInAt: new Date() };
const scope: PlanningScope = { deps: { db, logger, config: loadConfig({}) } as PlanningDeps, access: { coupleId: userId, as: "couple", level: "edit" }, principal, caller: { address: "127.0.0.1", scale: 1 }, today: new Date().toISOString().slice(0, 10) };
const answer = async (question: string) => {
  const facts = await planningRegistry.gatherFacts(scope, logger);
  return builtInEngine.reply({ messages: [{ role: "user", content: question }] }, { facts, scope, skills: planningRegistry.skills, tools: planningRegistry.tools, actions: planningRegistry.actions });
};
// Warm-up: the first queries plan and cache.
for (const question of QUESTIONS) await answer(question);
for (let round = 0; round < ROUNDS; round++) {
  for (const question of QUESTIONS) {
    const started = performance.now();
    await answer(question);
    timings.push(performance.now() - started);
  }
}
await database.close();

timings.sort((a, b) => a - b);
const at = (p: number) => Math.round(timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]! * 10) / 10;
printFigure("june", "builtin_reply_p50_ms", at(50), "ms", { samples: timings.length, database: "pglite" });
printFigure("june", "builtin_reply_p95_ms", at(95), "ms", { samples: timings.length, database: "pglite", target_max: 50 });
