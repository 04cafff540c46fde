import { describeQualitySet } from "./suite.ts";
import { buildTwentySixthSetQuestions } from "./twenty-sixth-set.ts";

/**
 * June's twenty-sixth quality set (issue 24): 60 blind questions on plans changing (a vendor quit or got
 * too expensive, a relative can't come, a task slipped, the budget shrinks), measured once on commit
 * b27afe1 before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27: 44 of 60 (73%: guests 9/12, money 8/10, dates 7/8, venues 5/5,
 * vendors 3/5, actions 5/8, destructive 2/2, refusals 2/2, etiquette 0/3, greetings 2/2, injection 0/1,
 * modules 1/2). The run printed 43 of 60 (money 7/10): the Gold Note question's check listed "$0" as a way
 * to say nothing was paid, but inside a \b(...)\b group no "$" after a space can match, so June's "$0 paid"
 * was judged a miss. That bug in the check was fixed after the run; no expectation or message changed.
 * Session 17 then changed June with these misses in view (decision 074), and broadened the website check the
 * writer noted ("haven't made" also says it is not live): 59/60 after (two requests in one message are still
 * answered one at a time); the floor is 0.9.
 */
describeQualitySet("June's twenty-sixth set", buildTwentySixthSetQuestions, 0.9);
