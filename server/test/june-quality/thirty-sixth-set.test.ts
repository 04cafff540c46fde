import { describeQualitySet } from "./suite.ts";
import { buildThirtySixthSetQuestions } from "./thirty-sixth-set.ts";

/**
 * June's thirty-sixth quality set (issue 24): 60 blind questions from an ordinary week of use (what a
 * couple with their plan in the product types to June over seven days: first messages and a few
 * follow-ups, short and long, typos and clean, every kind of question), written without reading June's
 * code, its other sets or main's history, and measured once before June was changed for any of them.
 *
 * Pass threshold: measured 2026-11-27 on 590415b: 56 of 60 (93%: guests 11/12, money 10/10, dates 7/8,
 * venues 5/5, vendors 5/5, actions 7/8, destructive 2/2, refusals 2/2, etiquette 3/3, greetings 2/2,
 * injection 1/1, modules 1/2). The misses: allergies asked with a long aside (answered with the event
 * and counts), "did i miss any deadlines" (answered with RSVP reminders), logging a paid $75 fee to a
 * vendor already in the budget (no add-expense), and guests' song requests. No expectation or message
 * was changed after the run. The threshold is that share rounded down, 0.93.
 */
/** Session 20 changed June with its last misses in view (decision 077): 60/60 after; the floor is 0.95. */
const THRESHOLD = 0.95;

describeQualitySet("June's thirty-sixth set", buildThirtySixthSetQuestions, THRESHOLD);
