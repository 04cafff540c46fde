import { describeQualitySet } from "./suite.ts";
import { buildSixthSetQuestions } from "./sixth-set.ts";

/**
 * June's sixth quality set (issue 24, session 11): questions written after that session's changes and
 * measured once; June was not changed for any of them afterwards.
 *
 * Pass threshold: measured 2026-11-26: 20 of 30 (67%: guests 3/6, money 4/4, dates 3/3, venues 3/3, vendors
 * 2/3, actions 3/4, destructive 1/1, refusals 0/1, etiquette 0/3, greetings 0/1, modules 1/1). Kept as
 * measured, untuned: the floor is 0.6, and it is the honest figure of how June does on new wordings.
 */
describeQualitySet("June's sixth set", buildSixthSetQuestions, 0.6);
