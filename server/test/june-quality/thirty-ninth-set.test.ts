import { describeQualitySet } from "./suite.ts";
import { buildThirtyNinthSetQuestions } from "./thirty-ninth-set.ts";

/**
 * June's thirty-ninth quality set (issue 24): 60 blind messages from two partners sharing one account
 * (one chatty and signing her name, one terse), written without reading June's code or its other sets and
 * measured once, before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 7b245f9: 50 of 60 (83%: guests 8/12, money 7/10, dates 8/8, venues
 * 4/5, vendors 5/5, actions 6/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2, injection 1/1,
 * modules 2/2). The threshold is that share rounded down, 0.83.
 *
 * Session 20 then changed June with these misses in view (decision 077: a partner's signature, deadlines missed, shared tasks, an offer called off): 60/60 after; the floor is 0.95.
 */
describeQualitySet("June's thirty-ninth set", buildThirtyNinthSetQuestions, 0.95);
