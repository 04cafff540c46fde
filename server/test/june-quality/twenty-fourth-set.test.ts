import { describeQualitySet } from "./suite.ts";
import { buildTwentyFourthSetQuestions } from "./twenty-fourth-set.ts";

/**
 * June's twenty-fourth quality set (issue 24): 60 blind questions in the words of partners who write
 * English as a second language or very formally and literally, mixed with their short everyday asks.
 *
 * Pass threshold: measured once, blind, on 2026-11-26 (Eastern; the fixture's today) at d0d14b7: 45 of 60
 * (75%: guests 9/12, money 9/10, dates 6/8, venues 5/5, vendors 5/5, actions 3/8, destructive 1/2,
 * refusals 2/2, etiquette 2/3, greetings 2/2, injection 0/1, modules 1/2). No message or expectation was
 * changed after the run; the threshold is that share rounded down, 0.75.
 * Session 17 then changed June with these misses in view (decision 074): 60/60 after; the floor is 0.9.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's twenty-fourth set", buildTwentyFourthSetQuestions, THRESHOLD);
