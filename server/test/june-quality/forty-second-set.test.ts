import { buildFortySecondSetQuestions } from "./forty-second-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-second quality set (issue 24): 60 messages written blind as a random month of real use,
 * measured once before any change to June: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 58a369d: 56 of 60 (93%: guests 10/12, money 10/10, dates 8/8,
 * venues 4/5, vendors 5/5, actions 8/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 1/2). The threshold is that share rounded down, 0.93.
 */
/** Session 20 then changed June with these misses in view (decision 077): 59/60 after; the floor is 0.95. */
const THRESHOLD = 0.95;

describeQualitySet("June's forty-second set", buildFortySecondSetQuestions, THRESHOLD);
