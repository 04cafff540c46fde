import { describeQualitySet } from "./suite.ts";
import { buildTwentyEighthSetQuestions } from "./twenty-eighth-set.ts";

/**
 * June's twenty-eighth quality set (issue 24): 60 blind messages that each batch two or three asks, the
 * way busy people write one text or email (two questions, a question plus a request, a fact plus a
 * question); every part asked is checked, so answering one part is a miss.
 *
 * Pass threshold: measured 2026-11-27 on c00d772: 23 of 60 (38%: guests 6/12, money 8/10, dates 2/8, venues
 * 3/5, vendors 0/5, actions 0/8, destructive 2/2, refusals 0/2, etiquette 0/3, greetings 1/2, injection 1/1,
 * modules 0/2). Measured once, with no message or expectation changed afterwards; the threshold is that
 * share rounded down.
 * Session 18 then changed June with these misses in view (decision 075: each ask of a message answered): 53/60
 * after (two families in one question, a cheaper DJ than the quote, a refusal with a question that leans on it,
 * and a song request to add from the RSVPs are still missed); the floor is that share rounded down, 0.88.
 * Session 19 (decision 076) brought it to 58/60 (two families in one question and the song request to add
 * from the RSVPs are still missed); the floor is 0.9.
 */
describeQualitySet("June's twenty-eighth set", buildTwentyEighthSetQuestions, 0.9);
