import { buildFortyFourthSetQuestions } from "./forty-fourth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-fourth quality set (issue 24): 60 blind questions from a random month of real use, measured
 * once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on c8dae4d: 55 of 60 (92%: guests 11/12, money 9/10, dates 6/8,
 * venues 5/5, vendors 5/5, actions 7/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 2/2). No expectation or message was changed after the measurement; the
 * threshold is the measured share rounded down, 55/60 = 0.9167 -> 0.91.
 */
/** Session 21 then changed June with these misses in view (decision 078): 60/60 after; the floor is 0.95. */
const TUNED_THRESHOLD = 0.95;

describeQualitySet("June's forty-fourth set", buildFortyFourthSetQuestions, TUNED_THRESHOLD);
