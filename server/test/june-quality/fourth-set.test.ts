import { buildFourthSetQuestions } from "./fourth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fourth quality set (issue 24, session 10): questions over everything June covers, written in one
 * sitting before June was changed that session, asked through the HTTP API over the same fixture with the
 * same hard rules (no leak, no invented name).
 *
 * Pass threshold: measured 2026-11-26 before any change: 40 of 65 (62%: guests 6/10, money 7/8, dates
 * 4/7, venues 4/6, vendors 3/5, actions 2/6, destructive 3/4, refusals 3/4, etiquette 1/6, greetings 2/2,
 * injection 2/2, modules 3/5). After one round of general changes (events' dates and times, tasks due in a
 * window, the couple's own vendors and who they still owe, households deleted with a confirmation, sides
 * by answer, more etiquette topics, music and helper questions as slots): 63 of 65 (97%). The floor is 0.9.
 */
describeQualitySet("June's fourth set", buildFourthSetQuestions, 0.9);
