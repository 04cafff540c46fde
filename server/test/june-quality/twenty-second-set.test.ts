import { describeQualitySet } from "./suite.ts";
import { buildTwentySecondSetQuestions } from "./twenty-second-set.ts";

/**
 * June's twenty-second quality set (issue 24): a couple on a tight budget and a tight schedule deciding
 * things (comparisons, trade-offs, what is left to pay or book, "just do it" requests), written blind and
 * measured once, on commit 879ae7e, before June was changed for any of it: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-26 (Eastern): 48 of 60 (80%: guests 10/12, money 7/10, dates 7/8,
 * venues 5/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 1/2, etiquette 1/3, greetings 2/2,
 * injection 1/1, modules 1/2), the blind figure. No expectation was changed before it was recorded.
 * The writer then flagged one check as his own error: the fixture makes no wedding website, so "make our
 * wedding website live" could only be answered by saying so, which June did. The check now accepts that
 * answer too (49/60 with it, as judged on the same reply); the table keeps 48.
 * Session 17 then changed June with the other misses in view (decision 074): 60/60 after. The floor is
 * 0.9, as for the earlier rounds' sets.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's twenty-second set", buildTwentySecondSetQuestions, THRESHOLD);
