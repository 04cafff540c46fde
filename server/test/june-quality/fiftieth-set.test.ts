import { buildFiftiethSetQuestions } from "./fiftieth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fiftieth quality set (issue 24): 60 blind questions, a random month of real use by the Columbus
 * couple, measured once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 347ad94: 55 of 60 (92%: guests 12/12, money 7/10, dates 8/8, venues
 * 5/5, vendors 4/5, actions 7/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 1/1,
 * modules 2/2). The floor is that share rounded down, 0.91, so the test passes at exactly what was measured.
 */
/** Session 22 then changed June with these misses in view (decision 079): 60/60 after; the floor is 0.95. */
const TUNED_THRESHOLD = 0.95;

describeQualitySet("June's fiftieth set", buildFiftiethSetQuestions, TUNED_THRESHOLD);
