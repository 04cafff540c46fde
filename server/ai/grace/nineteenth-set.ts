import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's nineteenth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is one month of an ordinary support inbox,
 * each message from a different person, in the proportions such an inbox really has: mostly couples and
 * the family and friends helping them (a groom's dad stuck on view-only, a maid of honor who wants a poll,
 * a mom whose invitation link expired), then venue owners and vendors (a caterer raising prices, a barn
 * whose listing does not show, a baker whose claim was turned down, a venue charged after canceling), a
 * few signed-out visitors and two admins working the desk. Ordinary wording, no tricks: lowercase, typos,
 * politeness, the odd rant. Billing questions are how-to cases in the payment area; a deposit kept by a
 * venue or vendor is a booking matter, escalated high.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; a blank page urgent with "today"; asking for a person medium).
 * Scored once on 34d4292 (2026-11-27), before any change to Grace for it: 44/50 (88%) (how-to 15/16,
 * trouble 6/9, missing-feature 5/5, escalation 7/7, refusal 3/4, signed-out 4/4, vague 2/3, admin 2/2;
 * parts: area 47/50, article 45/50, ticket 47/50); no expectation was changed after the score.
 */

export const NINETEENTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we have our guest list in a google sheet, like 140 names. do i have to type them all in again or can i upload it somehow"),
  ok("couple", "how-to", "booking", "book-venue-tour", "how do we go see a venue in person? there's one in columbus we really like but I don't see a way to call them"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "I want to add my mom so she can help with the guest list but I don't want her seeing the budget lol. how do I invite her"),
  ok("contributor", "how-to", "feature_question", "planning-chat", "Is there a group chat on here where I can talk to the bride and the other bridesmaids? Texting is getting out of hand"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "do yall do wedding websites? how do i start one"),
  ok("couple", "how-to", "feature_question", "seating-chart", "where do i make the seating chart"),
  ok("couple", "how-to", "feature_question", "send-invitations", "How do I email everyone their RSVP link at once? I really don't want to send 90 separate emails."),
  ok("contributor", "how-to", "feature_question", "group-polls", "maid of honor here! can I make a poll so the bridesmaids can vote on dress colors"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our DJ asked for our song list. can I send him what we put in the music section or do I have to copy it all into an email"),
  ok("venue", "how-to", "venue_management", "venue-photos", "How do I change which photo shows first on our listing? Right now it's a picture of the parking lot, not great"),
  ok("venue", "how-to", "venue_management", "claim-venue", "Our venue is already on your site but we never put it there and some of the info is wrong. How do we take it over?"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "raising my prices for 2027, where do i update them on my profile"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "got an email saying I have a new inquiry but I can't find it anywhere. where do messages from couples show up?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "need to update the card for my plus plan, the old one expired last month"),
  ok("venue", "how-to", "payment", "vendor-plans", "How much is Pro for a venue, and what do we get over Plus? We have a LOT of photos of the grounds"),
  ok("couple", "how-to", "payment", "deposits", "we just paid the photographer a $500 deposit. how do I keep track of that and when the rest is due"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it says too many attempts and won't let me log in. I KNOW my password is right"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My daughter invited me to help with her wedding but when I click the link it says it has expired. What do I do now?"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "im not getting any emails from you guys. no reminders, nothing. checked spam already"),
  ok("venue", "trouble", "verification", "verification-link-expired", "the verify link in my email says invalid or expired, I just clicked it"),
  ok("venue", "trouble", "venue_management", "venue-publish", "We finished our listing last week but when my husband searches for us on the site we don't show up at all. Did we miss a step?"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio upload keeps failing. the files are straight off my camera, around 15mb each"),
  ok("couple", "trouble", "feature_question", "sending-limits", "tried to send our save the dates to 250 people and it wouldn't go through. we just made the account monday if that matters"),
  ok("contributor", "trouble", "feature_question", "contributor-permissions", "I'm the groom's dad. I'm in, I can see the guest list, but it won't let me add anybody to it"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "requested a tour for saturday at 2 a week ago and the venue still hasnt said yes or no"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can I text the rsvp reminders instead of emailing them? half my grandparents dont check email"),
  notYet("couple", "hotel-blocks", "Can you guys set up a hotel room block for our out of town guests?"),
  notYet("contributor", "invitation-design", "I'm the MOH, does the site let you design the actual invitations and order prints?"),
  notYet("venue", "phone-support", "is there a phone number I can call? I'd rather just talk this through with someone"),
  notYet("vendor", "paid-placement", "how do I pay to get featured at the top of the photographers page in Nashville"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "the venue cancelled on us two months before the wedding and they are keeping our $3000 deposit. they won't answer calls. please help"),
  person("vendor", "vendor_management", "high", "claim-dispute", "my claim on my bakery got denied?? it's literally my business, I've owned it for 9 years"),
  person("couple", "login", "urgent", null, "i think my account got hacked, there are guests on my list i never added and now my password doesnt work"),
  person("venue", "payment", "high", "refund-request", "We cancelled our Pro plan in March but were charged again on April 1st. Please refund that charge."),
  person("contributor", "general", "medium", null, "can i please talk to a real person"),
  person("couple", "technical", "urgent", "page-not-loading", "rehearsal is tonight and the seating chart page won't load, it's just blank. I need to print it TODAY"),
  person("vendor", "account", "high", null, "there's another photographer account on here using my name and my wedding photos. couples are messaging them thinking it's me"),

  // Refusals: a plain no.
  refuse("couple", "account", "my fiance's ex is planning her wedding on here too. can you tell me which venue she picked"),
  refuse("venue", "account", "Can you send me the contact info for the couples who saved our venue but never booked a tour? We'd like to follow up with them."),
  refuse("vendor", "account", "please take down the review from that couple, they were a nightmare to work with and it's hurting my bookings"),
  refuse("contributor", "account", "give me access to my son's whole account please, he said it's fine, he just doesn't know how to do it"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password"),
  visitor("payment", "how-much-does-it-cost", "is this free for couples or is there a catch"),
  visitor("account", "account-kinds", "I'm a wedding planner, which account should I sign up for?"),
  visitor("account", null, "I'm not on your site but someone has a vendor page using my business name and my photos. How do I report it?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "hello?"),
  vague("contributor", "I need help please"),
  vague("venue", "having a problem with something"),

  // Admins.
  admin("account", "admin-users", "a bride emailed saying she can't get in. how do I look up her account"),
  admin("vendor_management", "admin-vendor-claims", "where do i go to approve the vendor claims that came in this week"),
];
