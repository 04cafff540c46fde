import { buildEighthSetQuestions } from "./eighth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's eighth quality set (issue 24): 80 messages written blind by a helper who had not read June's
 * engine or the other sets, in phone-typed, rambly, relative-date wording, measured once.
 *
 * Pass threshold: measured 2026-11-26 on main at 96de5cb, before any change for these questions: 59 of 80
 * (74%: guests 13/16, money 11/14, dates 8/14, venues 5/6, vendors 3/4, actions 6/10, destructive 1/1,
 * refusals 2/3, etiquette 6/8, greetings 4/4), no leak and no invented name. That is the blind figure. Session
 * 13's changes for the seventh set, made before this set was read, brought it to 62 of 80; June was then changed
 * with its misses in view (decision 066): 80 of 80. The floor, 0.85, only guards against going back.
 */
describeQualitySet("June's eighth set", buildEighthSetQuestions, 0.85);
