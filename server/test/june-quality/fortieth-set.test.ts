import { buildFortiethSetQuestions } from "./fortieth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fortieth quality set (issue 24): 60 blind questions on both families sharing the cost of the
 * wedding (who pays for what, guests a parent insists on, traditions a parent brings up, changes after a
 * family call), measured once before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on e4fa118: 50 of 60 (83%: guests 7/12, money 8/10, dates 8/8,
 * venues 5/5, vendors 5/5, actions 5/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 2/2). The threshold is that share rounded down, so the test passes at exactly
 * what was measured.
 */
/** Session 20 then changed June with these misses in view (decision 077): 59/60 after; the floor is 0.95. */
const THRESHOLD = 0.95;

describeQualitySet("June's fortieth set", buildFortiethSetQuestions, THRESHOLD);
