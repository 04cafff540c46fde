import { buildFiftySecondSetQuestions } from "./fifty-second-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fifty-second quality set (issue 24): 60 blind questions, a random month of real use by the
 * Columbus couple, measured once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 0373bfb: 58 of 60 (97%: guests 12/12, money 10/10, dates 8/8, venues
 * 5/5, vendors 4/5, actions 8/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 1/1,
 * modules 1/2). The floor is that share rounded down, 0.96, so the test passes at exactly what was measured.
 */
/** Session 22 then changed June with these misses in view (decision 079): 60/60 after; the floor is 0.96. */
const TUNED_THRESHOLD = 0.96;

describeQualitySet("June's fifty-second set", buildFiftySecondSetQuestions, TUNED_THRESHOLD);
