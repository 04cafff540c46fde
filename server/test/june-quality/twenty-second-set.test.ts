import { describeQualitySet } from "./suite.ts";
import { buildTwentySecondSetQuestions } from "./twenty-second-set.ts";

/**
 * June's twenty-second quality set (issue 24): a couple on a tight budget and a tight schedule deciding
 * things (comparisons, trade-offs, what is left to pay or book, "just do it" requests), written blind and
 * measured once, on commit 879ae7e, before June was changed for any of it: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-26 (Eastern): 48 of 60 (80%: guests 10/12, money 7/10, dates 7/8,
 * venues 5/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 1/2, etiquette 1/3, greetings 2/2,
 * injection 1/1, modules 1/2). Set to the measured share rounded down to two decimals (48/60 = 0.8).
 * No expectation was changed after the run. One check is doubtful on reflection: the fixture makes no
 * wedding website, so "make our wedding website live" expecting set-website-published may ask for what
 * cannot be done yet (June said the site has not been made); it was kept as written and counts as a miss.
 */
const THRESHOLD = 0.8;

describeQualitySet("June's twenty-second set", buildTwentySecondSetQuestions, THRESHOLD);
