import { buildFifthSetQuestions } from "./fifth-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's fifth quality set (issue 24, session 11): questions written in one sitting before June was
 * changed that session, asked through the HTTP API over the same fixture with the same hard rules.
 *
 * Pass threshold: measured 2026-11-26 before any change: 45 of 71 (63%: guests 10/12, money 7/10, dates 4/9,
 * venues 5/7, vendors 1/6, actions 5/7, destructive 2/3, refusals 3/3, etiquette 3/6, greetings 1/2,
 * injection 1/1, modules 3/5). After one round of general changes (a task named in other words, vendors'
 * booked or quoted status, the next payment, a share of the total, the calendar's next month, dates
 * around the wedding, counseling sessions, a venue search that says when the couple's headcount rules
 * every match out, a refusal on the classifier's word alone only when it is near certain, thanks and
 * greetings that carry a question answered as the question): 71 of 71. The floor is 0.9.
 */
describeQualitySet("June's fifth set", buildFifthSetQuestions, 0.9);
