import { describeQualitySet } from "./suite.ts";
import { buildThirtyThirdSetQuestions } from "./thirty-third-set.ts";

/**
 * June's thirty-third quality set (issue 24): 60 questions from people who put several things in one
 * message (numbered or bulleted lists, a question and a request joined by "and"/"also"/"btw", a request then
 * another, a fact then a question about it), written blind (without June's code, its other sets or main's
 * history) and measured once, on commit ffaf3dd. Every part asked is checked.
 *
 * Pass threshold: measured 2026-11-27: 34 of 60 (57%: guests 9/12, money 9/10, dates 5/8, venues 1/5,
 * vendors 3/5, actions 2/8, destructive 0/2, refusals 0/2, etiquette 2/3, greetings 2/2, injection 1/1,
 * modules 0/2). The threshold is that blind figure rounded down, 0.56; no expectation was changed after
 * the run. Two of the misses (the RSVP deadline question and the invitation-timing question) fail only on
 * the kind's default offer check: an RSVP reminder or an "add a task" offer came with an otherwise right
 * answer.
 * Session 19 then changed June with these misses in view (decision 076: each part of a batch read as a
 * follow-up to the one before, several guests or songs in one request, the invitation task offered in
 * words): 59/60 after (the RSVP reminder offer still comes with the count of who hasn't answered); the
 * floor is 0.9.
 */
describeQualitySet("June's thirty-third set", buildThirtyThirdSetQuestions, 0.9);
