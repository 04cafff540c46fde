import { describeQualitySet } from "./suite.ts";
import { buildThirtiethSetQuestions } from "./thirtieth-set.ts";

/**
 * June's thirtieth quality set (issue 24): 60 follow-ups in conversations (one or two earlier turns sent
 * before each ask), written blind and measured once: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on a16a4a1: 20 of 60 (33%: guests 5/12, money 3/10, dates 3/8, venues
 * 0/5, vendors 1/5, actions 1/8, destructive 2/2, refusals 2/2, etiquette 2/3, greetings 1/2, injection 0/1,
 * modules 0/2). Nothing was changed after the measurement; the threshold is that share rounded down. One miss is
 * the check's, not June's: "have we even made any tables yet" was answered rightly ("You haven't saved a floor
 * plan yet"), in words the check's pattern does not list; it stays counted as a miss.
 * Session 18 then changed June with these misses in view (decision 075: a follow-up read with the conversation):
 * 57/60 after (the check's own miss above, "how many people is that" after an offer, and "how much of that is
 * still free" are still missed); the floor is 0.9.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's thirtieth set", buildThirtiethSetQuestions, THRESHOLD);
