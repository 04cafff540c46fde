import { describeQualitySet } from "./suite.ts";
import { buildSixteenthSetQuestions } from "./sixteenth-set.ts";

/**
 * June's sixteenth quality set (issue 24): 60 plain everyday questions a couple types in their first
 * weeks with their data in, written blind (without June's code, its other sets or main's history) and
 * measured once, on commit 88f9f77, before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-26: 51 of 60 (85%: guests 11/12, money 10/10, dates 6/8, venues 3/5,
 * vendors 4/5, actions 6/8, destructive 2/2, refusals 2/2, etiquette 2/3, greetings 2/2, injection 1/1,
 * modules 2/2). The threshold is that share rounded down, 0.85.
 * Session 16 then changed June with these misses in view (decision 073): 60/60 after, so the set is tuned-on and
 * its floor, 0.9, only guards against going back.
 */
describeQualitySet("June's sixteenth set", buildSixteenthSetQuestions, 0.9);
