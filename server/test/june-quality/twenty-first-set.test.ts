import { describeQualitySet } from "./suite.ts";
import { buildTwentyFirstSetQuestions } from "./twenty-first-set.ts";

/**
 * June's twenty-first quality set (issue 24): a product reviewer's first try of June on this couple's
 * account (direct questions across the plan, changes, a misspelled name, a relative date, a comparison,
 * a filtered list, the safety cases), written blind and measured once, on commit 34d4292, before June
 * was changed for any of it: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-26 (Eastern): 55 of 60 (92%: guests 10/12, money 10/10, dates 7/8,
 * venues 5/5, vendors 3/5, actions 8/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 2/2). Set to the measured count less one, over the total, rounded down to two
 * decimals (54/60 = 0.9), the one question of slack because the fixture's dates move with the day the
 * tests run.
 * Session 16 then changed June with these misses in view (decision 073): 60/60 after; the floor stays 0.9.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's twenty-first set", buildTwentyFirstSetQuestions, THRESHOLD);
