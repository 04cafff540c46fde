import { describeQualitySet } from "./suite.ts";
import { buildThirtyFifthSetQuestions } from "./thirty-fifth-set.ts";

/**
 * June's thirty-fifth quality set (issue 24): 60 blind questions on shopping for venues and vendors (city
 * nicknames, styles, capacities, price caps, the wedding date, saved venues, booked vendors' costs) plus
 * the other kinds, written without reading June's code or its other sets, and measured once before June
 * was changed for any of them: that is the blind figure.
 *
 * Pass threshold: measured 2026-11-27 on c14acfc: 49 of 60 (82%: guests 6/6, money 7/7, dates 4/5, venues
 * 9/14, vendors 8/10, actions 7/7, destructive 1/2, refusals 2/2, etiquette 1/2, greetings 2/2, injection
 * 1/1, modules 1/2). The run itself scored 48 of 60: the check on "is Village Green still open for our
 * day" read only the sentences that named the venue and missed June's right "it's open" in the next one.
 * That was a bug in the check, not in the fact, and was fixed after the run (noted in the set). Floor 0.81
 * = 49/60 rounded down.
 * Session 19 then changed June with these misses in view (decision 076: city nicknames, two venues side by
 * side, a named place the catalog lacks, a kind of vendor asked for in a city): 60/60 after; the floor is 0.9.
 */
const THRESHOLD = 0.9;

describeQualitySet("June's thirty-fifth set", buildThirtyFifthSetQuestions, THRESHOLD);
