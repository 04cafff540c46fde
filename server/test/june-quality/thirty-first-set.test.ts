import { describeQualitySet } from "./suite.ts";
import { buildThirtyFirstSetQuestions } from "./thirty-first-set.ts";

/**
 * June's thirty-first quality set (issue 24): 60 questions in a wedding planner's or day-of coordinator's
 * words, written blind (without June's code, its other sets or main's history) and measured once, on
 * commit a16a4a1.
 *
 * Pass threshold: measured 2026-11-27: 48 of 60 (80%: guests 9/12, money 9/10, dates 7/8, venues 5/5,
 * vendors 1/5, actions 7/8, destructive 2/2, refusals 1/2, etiquette 2/3, greetings 2/2, injection 1/1,
 * modules 2/2). The threshold is that blind figure rounded down, 0.8; no expectation was changed after
 * the run.
 * Session 18 then changed June with these misses in view (decision 075: a planner's words): 60/60 after; the
 * floor is 0.9.
 */
describeQualitySet("June's thirty-first set", buildThirtyFirstSetQuestions, 0.9);
