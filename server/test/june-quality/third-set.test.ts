import { buildThirdSetQuestions } from "./third-set.ts";
import { describeQualitySet } from "./suite.ts";

/**
 * June's third quality set (issue 24, round 3): guest-list, refusal and etiquette questions written before
 * June was changed for them, asked through the HTTP API over the same fixture, with the same hard rules
 * (no leak, no invented name).
 *
 * Pass threshold: measured 2026-11-26 before June was changed for anything in it: 10 of 26 (38%: guests
 * 4/14, actions 0/2, refusals 3/5, etiquette 3/5). After the guest list's slots, slotted refusals, advice
 * from the knowledge base and casual "add" phrasings: 25 of 26 (96%: guests 14/14, actions 2/2, refusals 5/5,
 * etiquette 4/5). The floor is that minus a small margin.
 */
describeQualitySet("June's third set", buildThirdSetQuestions, 0.9);
