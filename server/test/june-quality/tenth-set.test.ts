import { describeQualitySet } from "./suite.ts";
import { buildTenthSetQuestions } from "./tenth-set.ts";

/**
 * June's tenth quality set (issue 24): 60 questions written blind and measured once, before June was
 * changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured once on 2026-11-26 (main at ea5bcf1): 44 of 60 (73%: guests 9/12, money 8/10,
 * dates 9/10, venues 4/5, vendors 1/3, actions 5/8, destructive 1/1, refusals 0/2, etiquette 4/6,
 * greetings 3/3); no expectation was changed after the run. Session 14 then changed June with these misses in
 * view (decision 069): 60 of 60 after, so the set is tuned-on and its floor, 0.9, only guards against going back.
 */
describeQualitySet("June's tenth set", buildTenthSetQuestions, 0.9, { everyKindBut: ["injection", "modules"] });
