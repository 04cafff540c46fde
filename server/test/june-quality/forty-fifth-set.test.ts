import { buildFortyFifthSetQuestions } from "./forty-fifth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-fifth quality set (issue 24): 60 messages typed on a phone in a hurry (abbreviations,
 * one- and two-word asks), 21 of them follow-ups to June's previous reply, written blind and measured
 * once, without changing June or the set afterwards: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on c8dae4d: 52 of 60 (87%: guests 10/12, money 8/10, dates 7/8,
 * venues 5/5, vendors 5/5, actions 5/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 2/2). The threshold is that share rounded down, 0.86.
 */
/** Session 21 then changed June with these misses in view (decision 078): 60/60 after; the floor is 0.95. */
const TUNED_THRESHOLD = 0.95;

describeQualitySet("June's forty-fifth set", buildFortyFifthSetQuestions, TUNED_THRESHOLD);
