import { buildFifteenthSetQuestions } from "./fifteenth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fifteenth quality set (issue 24, session 15): 60 questions written blind and measured once on
 * wt-evaljune8 (main at 76819b2, June unchanged). That first measurement is the blind figure.
 *
 * Measured 2026-11-26: 52 of 60 (87%): guests 11/11, money 8/9, dates 7/8, venues 4/5, vendors 3/5,
 * actions 6/8, destructive 2/2, refusals 1/2, etiquette 4/4, greetings 2/2, injection 2/2, modules 2/2.
 * No leak of the other couple's data and no invented venue or vendor. The misses: what is left of the
 * budget, a task "due in two weeks", saving a named venue, the officiant task's date, a venue not in the
 * catalog, whether the DJ is booked, officiants in another city, another couple's music budget.
 * No expectation was changed after the run. The threshold is the measured share rounded down.
 * Session 15 then changed June with these misses in view (decision 072), so the set is tuned-on and its
 * floor, 0.9, only guards against going back.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's fifteenth set", buildFifteenthSetQuestions, THRESHOLD);
