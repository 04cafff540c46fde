import { buildFiftyThirdSetQuestions } from "./fifty-third-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fifty-third quality set (issue 24): 60 blind questions, a random month of real use by the
 * Columbus couple, measured once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 51e4d29: 57 of 60 (95%: guests 12/12, money 10/10, dates 7/8, venues
 * 5/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 1/1,
 * modules 2/2). The floor is that share rounded down, 0.95, so the test passes at exactly what was measured.
 */
const THRESHOLD = 0.95;
/** Session 22 then changed June with these misses in view (decision 079): 60/60 after; the floor stays 0.95. */

describeQualitySet("June's fifty-third set", buildFiftyThirdSetQuestions, THRESHOLD);
