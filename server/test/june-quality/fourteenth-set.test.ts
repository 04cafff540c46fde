import { buildFourteenthSetQuestions } from "./fourteenth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fourteenth quality set (issue 24, session 15): 60 questions written blind (see fourteenth-set.ts)
 * and measured once on main at 5b55f09 (branch wt-evaljune7, product code unchanged), 2026-11-26: that is
 * the blind figure. No expectation was changed after the run.
 *
 * Measured: 40 of 60 (67%): guests 8/12, money 5/10, dates 3/7, venues 3/6, vendors 4/5, actions 5/7,
 * destructive 1/1, refusals 2/3, injection 2/2, etiquette 4/4, greetings 2/2, modules 1/1. No leak of the
 * other couple's data and no invented venue or vendor. Pass threshold: the measured share rounded down.
 * Session 15 then changed June with these misses in view (decision 072): 60 of 60 after, so the set is
 * tuned-on and its floor, 0.9, only guards against going back.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's fourteenth set", buildFourteenthSetQuestions, THRESHOLD);
