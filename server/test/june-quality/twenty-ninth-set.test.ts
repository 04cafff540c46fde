import { describeQualitySet } from "./suite.ts";
import { buildTwentyNinthSetQuestions } from "./twenty-ninth-set.ts";

/**
 * June's twenty-ninth quality set (issue 24): 60 questions in the words of couples who moved over from a
 * spreadsheet or another wedding app, written blind and measured once before June was changed for any of
 * them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on c00d772: 51 of 60 (85%: guests 9/12, money 8/10, dates 8/8, venues 4/5,
 * vendors 5/5, actions 6/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 1/1,
 * modules 1/2). The threshold is that share rounded down, 0.85, so the test passes at exactly what was measured.
 * Session 18 then changed June with these misses in view (decision 075: spreadsheet words): 58/60 after (the
 * deposits paid by vendor and "seat that many" after a number said earlier are still missed); the floor is 0.9.
 */
describeQualitySet("June's twenty-ninth set", buildTwentyNinthSetQuestions, 0.9);
