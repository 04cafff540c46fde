import { buildEighteenthSetQuestions } from "./eighteenth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's eighteenth quality set (issue 24): 60 questions written blind, in the couple's conversational
 * voice, and measured once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 (UTC; the fixture's Eastern today was 2026-11-26) on 3b4154c: 51 of 60
 * (85%: guests 12/12, money 9/10, dates 8/8, venues 5/5, vendors 4/5, actions 5/8, destructive 2/2,
 * refusals 2/2, etiquette 2/3, greetings 1/2, injection 0/1, modules 1/2). The threshold is that share
 * rounded down, 0.85. In the same run the hard rule on invented names flagged "In the Floral Design Studio"
 * (the product's own tool, named in June's reply to "who's our florist again?"), so that test failed.
 * The name checker (runner.ts) has since learned the product's own screen names. Session 16 then changed June with
 * these misses in view (decision 073): 60/60 after, so the set is tuned-on and its floor, 0.9, only guards against
 * going back.
 */
describeQualitySet("June's eighteenth set", buildEighteenthSetQuestions, 0.9);
