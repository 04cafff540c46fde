import { describeQualitySet } from "./suite.ts";
import { buildTwentySeventhSetQuestions } from "./twenty-seventh-set.ts";

/**
 * June's twenty-seventh quality set (issue 24): 60 messages dictated by voice into a phone (fillers,
 * speech-to-text slips, numbers in words, the ask at the end of a ramble), written blind and measured once.
 *
 * Pass threshold: measured 2026-11-27 on b27afe1: 53 of 60 (88%: guests 12/12, money 9/10, dates 8/8,
 * venues 4/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 1/2, etiquette 2/3, greetings 2/2,
 * injection 1/1, modules 1/2). The threshold was that share rounded down, 0.88.
 * Session 17 then changed June with these misses in view (decision 074): 59/60 after (June still offers to
 * add the mailing task when asked how early invitations go out, which the etiquette kind counts as an action
 * unasked); the floor is 0.9.
 */
describeQualitySet("June's twenty-seventh set", buildTwentySeventhSetQuestions, 0.9);
