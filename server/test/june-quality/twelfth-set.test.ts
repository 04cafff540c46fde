import { describeQualitySet } from "./suite.ts";
import { buildTwelfthSetQuestions } from "./twelfth-set.ts";

/**
 * June's twelfth quality set (issue 24, session 15): 60 questions written blind and measured once on the
 * branch as it was, before anyone changed June for them: that is the blind figure.
 *
 * Measured once, 2026-11-26, on wt-evaljune5 at e32a33c (product code unchanged), with
 * `npx vitest run server/test/june-quality/twelfth-set.test.ts --hookTimeout=900000`: 53 of 60 (88%):
 * guests 9/10, money 6/8, dates 6/7, venues 5/6, vendors 6/6, actions 8/8, destructive 3/3, refusals 3/3,
 * etiquette 3/5, greetings 1/1, injection 2/2, modules 1/1. No leak of the other couple's data and no
 * invented venue or vendor. No expectation was changed after the run (none was wrong about the fixture).
 * The misses: who still has no meal choice (June asked which was meant), whether a $2,000 DJ fits the
 * music budget (offered to set music to $2,000), the total paid so far in a long message (answered the
 * caterer's payments), what comes due in a fortnight (not understood), a venue not in the catalog named in
 * a story (answered what is left to book), who pays for bridesmaids' dresses (answered when to ask them),
 * and inviting people because they invited us (answered with the overwhelmed advice).
 *
 * The threshold is the measured share rounded down, so the set passes now and guards against going back.
 * Session 15 then changed June with these misses in view (decision 072): 60 of 60 after, so the set is
 * tuned-on and its floor, 0.9, only guards against going back.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's twelfth set", buildTwelfthSetQuestions, THRESHOLD);
