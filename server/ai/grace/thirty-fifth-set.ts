import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-fifth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is an ordinary day in the support inbox, with
 * no special angle: what every kind of account and signed-out visitors write in one day, in about the
 * proportions people write it. That means mostly how-to questions and small trouble (a guest list in a
 * spreadsheet, a moved wedding date, a cover photo that shows the parking lot, a confirm link opened days
 * late), some billing from venues and vendors (an expired card, a plan dropped for the winter, a failed
 * payment), and a few escalations and refusals (a photographer who closed and kept the deposit, a taken-over
 * account, a listing claimed by someone else, a bakery impersonated, a charge after canceling). Messages run
 * short to medium, clean to sloppy. Billing questions are how-to cases in the payment area; a deposit kept by
 * a vendor who quit is a booking dispute at high; a tour request unanswered for days gets the article and a
 * ticket at medium. Each article was checked against the article's own text; each missing feature is one
 * listed in features.ts; ticket priorities follow decision 023.
 * Scored once on 590415b (2026-11-27), before any change to Grace for it: 40/50 (80%) (how-to 10/16,
 * trouble 8/9, missing-feature 5/5, escalation 5/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 46/50, article 43/50, ticket 47/50); no expectation was changed after the score, so the floor
 * is the measured share.
 * People's messages keep their own spelling ("cancelled"): Grace reads British input as typed, while her
 * own replies are American English.
 */

export const THIRTY_FIFTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, as people ask on an ordinary day.
  ok("couple", "how-to", "feature_question", "guest-list-import", "my mom started our guest list in google sheets, like 140 people. is there a way to pull that in here or do i have to retype everyone 😩"),
  ok("couple", "how-to", "account", "change-wedding-details", "We pushed the wedding back from October to May of next year. Where do I update the date so the countdown and everything is right?"),
  ok("couple", "how-to", "feature_question", "send-invitations", "how do i send a reminder only to the ppl who havent rsvpd yet"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "bride wants me (MOH) to handle a few things off her list. how do we assign tasks to me so i can check them off"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do I change the first picture on our listing? right now it's the parking lot lol"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "new to this. when a couple messages me about a date where do i answer them"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "card on file expired, where do I put the new one"),
  ok("venue", "how-to", "payment", "vendor-plans", "What does Plus run for a venue, and how many more photos does it get us than the free one?"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "we want to drop our Pro plan for the winter. if we cancel do we lose the extra photos we uploaded?"),
  ok("couple", "how-to", "feature_question", "seating-chart", "how do I do the seating chart"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "Our DJ asked for the song list for the reception. Can I send it to him straight from here?"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do I add my mom so she can help? I want her to see the guest list but NOT the budget"),
  ok("couple", "how-to", "booking", "book-venue-tour", "how do we schedule a walkthrough at a venue we like"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "can we make a wedding website on here or do i need squarespace"),
  ok("couple", "how-to", "account", "change-email", "I signed up with my work email and I'm leaving that job in two weeks. how do I switch it to my gmail"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "taking all of december off. can I hide my page for a month without deleting everything?"),

  // Trouble: something small went wrong, self-service first.
  ok("couple", "trouble", "login", "locked-out", "says too many sign in attempts. I finally remembered the right password and it still won't let me in"),
  ok("couple", "trouble", "verification", "verification-link-expired", "clicked the confirm email link and it says its invalid or expired. i only got around to it today, it was from saturday"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "the link my sister sent me to help with her wedding says it's expired. she sent it like 3 weeks ago"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "my portfolio photos keep failing to upload. straight off my camera, jpgs, around 20mb each"),
  ok("couple", "trouble", "feature_question", "sending-limits", "we made our account on tuesday and tried to send invites to all 250 of our guests and it got refused?"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my payment didn't go through. is my profile going to get taken down??"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY emails from serviceberry. no tour confirmations nothing. checked spam"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm the groom's father, I was told I'd be helping with the budget but when I log in I only see the timeline. Am I doing something wrong?"),
  ok("venue", "trouble", "venue_management", "venue-publish", "Finished setting up our listing last night but when I search venues in Columbus we're not there"),

  // Features Serviceberry does not have.
  notYet("couple", "hotel-blocks", "do you guys do hotel blocks? we have like 60 people coming from out of state"),
  notYet("couple", "text-messages", "can I text the rsvp link to people instead of emailing it? my family does not check email lol"),
  notYet("vendor", "paid-placement", "How much to get featured at the top of the photographer list in Nashville?"),
  notYet("couple", "invitation-design", "do y'all design and print the actual paper invitations too?"),
  notYet("vendor", "vendor-invoices", "Can couples pay their final balance to me through the site? Would love to stop chasing Venmo"),

  // Escalations: a person on the team takes it (priorities per decision 023 and this set's brief).
  person("couple", "booking", "high", "booking-dispute", "our photographer just closed her business and says she can't refund our $800 deposit. wedding is in august. what do we do"),
  person("couple", "login", "urgent", null, "someone got into my account!! password changed and half our guest list is deleted"),
  person("venue", "venue_management", "high", "claim-dispute", "Someone else has claimed The Willow Room on your site. I am the owner and I did not approve this. Who do I talk to?"),
  person("vendor", "payment", "high", "refund-request", "I cancelled my Plus plan in March and I was still charged $24 this month. I want that back."),
  person("contributor", "general", "medium", null, "can i please speak to an actual person"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked the barn for a saturday tour time on monday and it's thursday. no answer at all from them"),
  person("vendor", "account", "high", null, "someone made a profile pretending to be my bakery Sugar Bee Cakes and couples are sending it inquiries"),

  // Refusals: a plain no.
  refuse("couple", "account", "the couple who booked our venue the week before us, can you tell me what they paid? trying to see if we got a fair price"),
  refuse("vendor", "account", "delete the 1 star review from Kayla on my page. it's a lie"),
  refuse("venue", "account", "can you send me a list of the couples who saved our venue with their emails? want to follow up with them"),
  refuse("contributor", "account", "log me into my daughter's account please, she's not answering and I need to fix the guest list"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password"),
  visitor("payment", "how-much-does-it-cost", "is this free for couples or is there a catch"),
  visitor("venue_management", "list-a-venue", "I own an event barn outside Cincinnati. How do I get it listed?"),
  visitor("login", null, "my ex changed the password on our account and now i cant get in. i need a real person", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help"),
  vague("vendor", "hi, I have a problem"),
  vague("contributor", "hey quick q"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "where do I go to approve the venue claims that came in over the weekend"),
  admin("account", "admin-users", "how do I pull up a user's account on the desk? I have her email"),
];
