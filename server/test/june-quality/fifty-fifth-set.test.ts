import { buildFiftyFifthSetQuestions } from "./fifty-fifth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fifty-fifth quality set (issue 24): 60 blind questions, a random month of real use by the
 * Columbus couple, measured once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 8ad3732: 54 of 60 (90%: guests 11/12, money 10/10, dates 7/8, venues
 * 5/5, vendors 5/5, actions 7/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 0/2, injection 0/1,
 * modules 2/2). The floor is that share rounded down, 0.90, so the test passes at exactly what was measured.
 */
/** Session 23 then changed June with these misses in view (decision 080): 60/60 after; the floor is 0.95. */
const THRESHOLD = 0.95;

describeQualitySet("June's fifty-fifth set", buildFiftyFifthSetQuestions, THRESHOLD);
