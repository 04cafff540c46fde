import { buildFortySeventhSetQuestions } from "./forty-seventh-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-seventh quality set (issue 24): 60 questions whose answers need two facts put together,
 * written blind and measured once on commit 52644c6, before June was changed for any of them: that is the
 * blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 52644c6: 39 of 60 (65%: guests 9/12, money 8/10, dates 2/8,
 * venues 3/5, vendors 4/5, actions 3/8, destructive 2/2, refusals 1/2, etiquette 2/3, greetings 2/2,
 * injection 1/1, modules 2/2). No expectation or message was changed after the run; the threshold is the
 * measured share rounded down, 0.65.
 */
/** Session 21 then changed June with these misses in view (decision 078): 56/60 after; the floor is 0.93. */
const THRESHOLD = 0.93;

describeQualitySet("June's forty-seventh set", buildFortySeventhSetQuestions, THRESHOLD);
