import { describeQualitySet } from "./suite.ts";
import { buildTwentiethSetQuestions } from "./twentieth-set.ts";

/**
 * June's twentieth quality set (issue 24): 60 questions in the words of a couple in the last two months
 * before the wedding, written blind and measured once on commit 34d4292, without changing June for any of them.
 *
 * Pass threshold: measured 2026-11-26: 54 of 60 (90%: guests 10/12, money 9/10, dates 7/8, venues 5/5, vendors
 * 5/5, actions 8/8, destructive 2/2, refusals 2/2, etiquette 1/3, greetings 2/2, injection 1/1, modules 2/2).
 * As first judged it was 53 of 60 (modules 1/2): the website question expected a publish action, but the
 * fixture builds no website, so June's "you haven't made your wedding website yet" was right; that
 * expectation was fixed to accept it (see twentieth-set.ts) and the same reply re-judged, nothing else changed.
 * The threshold is one question under the figure, for the fixture's dates moving with the day the tests
 * run: 53 / 60 = 0.883, rounded down to 0.88.
 * Session 16 then changed June with these misses in view (decision 073): 60/60 after, so the set is tuned-on and
 * its floor, 0.9, only guards against going back.
 */
describeQualitySet("June's twentieth set", buildTwentiethSetQuestions, 0.9);
