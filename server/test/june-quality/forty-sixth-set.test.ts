import { buildFortySixthSetQuestions } from "./forty-sixth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-sixth quality set (issue 24): a month of ordinary use by one couple, first messages and
 * follow-ups mixed (7 of 60 follow June's previous reply), short and long, written blind and measured
 * once, without changing June or the set afterwards: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 52644c6: 55 of 60 (92%: guests 12/12, money 9/10, dates 6/8,
 * venues 5/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 2/2). The threshold is that share rounded down, 0.91.
 */
/** Session 21 then changed June with these misses in view (decision 078): 60/60 after; the floor is 0.95. */
const THRESHOLD = 0.95;

describeQualitySet("June's forty-sixth set", buildFortySixthSetQuestions, THRESHOLD);
