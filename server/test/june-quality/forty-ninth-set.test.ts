import { buildFortyNinthSetQuestions } from "./forty-ninth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's forty-ninth quality set (issue 24): 60 blind questions, a random month of one couple's use,
 * measured once before anything in June was changed for them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 347ad94: 57 of 60 (95%: guests 12/12, money 10/10, dates 7/8,
 * venues 5/5, vendors 4/5, actions 8/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 1/2). The threshold is the measured share rounded down, 0.95.
 */
/** Session 22 then changed June with these misses in view (decision 079): 60/60 after; the floor is 0.95. */
const TUNED_THRESHOLD = 0.95;

describeQualitySet("June's forty-ninth set", buildFortyNinthSetQuestions, TUNED_THRESHOLD);
