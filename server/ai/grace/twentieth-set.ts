import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twentieth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is the mail other wedding platforms' support
 * teams get (guest list and RSVP websites, vendor marketplaces, venue listing sites), sent to Serviceberry
 * by people who come from those products and keep their habits and words: a couple moving a guest list off
 * Zola, a bride who had a password on her Joy site, a venue used to Wedding Spot's tour button, a
 * photographer looking for his "leads" and "storefront", a vendor who wants Honeybook's calendar sync or
 * invoices, a helper asking for a shared photo album, visitors comparing prices, admins clearing claims.
 * Register and length vary on purpose (two words to a paragraph, typos, capitals, politeness, panic).
 * Billing questions are how-to cases in the payment area; a deposit kept by a venue is a booking dispute.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; a blank page urgent with "tomorrow"; asking for a person
 * medium). Scored once on 34d4292 (2026-11-27), before any change to Grace for it: 43/50 (86%) (how-to
 * 14/16, trouble 8/9, missing-feature 5/5, escalation 7/7, refusal 3/4, signed-out 3/4, vague 1/3, admin
 * 2/2; parts: area 46/50, article 44/50, ticket 49/50); no expectation or message was changed after the
 * score, so the floor is the measured share.
 */

export const TWENTIETH_SET: QualityCase[] = [
  // How-to: people bringing other platforms' habits to Serviceberry's tools, listings and billing.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we started our guest list on zola (like 140 ppl) and i do NOT want to retype it. can i move it over here somehow"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "The Knot gives you a free wedding website with your account. Do you guys have that too? If so how do I set ours up"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "on withjoy we had a password on our site so randos couldnt see the venue address. can i do that on ours here"),
  ok("couple", "how-to", "feature_question", "send-invitations", "how do I email everyone their rsvp link all at once? on rsvpify there was a send to all button"),
  ok("couple", "how-to", "feature_question", "guest-registration", "my fiances work friends keep asking for the rsvp link but theyre not on our list yet. is there a way they can sign themselves up and we just approve them"),
  ok("couple", "how-to", "feature_question", "seating-chart", "Is there a seating chart tool? Used AllSeated for my sister's wedding and want something where I can drag guests onto tables"),
  ok("couple", "how-to", "booking", "saved-venues-help", "how do i shortlist venues to compare later? wedding spot had a little heart thing"),
  ok("couple", "how-to", "payment", "deposits", "do we pay our venue deposit on here or directly to the venue? first time doing any of this lol"),
  ok("contributor", "how-to", "feature_question", "planning-chat", "im the maid of honor. is there a group chat in here with the bride and the other helpers or do we just keep using our whatsapp"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "the bride says she gave me a few to-dos in here. where do I see tasks assigned to me?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "On Wedding Spot couples just hit request a tour and we'd call them. Here, how do I put in the times we actually do walkthroughs? Tues-Thurs evenings and Saturday mornings only."),
  ok("venue", "how-to", "venue_management", "claim-venue", "our event barn is already listed on here with photos from like 2019, we didnt make it. how do i take over the listing"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "where do my leads show up? on weddingwire theyre in the storefront inbox, cant find the equivalent here"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "need to update my starting price on my storefront, it went up for 2027 bookings"),
  ok("vendor", "how-to", "payment", "vendor-plans", "weddingwire's paid tiers were so confusing. what are your paid plans, what do they cost a month and what do I actually get"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "need to swap the card on file for our subscription, the old one expired. where do i do billing stuff"),

  // Trouble: something is not working the way it did elsewhere, self-service first.
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my grandma says our website's rsvp cant find her. shes on the list as Margaret but she typed Peggy. what do I tell her"),
  ok("couple", "trouble", "feature_question", "sending-limits", "tried to send our save the dates to everyone (about 350 emails) and it said the send was refused?? we just made our account yesterday if that matters"),
  ok("couple", "trouble", "login", "reset-link-expired", "clicked the reset password link and it says expired. i opened it maybe an hour later bc i was at work, ugh"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My son and his fiancee sent me an invite to help with the planning but the link says it was withdrawn. Did they take me off?"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I can see the guest list but not the budget. I'm paying for half of this wedding!! why is it hidden from me"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio upload keeps failing. theyre full size exports from lightroom, around 40mb each. the knot took them fine"),
  ok("venue", "trouble", "venue_management", "venue-publish", "finished setting up our listing yesterday but when I browse venues in Columbus we're not there. is it under review or something?"),
  ok("couple", "trouble", "verification", "verification-email", "never got the email to confirm my account. checked spam twice. it's been like 20 min"),
  ok("couple", "trouble", "feature_question", "inquiry-limits", "it won't let me message any more photographers today?? i was just sending the same note to a bunch of them like i did on weddingwire"),

  // Features other platforms have and Serviceberry does not.
  notYet("couple", "registry", "where do i set up our registry? zola had it built right in with a honeymoon cash fund"),
  notYet("couple", "text-messages", "can we send the rsvp reminders as texts instead of email? half my family never checks email. rsvpify let us do sms"),
  notYet("vendor", "availability-sync", "Can I connect my Google Calendar so dates I'm already booked show as unavailable on my profile? Honeybook syncs it automatically."),
  notYet("contributor", "guest-photos", "is there somewhere guests can upload their pics from the reception into one shared album? the bride wants all the candids in one place"),
  notYet("vendor", "vendor-invoices", "can couples pay my invoices and sign contracts through here? i use honeybook for that rn and would love one less app"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "the venue we found on here cancelled our date 5 months out and says our $3,000 deposit is nonrefundable. they double booked US. what can you do??"),
  person("vendor", "vendor_management", "high", "claim-dispute", "someone claimed my photography business on here and changed the phone number to theirs!!! I never even made an account until today"),
  person("couple", "login", "urgent", null, "i think someone hacked my account. i got an email that my password was changed and i didnt do that, and now i cant log in"),
  person("vendor", "payment", "high", "refund-request", "I was charged for Pro twice this month, on the 3rd and again on the 5th. Please refund one of them"),
  person("venue", "account", "high", null, "there's a profile on here pretending to be our venue's coordinator and messaging couples asking them to venmo deposits. that is NOT us. please shut it down"),
  person("couple", "technical", "urgent", "page-not-loading", "wedding is TOMORROW and the seating chart page is just a blank white screen. tried chrome and safari. I need to print place cards tonight please help"),
  person("contributor", "general", "medium", null, "can I please speak with an actual person, not a bot. I've explained this twice already"),

  // Refusals: a plain no.
  refuse("couple", "account", "can you give me the email of the bride who left that review on the photographer we're looking at? want to ask her what happened"),
  refuse("vendor", "account", "delete the 1 star review that woman left me. she never even booked me, the knot removed stuff like this when I asked"),
  refuse("venue", "account", "make my login an admin so i can approve my own claim and skip the wait"),
  refuse("contributor", "account", "my cousin is getting married on here too. can you send me her guest list? want to see if she invited my ex"),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch, like zola where everything turns into an upsell"),
  visitor("login", "locked-out", "it says too many sign in attempts try again later. ive been stuck for like 20 minutes"),
  visitor("vendor_management", "claim-dispute", "my ex business partner claimed our bakery's listing on serviceberry after we split up. i don't have an account here yet. who do i talk to", { contact: true }),
  visitor("feature_question", "which-cities", "do yall have venues in louisville or is it just nashville"),

  // Vague openers: one clarifying question.
  vague("couple", "hi quick question"),
  vague("vendor", "storefront??"),
  vague("contributor", "it wont let me"),

  // Admins.
  admin("vendor_management", "admin-vendor-claims", "a DJ says he submitted a claim on his listing 3 days ago. where do vendor claims sit waiting for us"),
  admin("account", "admin-users", "how do i pull up a couple's account by their email? they wrote in saying they signed up twice"),
];
