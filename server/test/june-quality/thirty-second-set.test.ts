import { describeQualitySet } from "./suite.ts";
import { buildThirtySecondSetQuestions } from "./thirty-second-set.ts";

/**
 * June's thirty-second quality set (issue 24): 60 asks that continue a chat session (a follow-up, a
 * correction, a yes to June's offer, a pronoun, a comparison or a sudden new topic, after two to four
 * earlier turns), written blind (without June's code, its other sets or main's history) and measured once,
 * on commit ffaf3dd.
 *
 * Pass threshold: measured 2026-11-27: 40 of 60 (67%: guests 8/12, money 6/10, dates 5/8, venues 3/5,
 * vendors 4/5, actions 6/8, destructive 1/2, refusals 2/2, etiquette 1/3, greetings 2/2, injection 1/1,
 * modules 1/2). The threshold is that blind figure rounded down, 0.66; no expectation was changed after
 * the run.
 * Session 19 then changed June with these misses in view (decision 076: a conversation's pointers and answers to
 * June's own questions): 60/60 after; the floor is 0.9.
 */
describeQualitySet("June's thirty-second set", buildThirtySecondSetQuestions, 0.9);
