import { describeQualitySet } from "./suite.ts";
import { buildThirtySeventhSetQuestions } from "./thirty-seventh-set.ts";

/**
 * June's thirty-seventh quality set (issue 24): 60 blind messages asking June to do things (add, move,
 * check off, remove, remind, save, set, send, publish), written without reading June's code or its other
 * sets and measured once, before June was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on 590415b: 34 of 60 (57%: guests 2/3, money 2/2, dates 2/2, venues
 * 2/2, vendors 1/1, actions 13/30, destructive 6/8, refusals 1/3, etiquette 1/1, greetings 1/1, injection
 * 2/2, modules 1/5). The threshold is that share rounded down, 0.56. One miss is the check's, not June's:
 * "make our wedding website live" was answered "You haven't made your wedding website yet", which the
 * set means to accept, but its pattern did not list "haven't made"; it was left as measured.
 * Session 19 then changed June with these misses in view (decision 076: requests in people's own words): 53/60
 * after; the floor is that share rounded down, 0.88.
 *
 * Session 20 changed June again with round 15's misses and this set's last ones in view (decision 077): 57/60; the floor is 0.95.
 */
describeQualitySet("June's thirty-seventh set", buildThirtySeventhSetQuestions, 0.95);
