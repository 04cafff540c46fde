import { buildFortyEighthSetQuestions } from "./forty-eighth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-eighth quality set (issue 24): 60 blind questions, a random month of one couple's use
 * (first messages and follow-ups mixed), written from the fixture, the checks and the spec only, and
 * measured once on commit 63ccf68, before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27: 56 of 60 (93%: guests 11/12, money 9/10, dates 7/8, venues 5/5,
 * vendors 5/5, actions 8/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 0/1,
 * modules 2/2). The threshold is that share rounded down, 0.93. No expectation or message was changed
 * after the measurement.
 */
/** Session 21 then changed June with these misses in view (decision 078): 60/60 after; the floor is 0.95. */
const TUNED_THRESHOLD = 0.95;

describeQualitySet("June's forty-eighth set", buildFortyEighthSetQuestions, TUNED_THRESHOLD);
