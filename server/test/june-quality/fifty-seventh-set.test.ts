import { buildFiftySeventhSetQuestions } from "./fifty-seventh-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fifty-seventh quality set (issue 24): 60 questions written blind (no special theme: a random month
 * of one couple's use) and measured once, on commit bf7475c, before June was changed for any of them: that
 * is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on bf7475c: 56 of 60 (93%: guests 12/12, money 8/10, dates 7/8, venues
 * 5/5, vendors 5/5, actions 7/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 1/1,
 * modules 2/2). The threshold is that share rounded down, 0.93, so the test passes at exactly what was
 * measured. No message or expectation was changed after the run.
 */
/** Session 23 then changed June with these misses in view (decision 080): 59/60 after; the floor is 0.96. */
describeQualitySet("June's fifty-seventh set", buildFiftySeventhSetQuestions, 0.96);
