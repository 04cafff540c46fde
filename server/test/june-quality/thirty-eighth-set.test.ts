import { describeQualitySet } from "./suite.ts";
import { buildThirtyEighthSetQuestions } from "./thirty-eighth-set.ts";

/**
 * June's thirty-eighth quality set (issue 24): a newly engaged couple's first weeks with June, written
 * blind and measured once, before June was changed for any of it: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 7b245f9: 52 of 60 (87%: guests 10/12, money 10/10, dates 6/8,
 * venues 5/5, vendors 4/5, actions 6/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 1/2). The threshold is that share rounded down, 0.86: the test passes at exactly
 * what was measured.
 *
 * Session 20 then changed June with these misses in view (decision 077: a partner's signature, deadlines missed, shared tasks, an offer called off): 60/60 after; the floor is 0.95.
 */
describeQualitySet("June's thirty-eighth set", buildThirtyEighthSetQuestions, 0.95);
