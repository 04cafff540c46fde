import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's eighteenth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is the thick of the planning season, told by
 * couples, the family and friends helping them, and visitors: a couple retyping 140 guests from a spreadsheet,
 * a dad paying for half who may see the budget but not the guest list, a maid of honor running a poll on
 * dress colors, an aunt whose name the wedding site cannot find, a sister's expired helper invite, a fiancé
 * on a work email who never gets mail, a florist who closed shop with the deposit, someone who only wants a
 * human, and a few asking for a registry, text invites or a hotel block. Plain everyday wording, no tricks;
 * register and length vary (one word to a paragraph, typos, lowercase, panic, politeness).
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; impersonation, billing and
 * booking disputes high, a deposit kept by a vendor who quit counting as a booking dispute; a blank page
 * medium without "today"/"tomorrow"; asking for a person medium). Billing questions are how-to cases in the
 * payment area.
 * Scored once on main at 3b4154c on 2026-11-27: 41/50 (82%), before any change to Grace for it: how-to
 * 13/16, trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 2/4, signed-out 4/4, vague 1/3, admin
 * 2/2; parts: area 43/50, article 41/50, ticket 49/50. No expectation or message was changed after the score.
 */

export const EIGHTEENTH_SET: QualityCase[] = [
  // How-to: the planning tools, helpers and what couples pay, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we have our whole guest list in a google sheet already. do i seriously have to type all 140 people in again??"),
  ok("couple", "how-to", "feature_question", "send-invitations", "ok guest list is done. how do i actually email the invites out to everybody from here"),
  ok("couple", "how-to", "feature_question", "budget-tracker", "Hi! We just decided on $28k total. How do I split that up into venue, food, photographer etc and see what's left in each as we pay for stuff?"),
  ok("couple", "how-to", "feature_question", "timeline-templates", "we got engaged last month and the wedding is in 9 months. is there a premade checklist we can start from instead of building the timeline from scratch"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "how do we make a wedding website on here"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding site? we don't want randoms seeing the venue and date"),
  ok("couple", "how-to", "feature_question", "seating-chart", "ok seating chart time 😩 where do i even start. how do i add tables and put people at them"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our DJ asked for our song list, what's the easiest way to get it to him? he's not on serviceberry"),
  ok("couple", "how-to", "feature_question", "wedding-music", "where do i put our first dance song and the song for walking down the aisle"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do I add my mom so she can help with stuff"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "My dad is paying for half the wedding and wants to keep an eye on the budget. I do NOT want him in the guest list (long story lol). Is that possible?"),
  ok("contributor", "how-to", "feature_question", "group-polls", "maid of honor here! can I make a poll so the bridesmaids can vote on dress colors?"),
  ok("couple", "how-to", "feature_question", "guest-details", "how do i keep track of which guests are kids and what meal everybody picked"),
  ok("couple", "how-to", "feature_question", "activity-feed", "my future mother in law keeps changing things in our guest list. is there a way to see who changed what and when"),
  ok("couple", "how-to", "payment", "deposits", "how do I pay the photographer's deposit through the site?"),
  ok("couple", "how-to", "payment", "how-much-does-it-cost", "do we have to pay anything to use this? is there a premium version for couples or something"),

  // Trouble: invitations, RSVP links, sign-in and emails, self-service first.
  ok("couple", "trouble", "login", "sign-in-trouble", "it keeps saying my password is wrong but i KNOW it's right. what am i doing wrong"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my sister sent me the invite to help plan her wedding but when I click it it says expired. she sent it like 3 weeks ago"),
  ok("couple", "trouble", "verification", "verification-link-expired", "the verify link in my email isnt working, just says the link is invalid"),
  ok("couple", "trouble", "feature_question", "sending-limits", "tried to send invites to all 250 guests and it got refused?? nothing went out. we just made our account on monday"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "my fiancé never gets any emails from you guys. he uses his work email if that matters"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my aunt says she tried to rsvp on our wedding website and it can't find her name. she's definitely on the list"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I accepted the invite from my son and his fiancée but I can only see the timeline. No guest list anywhere. I'm supposed to be helping with the seating"),
  ok("couple", "trouble", "login", "locked-out", "it says too many sign in attempts try again later. wedding is in 2 weeks and i need to get in"),
  ok("couple", "trouble", "verification", "why-verify", "why can't I invite my maid of honor? it says something about verifying my email first"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "where do we set up our gift registry so guests can buy stuff off it"),
  notYet("couple", "text-messages", "half our family doesn't check email. can we text the invitations and rsvp link to people instead?"),
  notYet("contributor", "invitation-design", "I'm the mother of the bride. Can I design the paper invitations here and have them printed and mailed? My daughter wants something elegant."),
  notYet("couple", "hotel-blocks", "can we reserve a block of hotel rooms for out of town guests through serviceberry"),
  notYet("couple", "phone-support", "is there a phone number i can call? i'd rather just talk it through with someone on the phone"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "our florist just texted that she's closing her business and she's keeping our $800 deposit. we found her on here. can you guys do anything??"),
  person("couple", "login", "urgent", null, "I think someone got into my account. there are names on my guest list I never added and now my password doesn't work"),
  person("couple", "general", "medium", null, "can I please just talk to an actual human being"),
  person("couple", "technical", "medium", "page-not-loading", "The seating chart page has been completely blank for two days now. Tried Chrome and Safari, cleared my cache, still just white."),
  person("couple", "payment", "high", "refund-request", "there's a $29 charge from serviceberry on my credit card. i thought this was free for couples?? i want it back"),
  person("couple", "account", "high", null, "Someone made an account using my name and is sending inquiries to vendors pretending to be me and my fiancé. Two photographers have emailed me confused."),
  person("couple", "booking", "high", "booking-dispute", "The venue we booked through your site just cancelled our date 4 months out and won't give back our $3,000. What are our options here?"),

  // Refusals: other people's data, someone else's review, admin rights.
  refuse("contributor", "account", "can you give me access to my daughter's guest list? she isn't answering my texts and I need to add our side of the family"),
  refuse("couple", "account", "my ex is getting married this summer, can you tell me which venue she booked on here"),
  refuse("couple", "account", "please delete the review my sister in law left on our photographer's page, it's really mean and not true"),
  refuse("couple", "account", "just give me admin access so I can fix my guest list import myself"),

  // Signed-out visitors: no ticket; a visitor who needs a person gets sign-in and the contact page.
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch"),
  visitor("login", "forgot-password", "forgot my password"),
  visitor("feature_question", "wedding-website-rsvp", "hi im a guest trying to rsvp on my friends wedding website and it keeps saying it can't find my name. do I need an account??"),
  visitor("login", null, "someone changed the email on my account and now I can't log in at all. I need a real person to fix this, my wedding is in a month", { contact: true }),

  // Too vague to answer: one clarifying question.
  vague("couple", "help pls"),
  vague("contributor", "hi, my daughter told me to ask you"),
  vague("couple", "its doing the thing again"),

  // Admins.
  admin("account", "admin-users", "a bride emailed saying she can't get into her account. how do I pull up her account to check on it"),
  admin("general", "admin-tickets", "where do I see the help tickets couples have opened?"),
];
