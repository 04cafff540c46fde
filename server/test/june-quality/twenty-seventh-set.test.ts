import { describeQualitySet } from "./suite.ts";
import { buildTwentySeventhSetQuestions } from "./twenty-seventh-set.ts";

/**
 * June's twenty-seventh quality set (issue 24): 60 messages dictated by voice into a phone (fillers,
 * speech-to-text slips, numbers in words, the ask at the end of a ramble), written blind and measured once.
 *
 * Pass threshold: measured 2026-11-27 on b27afe1: 53 of 60 (88%: guests 12/12, money 9/10, dates 8/8,
 * venues 4/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 1/2, etiquette 2/3, greetings 2/2,
 * injection 1/1, modules 1/2). The threshold is that share rounded down, 0.88.
 */
describeQualitySet("June's twenty-seventh set", buildTwentySeventhSetQuestions, 0.88);
