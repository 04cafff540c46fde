import { describe, expect, it } from "vitest";
import { createBuiltInGrace } from "./engine.ts";
import { formatScore, scoreGrace } from "./quality-score.ts";
import { FIFTH_SET, FOURTH_SET, FRESH_SET, QUALITY_SET, UNSEEN_SET } from "./quality-set.ts";
import { SIXTH_SET } from "./sixth-set.ts";
import { SEVENTH_SET } from "./seventh-set.ts";
import { EIGHTH_SET } from "./eighth-set.ts";
import { NINTH_SET } from "./ninth-set.ts";
import { TENTH_SET } from "./tenth-set.ts";
import { ELEVENTH_SET } from "./eleventh-set.ts";
import { TWELFTH_SET } from "./twelfth-set.ts";
import { THIRTEENTH_SET } from "./thirteenth-set.ts";
import { FOURTEENTH_SET } from "./fourteenth-set.ts";
import { FIFTEENTH_SET } from "./fifteenth-set.ts";
import { SIXTEENTH_SET } from "./sixteenth-set.ts";
import { SEVENTEENTH_SET } from "./seventeenth-set.ts";
import { EIGHTEENTH_SET } from "./eighteenth-set.ts";
import { NINETEENTH_SET } from "./nineteenth-set.ts";
import { TWENTIETH_SET } from "./twentieth-set.ts";
import { TWENTY_FIRST_SET } from "./twenty-first-set.ts";
import { TWENTY_SECOND_SET } from "./twenty-second-set.ts";
import { TWENTY_THIRD_SET } from "./twenty-third-set.ts";
import { TWENTY_FOURTH_SET } from "./twenty-fourth-set.ts";
import { TWENTY_FIFTH_SET } from "./twenty-fifth-set.ts";
import { TWENTY_SIXTH_SET } from "./twenty-sixth-set.ts";
import { TWENTY_SEVENTH_SET } from "./twenty-seventh-set.ts";
import { TWENTY_EIGHTH_SET } from "./twenty-eighth-set.ts";
import { TWENTY_NINTH_SET } from "./twenty-ninth-set.ts";
import { THIRTIETH_SET } from "./thirtieth-set.ts";
import { THIRTY_FIRST_SET } from "./thirty-first-set.ts";
import { THIRTY_SECOND_SET } from "./thirty-second-set.ts";
import { THIRTY_THIRD_SET } from "./thirty-third-set.ts";
import { THIRTY_FOURTH_SET } from "./thirty-fourth-set.ts";
import { THIRTY_FIFTH_SET } from "./thirty-fifth-set.ts";
import { THIRTY_SIXTH_SET } from "./thirty-sixth-set.ts";
import { THIRTY_SEVENTH_SET } from "./thirty-seventh-set.ts";
import { THIRTY_EIGHTH_SET } from "./thirty-eighth-set.ts";
import { THIRTY_NINTH_SET } from "./thirty-ninth-set.ts";
import { FORTIETH_SET } from "./fortieth-set.ts";
import { FORTY_FIRST_SET } from "./forty-first-set.ts";
import { FORTY_SECOND_SET } from "./forty-second-set.ts";
import { FORTY_THIRD_SET } from "./forty-third-set.ts";
import { FORTY_FOURTH_SET } from "./forty-fourth-set.ts";
import { FORTY_FIFTH_SET } from "./forty-fifth-set.ts";
import { FORTY_SIXTH_SET } from "./forty-sixth-set.ts";
import { FORTY_SEVENTH_SET } from "./forty-seventh-set.ts";
import { FORTY_EIGHTH_SET } from "./forty-eighth-set.ts";
import { FORTY_NINTH_SET } from "./forty-ninth-set.ts";
import { FIFTIETH_SET } from "./fiftieth-set.ts";
import { FIFTY_FIRST_SET } from "./fifty-first-set.ts";
import { FIFTY_SECOND_SET } from "./fifty-second-set.ts";
import { FIFTY_THIRD_SET } from "./fifty-third-set.ts";
import { FIFTY_FOURTH_SET } from "./fifty-fourth-set.ts";
import { FIFTY_FIFTH_SET } from "./fifty-fifth-set.ts";
import { FIFTY_SIXTH_SET } from "./fifty-sixth-set.ts";
import { FIFTY_SEVENTH_SET } from "./fifty-seventh-set.ts";
import { FIFTY_EIGHTH_SET } from "./fifty-eighth-set.ts";
import { FIFTY_NINTH_SET } from "./fifty-ninth-set.ts";
import { SIXTIETH_SET } from "./sixtieth-set.ts";
import { SIXTY_FIRST_SET } from "./sixty-first-set.ts";
import { SIXTY_SECOND_SET } from "./sixty-second-set.ts";
import { SIXTY_THIRD_SET } from "./sixty-third-set.ts";

/** The pass mark of the quality set (issue 24 targets 9 in 10 right). */
const PASS_SHARE = 0.9;
/**
 * The unseen set scored 20/40 on its first run and 31/40 after the vocabulary it exposed was added; 34/40
 * in session 11, after a first message saying "still no email" stopped counting as advice that failed, an
 * article nearly as strong that matches more of the question's words won, and stop-listed signal words
 * stopped signalling alone. A floor, not a target.
 */
const UNSEEN_PASS_SHARE = 0.82;
/**
 * The third set (session 10) scored 15/40 before any change that session; 31/40 after the new planning
 * features' articles got the words couples use for them, a topic without an area stopped counting as
 * "general", and disputes, impersonation and others' data learned more of their telling words; 34/40 after
 * session 11's general changes.
 */
const FRESH_PASS_SHARE = 0.8;
/**
 * The fourth set (session 11) scored 24/40 (60%) before any change that session; 40/40 after families of
 * everyday words were mapped to the product's (diets, reminders, subscriptions, room sizes, printing,
 * counseling, spam, group chat, relatives, cities), a few articles got the words couples use, and double
 * bookings and a friend's budget learned their telling words.
 */
const FOURTH_PASS_SHARE = 0.9;
/** The fifth set (session 11) was written after that session's changes and scored 21/24 once; Grace was not changed for it. */
const FIFTH_PASS_SHARE = 0.85;
/** The sixth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once, 29/50 (58%); session 12 then changed Grace with its misses in view (34/50 after), so the floor only guards against going back. */
const SIXTH_PASS_SHARE = 0.7;
/** The seventh set (issue 24) was written blind by a helper who had not read Grace's engine and scored once, 32/60 (53%), before any change to Grace; session 13 then changed Grace with its misses in view (56/60 after, decision 066), so the floor only guards against going back. */
const SEVENTH_PASS_SHARE = 0.85;
/** The eighth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once, 26/40 (65%), after session 13's first changes; Grace was then changed with its misses in view (31/40 after, decision 066), so the floor only guards against going back. */
const EIGHTH_PASS_SHARE = 0.75;
/** The ninth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once, 31/50 (62%), before any change to Grace for it; 34/50 with the changes session 14 made before reading it, then 42/50 after changes with its misses in view (decision 069), so the floor only guards against going back. */
const NINTH_PASS_SHARE = 0.8;
/** The tenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once, 35/50 (70%), before any change to Grace for it; 41/50 after changes with its misses in view (decision 069), so the floor only guards against going back. */
const TENTH_PASS_SHARE = 0.8;
/**
 * The eleventh set (issue 24) was written blind by a helper who had not read Grace's engine and scored once,
 * 35/50 (70%), before any change to Grace for it: how-to 11/16, trouble 8/9, missing-feature 4/5,
 * escalation 4/7, refusal 3/4, signed-out 4/4, vague 1/3, admin 0/2; parts: area 44/50, article 40/50,
 * ticket 41/50. No expectation was changed after the score. Session 15 then changed Grace with its misses in view
 * (48/50 after, decision 072), so it is tuned-on and the floor only guards against going back.
 */
const ELEVENTH_PASS_SHARE = 0.9;
/** The twelfth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once, 30/50 (60%), before any change to Grace for it (how-to 9/16, trouble 6/9, missing-feature 2/5, escalation 6/7, refusal 1/4, signed-out 3/4, vague 2/3, admin 1/2; parts: area 40/50, article 34/50, ticket 42/50); no expectation was changed after the score, so the floor only guards against going back. */
/** Session 15 then changed Grace with the twelfth set's misses in view: 49/50 after (decision 072). */
const TWELFTH_PASS_SHARE = 0.9;
/** The thirteenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on main at 5b55f09, 30/50 (60%), before any change to Grace for it (how-to 10/16, trouble 5/9, missing-feature 2/5, escalation 4/7, refusal 2/4, signed-out 2/4, vague 3/3, admin 2/2; parts: area 38/50, article 31/50, ticket 46/50); no expectation was changed after the score, so the floor only guards against going back. */
/** Session 15 then changed Grace with the thirteenth set's misses in view: 44/50 after (decision 072). */
const THIRTEENTH_PASS_SHARE = 0.85;
/** The fourteenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on main at 76819b2, 43/50 (86%), before any change to Grace for it (how-to 13/16, trouble 7/9, missing-feature 4/5, escalation 7/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 47/50, article 43/50, ticket 48/50); no expectation was changed after the score, so the floor only guards against going back. */
/** Session 15 then changed Grace with the fourteenth set's misses in view: 49/50 after (decision 072). */
const FOURTEENTH_PASS_SHARE = 0.9;
/** The fifteenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on main at 88f9f77 on 2026-11-26, 38/50 (76%) (how-to 13/16, trouble 7/9, missing-feature 5/5, escalation 6/7, refusal 1/4, signed-out 3/4, vague 3/3, admin 0/2; parts: area 44/50, article 41/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 16 then changed Grace with the fifteenth set's misses in view: 46/50 after (decision 073). */
const FIFTEENTH_PASS_SHARE = 0.9;
/** The sixteenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on 88f9f77 (2026-11-26), 37/50 (74%) (how-to 13/16, trouble 7/9, missing-feature 4/5, escalation 7/7, refusal 2/4, signed-out 3/4, vague 1/3, admin 0/2; parts: area 44/50, article 38/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score. */
/** Session 16 then changed Grace with the sixteenth set's misses in view: 48/50 after (decision 073). */
const SIXTEENTH_PASS_SHARE = 0.9;
/** The seventeenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on 3b4154c (2026-11-27), 34/50 (68%) (how-to 12/16, trouble 6/9, missing-feature 3/5, escalation 5/7, refusal 4/4, signed-out 2/4, vague 2/3, admin 0/2; parts: area 43/50, article 39/50, ticket 45/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 16 then changed Grace with the seventeenth set's misses in view: 41/50 after (decision 073). */
const SEVENTEENTH_PASS_SHARE = 0.82;
/** The eighteenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on 3b4154c (2026-11-27), 41/50 (82%), before any change to Grace for it (how-to 13/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 2/4, signed-out 4/4, vague 1/3, admin 2/2; parts: area 43/50, article 41/50, ticket 49/50); no expectation was changed after the score, so the floor is the measured share. */
/** Session 16 then changed Grace with the eighteenth set's misses in view: 50/50 after (decision 073). */
const EIGHTEENTH_PASS_SHARE = 0.9;
/** The nineteenth set (issue 24) was written blind by a helper who had not read Grace's engine and scored once on 34d4292 (2026-11-27), 44/50 (88%), before any change to Grace for it (how-to 15/16, trouble 6/9, missing-feature 5/5, escalation 7/7, refusal 3/4, signed-out 4/4, vague 2/3, admin 2/2; parts: area 47/50, article 45/50, ticket 47/50); no expectation was changed after the score, so the floor is the measured share. */
/** Session 16 then changed Grace with the nineteenth set's misses in view: 50/50 after (decision 073). */
const NINETEENTH_PASS_SHARE = 0.9;
/** The twentieth set (issue 24: people coming from other wedding platforms, in their words) was written blind by a helper who had not read Grace's engine and scored once on 34d4292 (2026-11-27), 43/50 (86%) (how-to 14/16, trouble 8/9, missing-feature 5/5, escalation 7/7, refusal 3/4, signed-out 3/4, vague 1/3, admin 2/2; parts: area 46/50, article 44/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 16 then changed Grace with the twentieth set's misses in view: 47/50 after (decision 073). */
const TWENTIETH_PASS_SHARE = 0.9;
/** The twenty-first set (issue 24: worried people, about privacy, safety, money gone wrong and deadlines) was written blind by a helper who had not read Grace's engine and scored once on 879ae7e (2026-11-27), 31/50 (62%) (how-to 9/16, trouble 7/9, missing-feature 4/5, escalation 5/7, refusal 2/4, signed-out 2/4, vague 1/3, admin 1/2; parts: area 41/50, article 34/50, ticket 44/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 17 then changed Grace with the twenty-first set's misses in view: 50/50 after (decision 074). */
const TWENTY_FIRST_PASS_SHARE = 0.9;
/** The twenty-second set (issue 24: busy people typing on a phone) was written blind by a helper who had not read Grace's engine and scored once on 879ae7e (2026-11-27), 40/50 (80%), before any change to Grace for it (how-to 14/16, trouble 7/9, missing-feature 4/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 2/3, admin 0/2; parts: area 44/50, article 44/50, ticket 46/50); no expectation was changed after the score, so the floor is the measured share. */
/** Session 17 then changed Grace with the twenty-second set's misses in view: 47/50 after (decision 074); the two admin desk cases left expect the general area, a convention the older sets do not share. */
const TWENTY_SECOND_PASS_SHARE = 0.9;
/** The twenty-third set (issue 24: people whose first language is not English, or who write very formally) was written blind by a helper who had not read Grace's engine and scored once on d0d14b7 (2026-11-27), 27/50 (54%) (how-to 8/16, trouble 7/9, missing-feature 3/5, escalation 2/7, refusal 4/4, signed-out 1/4, vague 0/3, admin 2/2; parts: area 39/50, article 31/50, ticket 40/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 17 then changed Grace with the twenty-third set's misses in view: 49/50 after (decision 074). */
const TWENTY_THIRD_PASS_SHARE = 0.9;
/** The twenty-fourth set (issue 24: the couple's people, helpers and signed-out wedding guests) was written blind by a helper who had not read Grace's engine and scored once on d0d14b7 (2026-11-27), 32/50 (64%) (how-to 11/16, trouble 7/9, missing-feature 4/5, escalation 6/7, refusal 0/4, signed-out 1/4, vague 2/3, admin 1/2; parts: area 43/50, article 34/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 17 then changed Grace with the twenty-fourth set's misses in view: 50/50 after (decision 074). */
const TWENTY_FOURTH_PASS_SHARE = 0.9;
/** The twenty-fifth set (issue 24: venue owners and vendors in their trade's words, admins on the desk, couples asking about vendors) was written blind by a helper who had not read Grace's engine and scored once on b27afe1 (2026-11-27), 34/50 (68%) (how-to 11/16, trouble 7/9, missing-feature 4/5, escalation 5/7, refusal 2/4, signed-out 2/4, vague 1/3, admin 2/2; parts: area 37/50, article 37/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 17 then changed Grace with the twenty-fifth set's misses in view: 48/50 after (decision 074). */
const TWENTY_FIFTH_PASS_SHARE = 0.9;
/** The twenty-sixth set (issue 24: conversations, follow-ups after an earlier turn) was written blind by a helper who had not read Grace's engine and scored once on b27afe1 (2026-11-27), 33/50 (66%), before any change to Grace for it (how-to 11/16, trouble 6/9, missing-feature 5/5, escalation 4/7, refusal 2/4, signed-out 2/4, vague 1/3, admin 2/2; parts: area 41/50, article 36/50, ticket 44/50); no expectation was changed after the score, so the floor is the measured share. */
/** Session 17 then changed Grace with the twenty-sixth set's misses in view: 42/50 after (decision 074); follow-ups are read with what was asked before, and the misses left are near ties and a few follow-ups read as unresolved. */
const TWENTY_SIXTH_PASS_SHARE = 0.84;
/** The twenty-seventh set (issue 24: angry, sarcastic and fed-up people) was written blind by a helper who had not read Grace's engine and scored once on c00d772 (2026-11-27), 38/50 (76%), before any change to Grace for it (how-to 16/16, trouble 8/9, missing-feature 3/5, escalation 5/7, refusal 1/4, signed-out 2/4, vague 1/3, admin 2/2; parts: area 45/50, article 46/50, ticket 43/50); no expectation was changed after the score, so the floor is the measured share. */
/** Session 18 then changed Grace with the twenty-seventh set's misses in view: 50/50 after (decision 075); venting alone is vague, a refusal stays a refusal however angry, and a feature said to be lacking elsewhere is answered "not yet". The floor is the 9-in-10 target, as for the other tuned sets. */
const TWENTY_SEVENTH_PASS_SHARE = 0.9;
/** The twenty-eighth set (issue 24: older and non-technical people, who describe screens by their look and use older names) was written blind by a helper who had not read Grace's engine and scored once on c00d772 (2026-11-27), 25/50 (50%) (how-to 5/16, trouble 4/9, missing-feature 5/5, escalation 5/7, refusal 2/4, signed-out 1/4, vague 2/3, admin 1/2; parts: area 37/50, article 28/50, ticket 45/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 18 then changed Grace with the twenty-eighth set's misses in view: 49/50 after (decision 075); a letter is read without its greeting, sign-off and the writer's story, older names are mapped to the product's, and the one miss left reads "sign up to tell us if they are coming" as an account question. The floor is the 9-in-10 target, as for the other tuned sets. */
const TWENTY_EIGHTH_PASS_SHARE = 0.9;
/** The twenty-ninth set (issue 24: people who paste or describe error messages, browsers, devices and greyed-out buttons) was written blind by a helper who had not read Grace's engine and scored once on a16a4a1 (2026-11-27), 34/50 (68%) (how-to 13/16, trouble 6/9, missing-feature 1/5, escalation 6/7, refusal 3/4, signed-out 1/4, vague 2/3, admin 2/2; parts: area 44/50, article 35/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 18 then changed Grace with the twenty-ninth set's misses in view: 49/50 after (decision 075); devices, browsers, versions and file sizes are dropped, a pasted error is read as what it means, and asking whether a thing exists is answered "not yet" when a lacking feature is behind the article. The one miss left reads a helper's locked budget tab as the family budget article. The floor is the 9-in-10 target, as for the other tuned sets. */
const TWENTY_NINTH_PASS_SHARE = 0.9;
/** The thirtieth set (issue 24: privacy, data and account safety in everyday words) was written blind by a helper who had not read Grace's engine and scored once on a16a4a1 (2026-11-27), 34/50 (68%) (how-to 9/16, trouble 8/9, missing-feature 4/5, escalation 5/7, refusal 2/4, signed-out 3/4, vague 2/3, admin 1/2; parts: area 44/50, article 40/50, ticket 46/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 18 then changed Grace with the thirtieth set's misses in view: 48/50 after (decision 075); another person's password, marriage or review name is refused, an account under a former employee's email is an email change, bank fraud behind a new card is no dispute, and someone signing up with the asker's email goes to a person. The misses left are a near tie on who sees the activity list and a person asked for about "a privacy matter" (read as the account area). The floor is the 9-in-10 target, as for the other tuned sets. */
const THIRTIETH_PASS_SHARE = 0.9;
/** The thirty-first set (issue 24: long conversations, the message a later turn after two to four earlier ones) was written blind by a helper who had not read Grace's engine and scored once on ffaf3dd (2026-11-27), 27/50 (54%) (how-to 7/16, trouble 4/9, missing-feature 5/5, escalation 3/7, refusal 3/4, signed-out 4/4, vague 0/3, admin 1/2; parts: area 41/50, article 27/50, ticket 45/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 19 then changed Grace with the thirty-first set's misses in view: 50/50 after; a later turn that names its own subject is read on its own (the earlier turns only fill in a bare follow-up or break a near tie), a sentence only saying the last step is done is not searched, a later turn that only opens something new gets a clarifying question, a new named failure after the advice gets its own trouble article, and a person asked for is not given the same article again. The floor is the 9-in-10 target, as for the other tuned sets. */
const THIRTY_FIRST_PASS_SHARE = 0.9;
/** The thirty-second set (issue 24: running a business on Serviceberry, venues and vendors with staff, several locations and new owners, and the admins who support them) was written blind by a helper who had not read Grace's engine and scored once on ffaf3dd (2026-11-27), 32/50 (64%) (how-to 10/16, trouble 6/9, missing-feature 4/5, escalation 4/7, refusal 1/4, signed-out 3/4, vague 2/3, admin 2/2; parts: area 40/50, article 35/50, ticket 44/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 19 then changed Grace with the thirty-second set's misses in view: 47/50 after; a charge after canceling is a refund request, someone who left and took the login is an urgent account takeover, an account whose email nobody can reach goes to a person, a request unanswered for days is a wait at medium, hiding a listing for a season is the publish article, and a buyer's email on the account is an email change. The three misses left are refusals whose expected area (reviews, leads, a password) differs from the account area every earlier set expects for the same refusals. The floor is the 9-in-10 target, as for the other tuned sets. */
const THIRTY_SECOND_PASS_SHARE = 0.9;
/** The thirty-third set (issue 24: "can Serviceberry do X?", imports, exports, apps, printing and sharing next to Zola, The Knot, Joy, Honeybook and Google Sheets) was written blind by a helper who had not read Grace's engine and scored once on c14acfc (2026-11-27), 38/50 (76%) (how-to 10/16, trouble 7/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 2/4, vague 3/3, admin 2/2; parts: area 44/50, article 39/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 20 then changed Grace with the thirty-third set's misses in view: 48/50 after; what another wedding site did or charged is context (its name and price left out, the thing it did kept), "can it do X?" gets the how-to article over one about reconnecting or a failure, "your site" is Serviceberry, a place not said to be listed yet is listed and one said to be listed already is claimed, a link that stopped working has expired, a listing claimed by a former staffer is a claim dispute, and another bride's guest list is refused. The two misses left: a venue asking whether couples can book tours from its listing gets the right article in the booking area, which an earlier set expects for the same article; and a vendor asking where inquiries show up ("just my email or is there an inbox?") gets the email article. The floor is the 9-in-10 target, as for the other tuned sets. */
const THIRTY_THIRD_PASS_SHARE = 0.9;
/** The thirty-fourth set (issue 24: a user's whole life on the product, from the first visit and sign-up through planning and the week of the wedding to after it, and venues' and vendors' first listing, busy season and off-season) was written blind by a helper who had not read Grace's engine and scored once on c14acfc (2026-11-27), 36/50 (72%) (how-to 7/16, trouble 8/9, missing-feature 5/5, escalation 5/7, refusal 3/4, signed-out 4/4, vague 2/3, admin 2/2; parts: area 46/50, article 40/50, ticket 46/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 20 then changed Grace with the thirty-fourth set's misses in view: 47/50 after; the words for first steps, a married name, saving a copy and closing the account, the five-reviews-a-day limit and getting a partner on the account; a listing taken down for some months is unpublished; how to join as a vendor is the sign-up whatever trade is named; "today" telling when the news came is not urgency; days without a yes or no is a wait; "a question about my account" asks what it is; and access put back behind the couple's back is refused. The three misses left: a new wedding date expected in feature_question where three earlier sets expect the same article in account; a couple getting a fiancé on the account, where the partner article Grace gives also answers it; and a partner's "send invites to my side of the family", which gets the sending-limits article, though the message reads as guest invitations as much as helpers. The floor is the 9-in-10 target, as for the other tuned sets. */
const THIRTY_FOURTH_PASS_SHARE = 0.9;
/** The thirty-fifth set (issue 24: an ordinary day in the support inbox, every kind of account and signed-out visitors in the proportions people write, mostly how-to and small trouble, some billing, a few escalations and refusals) was written blind by a helper who had not read Grace's engine and scored once on 590415b (2026-11-27), 40/50 (80%) (how-to 10/16, trouble 8/9, missing-feature 5/5, escalation 5/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 46/50, article 43/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning (on its misses and the round's other sets) it scores 47/50; the floor is raised to 0.9. */
const THIRTY_FIFTH_PASS_SHARE = 0.9;
/** The thirty-sixth set (issue 24: people with access needs or limits, screen reader and keyboard-only users, low vision, Deaf and hard-of-hearing people who cannot take a call, slow or metered internet, old devices, library computers, English as a second language, and the helpers who set things up for them) was written blind by a helper who had not read Grace's engine and scored once on 590415b (2026-11-27), 41/50 (82%) (how-to 12/16, trouble 8/9, missing-feature 5/5, escalation 7/7, refusal 2/4, signed-out 3/4, vague 2/3, admin 2/2; parts: area 46/50, article 42/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning (on its misses and the round's other sets) it scores 48/50; the floor is raised to 0.9. */
const THIRTY_SIXTH_PASS_SHARE = 0.9;
/** The thirty-seventh set (issue 24: after the wedding and the off-season, newlyweds reviewing vendors, changing names and emails, saving a copy before closing the account and chasing a deposit or a no-show; helpers who are done or were taken off; vendors and venue owners in the slow months updating prices, hiding a listing, blocking tour dates, canceling or changing a plan and finding receipts; admins in a slow week; and visitors who came as guests or helpers) was written blind by a helper who had not read Grace's engine and scored once on 7b245f9 (2026-11-27), 38/50 (76%) (how-to 11/16, trouble 6/9, missing-feature 5/5, escalation 4/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 49/50, article 40/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning (on its misses and the round's other sets) it scores 45/50; the floor is raised to 0.9. */
const THIRTY_SEVENTH_PASS_SHARE = 0.9;
/** The thirty-eighth set (issue 24: Serviceberry on a phone, Android's bottom navigation and iPhone Safari, things too small to tap, links opened from a phone's mail app, camera-roll uploads, signed out on one device and not another, and ordinary questions typed between other things) was written blind by a helper who had not read Grace's engine and scored once on 7b245f9 (2026-11-27), 44/50 (88%) (how-to 13/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 4/4, signed-out 4/4, vague 2/3, admin 2/2; parts: area 48/50, article 45/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning (on its misses and the round's other sets) it scores 49/50; the floor is raised to 0.9. */
const THIRTY_EIGHTH_PASS_SHARE = 0.9;
/** The thirty-ninth set (issue 24: someone writing for or about someone else, a planner or day-of coordinator in a client's planning, a venue's office manager, a vendor's assistant, bookkeeper or family, a parent or sibling asking about the couple's account, a partner who did not set the account up, a vendor asking about a couple who wrote to them, and admins handling a report about another user) was written blind by a helper who had not read Grace's engine and scored once on e4fa118 (2026-11-27), 35/50 (70%) (how-to 12/16, trouble 8/9, missing-feature 4/5, escalation 3/7, refusal 3/4, signed-out 3/4, vague 0/3, admin 2/2; parts: area 41/50, article 37/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning on its misses it scores 41/50; the floor is raised to 0.82. */
const THIRTY_NINTH_PASS_SHARE = 0.82;
/** The fortieth set (issue 24: first contact, people who just found Serviceberry or just signed up: what it is and costs, whether it works in their city, which account to make, the first step with a guest list, a budget, a venue listing, a vendor profile or a relative's planning, and the first thing that went wrong) was written blind by a helper who had not read Grace's engine and scored once on e4fa118 (2026-11-27), 34/50 (68%) (how-to 8/16, trouble 9/9, missing-feature 4/5, escalation 4/7, refusal 3/4, signed-out 1/4, vague 3/3, admin 2/2; parts: area 45/50, article 37/50, ticket 46/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning on its misses it scores 38/50; the floor is raised to 0.76. */
const FORTIETH_PASS_SHARE = 0.76;
/** The forty-first set (issue 24: no special theme, a random week in the support inbox from every kind of account and visitors, how-to questions most, with three conversations) was written blind by a helper who had not read Grace's engine and scored once on 58a369d (2026-11-27), 43/50 (86%) (how-to 12/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 49/50, article 44/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning on its misses it scores 44/50; the floor is raised to 0.88. */
const FORTY_FIRST_PASS_SHARE = 0.88;
/** The forty-second set (issue 24: money and plans: vendors and venue owners comparing, changing, canceling and paying for Plus and Pro, failed payments, receipts and paying by check; couples' budgets, deposits and payment reminders; charges nobody recognizes, a deposit kept by a DJ who quit, an impostor taking deposits; what Serviceberry does not do with money; and visitors asking what it costs) was written blind by a helper who had not read Grace's engine and scored once on 58a369d (2026-11-27), 34/50 (68%) (how-to 10/16, trouble 3/9, missing-feature 4/5, escalation 7/7, refusal 3/4, signed-out 2/4, vague 3/3, admin 2/2; parts: area 42/50, article 36/50, ticket 45/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 20's tuning on its misses it scores 40/50, and 42/50 after session 21's; the floor is raised to 0.84. */
const FORTY_SECOND_PASS_SHARE = 0.84;
/** The forty-third set (issue 24: no special theme, a random week in the support inbox from every kind of account and visitors, how-to questions most, with three conversations) was written blind by a helper who had not read Grace's engine and scored once on c8dae4d (2026-11-27), 45/50 (90%) (how-to 14/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 49/50, article 45/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 21's tuning on its misses it scores 49/50; the floor is raised to 0.96. */
const FORTY_THIRD_PASS_SHARE = 0.96;
/** The forty-fourth set (issue 24: the business side: venue owners and vendors running their listing day to day, changing prices and photos, answering inquiries and tour requests, reviews they dislike, claiming a listing someone else made, plans, cards and cancellations, a page gone from search; a few couples asking how to reach or judge a vendor; admins on the claims desks) was written blind by a helper who had not read Grace's engine and scored once on c8dae4d (2026-11-27), 41/50 (82%) (how-to 12/16, trouble 7/9, missing-feature 4/5, escalation 6/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 46/50, article 42/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 21's tuning on its misses it scores 49/50; the floor is raised to 0.96. */
const FORTY_FOURTH_PASS_SHARE = 0.96;
/** The forty-fifth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, a few admins and signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 52644c6 (2026-11-27), 43/50 (86%) (how-to 12/16, trouble 9/9, missing-feature 5/5, escalation 4/7, refusal 4/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 48/50, article 44/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 21's tuning on its misses it scores 49/50; the floor is raised to 0.96. */
const FORTY_FIFTH_PASS_SHARE = 0.96;
/** The forty-sixth set (issue 24: family, friends and planners who help a couple, and couples managing them: joining through an invitation, what a helper can see and change in the guest list, budget, timeline, chat, boards and seating, asking for more access or less, parents paying for things who want to see or log the money, a planner helping several couples, a helper who lost access, a couple removing a helper, and helpers asking Grace to act for the couple or behind their back) was written blind by a helper who had not read Grace's engine and scored once on 52644c6 (2026-11-27), 36/50 (72%) (how-to 12/16, trouble 5/9, missing-feature 4/5, escalation 7/7, refusal 0/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 46/50, article 37/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 21's tuning on its misses it scores 46/50; the floor is raised to 0.92. */
/** Session 22 then changed Grace with rounds 21 and 22 in view (decision 079): 48/50 after; the floor is 0.96. */
const FORTY_SIXTH_PASS_SHARE = 0.96;
/** The forty-seventh set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 63ccf68 (2026-11-27), 45/50 (90%) (how-to 14/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 48/50, article 46/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** After session 21's tuning on its misses it scores 50/50; the floor is raised to 0.96. */
const FORTY_SEVENTH_PASS_SHARE = 0.96;
/** The forty-eighth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 347ad94 (2026-11-27), 43/50 (86%) (how-to 13/16, trouble 8/9, missing-feature 4/5, escalation 7/7, refusal 4/4, signed-out 4/4, vague 2/3, admin 1/2; parts: area 45/50, article 43/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 50/50 after; the floor is 0.96. */
const FORTY_EIGHTH_PASS_SHARE = 0.96;
/** The forty-ninth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 347ad94 (2026-11-27), 42/50 (84%) (how-to 14/16, trouble 9/9, missing-feature 3/5, escalation 6/7, refusal 2/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 45/50, article 43/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 50/50 after; the floor is 0.96. */
const FORTY_NINTH_PASS_SHARE = 0.96;
/** The fiftieth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 0373bfb (2026-11-27), 40/50 (80%) (how-to 15/16, trouble 8/9, missing-feature 5/5, escalation 4/7, refusal 1/4, signed-out 2/4, vague 3/3, admin 2/2; parts: area 44/50, article 44/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/**
 * Session 22 then changed Grace with its misses in view (decision 079): 44/50 after; the floor is 0.88. The six
 * left are the writer's own calls that other sets disagree with (a refusal's area, a visitor's cities question,
 * the article for "talk to a real person", a break-in's area).
 */
const FIFTIETH_PASS_SHARE = 0.88;
/** The fifty-first set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 0373bfb (2026-11-27), 43/50 (86%) (how-to 14/16, trouble 8/9, missing-feature 5/5, escalation 4/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 47/50, article 44/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 49/50 after; the floor is 0.96. */
const FIFTY_FIRST_PASS_SHARE = 0.96;
/** The fifty-second set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 51e4d29 (2026-11-27), 42/50 (84%) (how-to 14/16, trouble 7/9, missing-feature 4/5, escalation 5/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 46/50, article 46/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 46/50 after; the floor is 0.92. */
const FIFTY_SECOND_PASS_SHARE = 0.92;
/** The fifty-third set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 51e4d29 (2026-11-27), 44/50 (88%) (how-to 13/16, trouble 9/9, missing-feature 5/5, escalation 6/7, refusal 2/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 47/50, article 45/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 49/50 after; the floor is 0.96. */
const FIFTY_THIRD_PASS_SHARE = 0.96;
/** The fifty-fourth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on c401883 (2026-11-27), 46/50 (92%) (how-to 14/16, trouble 9/9, missing-feature 5/5, escalation 6/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 49/50, article 47/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 50/50 after; the floor is 0.96. */
const FIFTY_FOURTH_PASS_SHARE = 0.96;
/** The fifty-fifth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; four conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 8f42655 (2026-11-27), 44/50 (88%) (how-to 15/16, trouble 9/9, missing-feature 5/5, escalation 6/7, refusal 2/4, signed-out 4/4, vague 1/3, admin 2/2; parts: area 48/50, article 46/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 22 then changed Grace with its misses in view (decision 079): 49/50 after; the floor is 0.96. */
const FIFTY_FIFTH_PASS_SHARE = 0.96;
/** The fifty-sixth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 6501521 (2026-11-27), 44/50 (88%) (how-to 13/16, trouble 7/9, missing-feature 5/5, escalation 6/7, refusal 4/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 48/50, article 46/50, ticket 49/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 48/50 after; the floor is 0.96. */
const FIFTY_SIXTH_PASS_SHARE = 0.96;
/** The fifty-seventh set (issue 24: no theme, a random week in the support inbox) was written blind by a helper who had not read Grace's engine and scored once on 719e8b0 (2026-11-27), 45/50 (90%) (how-to 15/16, trouble 9/9, missing-feature 4/5, escalation 6/7, refusal 3/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 46/50, article 45/50, ticket 50/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 49/50 after; the floor is 0.96. */
const FIFTY_SEVENTH_PASS_SHARE = 0.96;
/** The fifty-eighth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors, helpers and venue owners, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 51dfb84 (2026-11-27), 47/50 (94%) (how-to 16/16, trouble 9/9, missing-feature 5/5, escalation 5/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 49/50, article 48/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 50/50 after; the floor is 0.96. */
const FIFTY_EIGHTH_PASS_SHARE = 0.96;
/** The fifty-ninth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors and venue owners, helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on ed4479f (2026-11-27), 48/50 (96%) (how-to 16/16, trouble 8/9, missing-feature 5/5, escalation 7/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 48/50, article 49/50, ticket 50/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 49/50 after; the floor stays 0.96. */
const FIFTY_NINTH_PASS_SHARE = 0.96;
/** The sixtieth set (issue 24: no theme, a random week in the support inbox: couples most, then vendors, venue owners and helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 898a744 (2026-11-27), 41/50 (82%) (how-to 13/16, trouble 9/9, missing-feature 5/5, escalation 4/7, refusal 2/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 46/50, article 43/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/**
 * Session 23 then changed Grace with its misses in view (decision 080): 46/50 after; the floor is 0.92. Of the four
 * left, three are expectations the other sets disagree with: the area of a refusal (account in the other sets), the
 * area of a copied profile (account in thirteen earlier cases), and an article for "talk to a real person".
 */
const SIXTIETH_PASS_SHARE = 0.92;
/** The sixty-first set (issue 24: no theme, a random week in the support inbox: couples most, then vendors, helpers and venue owners, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 10d5a5b (2026-11-27), 47/50 (94%) (how-to 14/16, trouble 9/9, missing-feature 5/5, escalation 7/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2; parts: area 48/50, article 47/50, ticket 50/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 50/50 after; the floor is 0.96. */
const SIXTY_FIRST_PASS_SHARE = 0.96;
/** The sixty-second set (issue 24: no theme, a random week in the support inbox: couples most, then vendors, venue owners and helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on 42f79d3 (2026-11-27), 44/50 (88%) (how-to 13/16, trouble 9/9, missing-feature 5/5, escalation 5/7, refusal 4/4, signed-out 4/4, vague 2/3, admin 2/2; parts: area 46/50, article 44/50, ticket 47/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 48/50 after; the floor is 0.96. */
const SIXTY_SECOND_PASS_SHARE = 0.96;
/** The sixty-third set (issue 24: no theme, a random week in the support inbox: couples most, then vendors, venue owners and helpers, two admins and four signed-out visitors; how-to most, then trouble and the rest; three conversations that follow an earlier answer) was written blind by a helper who had not read Grace's engine and scored once on e2d1d2f (2026-11-27), 47/50 (94%) (how-to 16/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2; parts: area 49/50, article 47/50, ticket 48/50), before any change to Grace for it; no expectation was changed after the score, so the floor is the measured share. */
/** Session 23 then changed Grace with its misses in view (decision 080): 50/50 after; the floor is 0.96. */
const SIXTY_THIRD_PASS_SHARE = 0.96;

describe("Grace's quality set (server/ai/grace/quality-set.ts)", () => {
  it("has at least 150 messages, every kind of asker among them", () => {
    expect(QUALITY_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(QUALITY_SET.map((c) => c.as))).toEqual(new Set(["couple", "venue", "vendor", "contributor", "admin", "visitor"]));
  });

  it(`answers at least ${PASS_SHARE * 100}% right, never offers a visitor a ticket, and never says "not yet" about a real feature`, () => {
    const score = scoreGrace(createBuiltInGrace());
    console.log(formatScore(score, { misses: true }));
    expect(score.right / score.total).toBeGreaterThanOrEqual(PASS_SHARE);
    const visitorTickets = score.results.filter((r) => r.case.as === "visitor" && r.misses.some((m) => m.startsWith("ticket")));
    expect(visitorTickets).toEqual([]);
    expect(score.results.filter((r) => r.misses.some((m) => m.includes("about a real feature")))).toEqual([]);
  });

  it(`answers at least ${UNSEEN_PASS_SHARE * 100}% of the set written after the engine right`, () => {
    const score = scoreGrace(createBuiltInGrace(), UNSEEN_SET);
    console.log(`Unseen set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(UNSEEN_PASS_SHARE);
  });

  it(`answers at least ${FRESH_PASS_SHARE * 100}% of the third set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FRESH_SET);
    console.log(`Third set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FRESH_PASS_SHARE);
  });

  it(`answers at least ${FOURTH_PASS_SHARE * 100}% of the fourth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FOURTH_SET);
    console.log(`Fourth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FOURTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTH_PASS_SHARE * 100}% of the fifth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTH_SET);
    console.log(`Fifth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTH_PASS_SHARE);
  });

  it(`answers at least ${SIXTH_PASS_SHARE * 100}% of the sixth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SIXTH_SET);
    console.log(`Sixth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SIXTH_PASS_SHARE);
  });

  it(`answers at least ${SEVENTH_PASS_SHARE * 100}% of the seventh set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SEVENTH_SET);
    console.log(`Seventh set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SEVENTH_PASS_SHARE);
  });

  it(`answers at least ${EIGHTH_PASS_SHARE * 100}% of the eighth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), EIGHTH_SET);
    console.log(`Eighth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(EIGHTH_PASS_SHARE);
  });

  it(`answers at least ${NINTH_PASS_SHARE * 100}% of the ninth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), NINTH_SET);
    console.log(`Ninth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(NINTH_PASS_SHARE);
  });

  it(`answers at least ${TENTH_PASS_SHARE * 100}% of the tenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TENTH_SET);
    console.log(`Tenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TENTH_PASS_SHARE);
  });

  it(`answers at least ${ELEVENTH_PASS_SHARE * 100}% of the eleventh set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), ELEVENTH_SET);
    console.log(`Eleventh set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(ELEVENTH_PASS_SHARE);
  });

  it(`answers at least ${TWELFTH_PASS_SHARE * 100}% of the twelfth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWELFTH_SET);
    console.log(`Twelfth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWELFTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTEENTH_PASS_SHARE * 100}% of the thirteenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTEENTH_SET);
    console.log(`Thirteenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTEENTH_PASS_SHARE);
  });

  it(`answers at least ${FOURTEENTH_PASS_SHARE * 100}% of the fourteenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FOURTEENTH_SET);
    console.log(`Fourteenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FOURTEENTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTEENTH_PASS_SHARE * 100}% of the fifteenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTEENTH_SET);
    console.log(`Fifteenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTEENTH_PASS_SHARE);
  });

  it(`answers at least ${SIXTEENTH_PASS_SHARE * 100}% of the sixteenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SIXTEENTH_SET);
    console.log(`Sixteenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SIXTEENTH_PASS_SHARE);
  });

  it(`answers at least ${SEVENTEENTH_PASS_SHARE * 100}% of the seventeenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SEVENTEENTH_SET);
    console.log(`Seventeenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SEVENTEENTH_PASS_SHARE);
  });

  it(`answers at least ${EIGHTEENTH_PASS_SHARE * 100}% of the eighteenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), EIGHTEENTH_SET);
    console.log(`Eighteenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(EIGHTEENTH_PASS_SHARE);
  });

  it(`answers at least ${NINETEENTH_PASS_SHARE * 100}% of the nineteenth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), NINETEENTH_SET);
    console.log(`Nineteenth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(NINETEENTH_PASS_SHARE);
  });

  it(`answers at least ${TWENTIETH_PASS_SHARE * 100}% of the twentieth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTIETH_SET);
    console.log(`Twentieth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTIETH_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_FIRST_PASS_SHARE * 100}% of the twenty-first set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_FIRST_SET);
    console.log(`Twenty-first set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_FIRST_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_SECOND_PASS_SHARE * 100}% of the twenty-second set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_SECOND_SET);
    console.log(`Twenty-second set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_SECOND_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_THIRD_PASS_SHARE * 100}% of the twenty-third set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_THIRD_SET);
    console.log(`Twenty-third set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_THIRD_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_FOURTH_PASS_SHARE * 100}% of the twenty-fourth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_FOURTH_SET);
    console.log(`Twenty-fourth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_FOURTH_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_FIFTH_PASS_SHARE * 100}% of the twenty-fifth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_FIFTH_SET);
    console.log(`Twenty-fifth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_FIFTH_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_SIXTH_PASS_SHARE * 100}% of the twenty-sixth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_SIXTH_SET);
    console.log(`Twenty-sixth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_SIXTH_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_SEVENTH_PASS_SHARE * 100}% of the twenty-seventh set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_SEVENTH_SET);
    console.log(`Twenty-seventh set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_SEVENTH_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_EIGHTH_PASS_SHARE * 100}% of the twenty-eighth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_EIGHTH_SET);
    console.log(`Twenty-eighth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_EIGHTH_PASS_SHARE);
  });

  it(`answers at least ${TWENTY_NINTH_PASS_SHARE * 100}% of the twenty-ninth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), TWENTY_NINTH_SET);
    console.log(`Twenty-ninth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(TWENTY_NINTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTIETH_PASS_SHARE * 100}% of the thirtieth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTIETH_SET);
    console.log(`Thirtieth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTIETH_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_FIRST_PASS_SHARE * 100}% of the thirty-first set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_FIRST_SET);
    console.log(`Thirty-first set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_FIRST_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_SECOND_PASS_SHARE * 100}% of the thirty-second set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_SECOND_SET);
    console.log(`Thirty-second set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_SECOND_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_THIRD_PASS_SHARE * 100}% of the thirty-third set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_THIRD_SET);
    console.log(`Thirty-third set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_THIRD_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_FOURTH_PASS_SHARE * 100}% of the thirty-fourth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_FOURTH_SET);
    console.log(`Thirty-fourth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_FOURTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_FIFTH_PASS_SHARE * 100}% of the thirty-fifth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_FIFTH_SET);
    console.log(`Thirty-fifth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_FIFTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_SIXTH_PASS_SHARE * 100}% of the thirty-sixth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_SIXTH_SET);
    console.log(`Thirty-sixth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_SIXTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_SEVENTH_PASS_SHARE * 100}% of the thirty-seventh set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_SEVENTH_SET);
    console.log(`Thirty-seventh set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_SEVENTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_EIGHTH_PASS_SHARE * 100}% of the thirty-eighth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_EIGHTH_SET);
    console.log(`Thirty-eighth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_EIGHTH_PASS_SHARE);
  });

  it(`answers at least ${THIRTY_NINTH_PASS_SHARE * 100}% of the thirty-ninth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), THIRTY_NINTH_SET);
    console.log(`Thirty-ninth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(THIRTY_NINTH_PASS_SHARE);
  });

  it(`answers at least ${FORTIETH_PASS_SHARE * 100}% of the fortieth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTIETH_SET);
    console.log(`Fortieth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTIETH_PASS_SHARE);
  });

  it(`answers at least ${FORTY_FIRST_PASS_SHARE * 100}% of the forty-first set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_FIRST_SET);
    console.log(`Forty-first set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_FIRST_PASS_SHARE);
  });

  it(`answers at least ${FORTY_SECOND_PASS_SHARE * 100}% of the forty-second set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_SECOND_SET);
    console.log(`Forty-second set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_SECOND_PASS_SHARE);
  });

  it(`answers at least ${FORTY_THIRD_PASS_SHARE * 100}% of the forty-third set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_THIRD_SET);
    console.log(`Forty-third set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_THIRD_PASS_SHARE);
  });

  it(`answers at least ${FORTY_FOURTH_PASS_SHARE * 100}% of the forty-fourth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_FOURTH_SET);
    console.log(`Forty-fourth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_FOURTH_PASS_SHARE);
  });

  it(`answers at least ${FORTY_FIFTH_PASS_SHARE * 100}% of the forty-fifth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_FIFTH_SET);
    console.log(`Forty-fifth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_FIFTH_PASS_SHARE);
  });

  it(`answers at least ${FORTY_SIXTH_PASS_SHARE * 100}% of the forty-sixth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_SIXTH_SET);
    console.log(`Forty-sixth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_SIXTH_PASS_SHARE);
  });

  it(`answers at least ${FORTY_SEVENTH_PASS_SHARE * 100}% of the forty-seventh set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_SEVENTH_SET);
    console.log(`Forty-seventh set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_SEVENTH_PASS_SHARE);
  });

  it(`answers at least ${FORTY_EIGHTH_PASS_SHARE * 100}% of the forty-eighth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_EIGHTH_SET);
    console.log(`Forty-eighth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_EIGHTH_PASS_SHARE);
  });

  it(`answers at least ${FORTY_NINTH_PASS_SHARE * 100}% of the forty-ninth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FORTY_NINTH_SET);
    console.log(`Forty-ninth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FORTY_NINTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTIETH_PASS_SHARE * 100}% of the fiftieth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTIETH_SET);
    console.log(`Fiftieth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTIETH_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_FIRST_PASS_SHARE * 100}% of the fifty-first set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_FIRST_SET);
    console.log(`Fifty-first set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_FIRST_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_SECOND_PASS_SHARE * 100}% of the fifty-second set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_SECOND_SET);
    console.log(`Fifty-second set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_SECOND_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_THIRD_PASS_SHARE * 100}% of the fifty-third set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_THIRD_SET);
    console.log(`Fifty-third set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_THIRD_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_FOURTH_PASS_SHARE * 100}% of the fifty-fourth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_FOURTH_SET);
    console.log(`Fifty-fourth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_FOURTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_FIFTH_PASS_SHARE * 100}% of the fifty-fifth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_FIFTH_SET);
    console.log(`Fifty-fifth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_FIFTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_SIXTH_PASS_SHARE * 100}% of the fifty-sixth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_SIXTH_SET);
    console.log(`Fifty-sixth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_SIXTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_SEVENTH_PASS_SHARE * 100}% of the fifty-seventh set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_SEVENTH_SET);
    console.log(`Fifty-seventh set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_SEVENTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_EIGHTH_PASS_SHARE * 100}% of the fifty-eighth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_EIGHTH_SET);
    console.log(`Fifty-eighth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_EIGHTH_PASS_SHARE);
  });

  it(`answers at least ${FIFTY_NINTH_PASS_SHARE * 100}% of the fifty-ninth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), FIFTY_NINTH_SET);
    console.log(`Fifty-ninth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(FIFTY_NINTH_PASS_SHARE);
  });

  it(`answers at least ${SIXTIETH_PASS_SHARE * 100}% of the sixtieth set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SIXTIETH_SET);
    console.log(`Sixtieth set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SIXTIETH_PASS_SHARE);
  });

  it(`answers at least ${SIXTY_FIRST_PASS_SHARE * 100}% of the sixty-first set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SIXTY_FIRST_SET);
    console.log(`Sixty-first set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SIXTY_FIRST_PASS_SHARE);
  });

  it(`answers at least ${SIXTY_SECOND_PASS_SHARE * 100}% of the sixty-second set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SIXTY_SECOND_SET);
    console.log(`Sixty-second set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SIXTY_SECOND_PASS_SHARE);
  });

  it(`answers at least ${SIXTY_THIRD_PASS_SHARE * 100}% of the sixty-third set right`, () => {
    const score = scoreGrace(createBuiltInGrace(), SIXTY_THIRD_SET);
    console.log(`Sixty-third set, ${formatScore(score, { misses: true })}`);
    expect(score.right / score.total).toBeGreaterThanOrEqual(SIXTY_THIRD_PASS_SHARE);
  });
});
