import { buildNineteenthSetQuestions } from "./nineteenth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's nineteenth quality set (issue 24): short questions typed on a phone, written blind and measured
 * once, without changing June or the set for any of them afterwards: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-26 on commit 3b4154c: 54 of 60 (90%: guests 9/12, money 10/10, dates
 * 7/8, venues 5/5, vendors 5/5, actions 7/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 1/2). The threshold is that share rounded down, 0.9, so the set passes at exactly
 * what was measured.
 * Session 16 then changed June with these misses in view (decision 073): 60/60 after; the floor stays 0.9.
 */
describeQualitySet("June's nineteenth set", buildNineteenthSetQuestions, 0.9);
