// npm run bench -- seating: auto-seat (domain/seating-engine.ts) on a generated wedding of 300 guests at
// 30 tables with 40 rules (domain/seating-fixtures.ts, seeded: the same wedding every run), timed over
// several rounds, with the number of preferences (soft rules) it keeps next to a simple greedy seating of
// the same input (households in list order into the first table with room) in the same run.
// Target (issue 31): median under 1 s, and auto-seat keeps more preferences than greedy. The engine is
// pure code (no database), so no SELECT 1 baseline applies; the machine may be shared.
import { autoSeat, greedySeat, mustViolations, softResults } from "../domain/seating-engine.ts";
import { generateWedding } from "../domain/seating-fixtures.ts";
import { printFigure } from "./lib/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SEEDS = [31, 32, 33];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
};

for (const seed of SEEDS) {
  // Musts that contradict make auto-seat refuse (by design); the figure is about a wedding it can seat.
  let input = generateWedding({ seed, guests: 300, tables: 30, rules: 40 });
  let first = autoSeat(input);
  if (!first.ok) {
    input = { ...input, rules: input.rules.map((rule) => ({ ...rule, must: false })) };
    first = autoSeat(input);
  }
  if (!first.ok) throw new Error(`seed ${seed}: ${first.conflicts.join(" ")}`);
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    autoSeat(input);
    timings.push(performance.now() - started);
  }
  const greedyStarted = performance.now();
  const greedy = greedySeat(input);
  const greedyMs = performance.now() - greedyStarted;
  const greedySoft = softResults(input, greedy);
  printFigure("seating", "auto-seat median", median(timings), "ms", {
    seed,
    guests: input.guests.length,
    tables: input.tables.length,
    rules: input.rules.length,
    musts: input.rules.filter((rule) => rule.must).length,
    autoSeatMedianMs: median(timings),
    autoSeatMaxMs: Math.round(Math.max(...timings) * 10) / 10,
    softRules: first.soft.length,
    softKeptAutoSeat: first.soft.filter((rule) => rule.kept).length,
    softKeptGreedy: greedySoft.filter((rule) => rule.kept).length,
    seatedAutoSeat: first.seats.length,
    seatedGreedy: greedy.length,
    mustsBrokenAutoSeat: mustViolations(input, first.seats).length,
    mustsBrokenGreedy: mustViolations(input, greedy).length,
    greedyMs: Math.round(greedyMs * 100) / 100,
  });
}
