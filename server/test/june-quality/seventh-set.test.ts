import { describeQualitySet } from "./suite.ts";
import { buildSeventhSetQuestions } from "./seventh-set.ts";

/**
 * June's seventh quality set (issue 24): 80 messages written blind by a helper who had not read June's
 * engine, measured once; June was not changed for any of them afterwards.
 *
 * Pass threshold: measured 2026-11-26: 45 of 80 (56%: guests 11/16, money 8/14, dates 8/14, venues 6/8,
 * vendors 0/2, actions 4/10, refusals 1/4, etiquette 6/8, greetings 1/4), no leak and no invented name.
 * Kept as measured, untuned: the floor is 0.55.
 */
describeQualitySet("June's seventh set", buildSeventhSetQuestions, 0.55);
