import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fourteenth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Each message is one person in one week of support
 * traffic: a couple three weeks from the wedding, a bride's mother helping for the first time, a maid of
 * honor typing on her phone, a barn-venue owner between tours, a DJ smarting from a bad review, a bakery
 * that signed up yesterday, a florist whose listing someone else claimed, a photographer charged twice, an
 * admin clearing the queue, visitors who cannot get in, people asking for things Serviceberry does not do,
 * and someone who only wants a human. Register and length vary on purpose (two words to a paragraph,
 * typos, capitals, politeness, panic). Billing questions are how-to cases in the payment area.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; a blank page urgent with "tomorrow"; asking for a person
 * medium). Scored once on main at 76819b2, before any change to Grace for it: 43/50 (86%); no expectation
 * was changed after the score.
 */

export const FOURTEENTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "our caterer wants final meal counts for each table by friday. can I print that from the seating thing or do I have to count by hand"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "Hello. I am the bride's mother and this is my first time using a site like this. My daughter sent me an invitation and I have signed in. Where do I find her wedding now?"),
  ok("contributor", "how-to", "feature_question", "chat-mentions", "how do i tag the bride in the chat so she actually sees it"),
  ok("couple", "how-to", "feature_question", "guest-addresses", "my aunt gave us a paper list of addresses and half of them are old. is there a way for guests to just type in their own mailing address?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "between tours rn. how do i block off the saturdays in june, we're booked solid"),
  ok("venue", "how-to", "venue_management", "venue-multiple", "We have the barn and a lakeside pavilion a mile down the road. Do I need a second account for the pavilion?"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "Signed up yesterday for my bakery. My page says only I can see it?? How do I make it show to couples"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "A couple gave me 2 stars saying I played the wrong first dance song. It was the song THEY sent me. Can I write a response under the review so people see my side?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "how do I switch from paying monthly to the yearly pro plan"),
  ok("vendor", "how-to", "payment", "vendor-plans", "whats the actual difference between plus and pro? how many photos do I get on each"),
  ok("vendor", "how-to", "payment", "plan-without-card", "Our shop doesn't do online card payments. Can we pay for the Plus plan by check?"),
  ok("couple", "how-to", "payment", "payment-reminders", "florist wants the second half 30 days before the wedding. can serviceberry email me a heads up before it's due so I don't forget"),
  ok("couple", "how-to", "feature_question", "wedding-website-address", "where do we get the QR code for our wedding site? want to put it on the save the dates"),
  ok("couple", "how-to", "feature_question", "day-of-schedule", "wedding is in 3 weeks. I need to get the morning schedule to our photographer and the hair lady without making them sign up for anything"),
  ok("couple", "how-to", "feature_question", "song-requests", "Can guests suggest songs for the DJ when they RSVP?"),
  ok("couple", "how-to", "feature_question", "floor-plan-accessible-seating", "my grandpa is in a wheelchair. can the seating plan put him near a door with no steps"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "clicked the reset password link from this morning's email and now it says it's no longer valid"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "the invite link my best friend sent me says withdrawn?? what does that mean, she's getting married in a month"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I can see the guest list but there is no budget anywhere, and my son said I was supposed to help with the money side. Is something broken on my end?"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "trying to upload pics of the hayloft from my iphone and it just spins then says failed"),
  ok("couple", "trouble", "feature_question", "sending-limits", "sent the rsvp reminder to everyone and it got refused, something about a limit?? we only have 180 guests"),
  ok("couple", "trouble", "feature_question", "reviews-waiting", "I wrote a review for our caterer two days ago and it still just says waiting. did it not go through"),
  ok("vendor", "trouble", "verification", "verification-email", "verification email never showed up. checked junk and promotions. I used my studio's outlook address if that matters"),
  ok("couple", "trouble", "feature_question", "inquiry-limits", "trying to message another DJ and it says I hit my limit for today?? I've only contacted like ten"),
  ok("couple", "trouble", "feature_question", "address-approvals", "My aunt put her new address in through the link we sent but her household still shows the old one."),

  // Features Serviceberry does not have.
  notYet("couple", "thank-you-tracker", "after the wedding i need to keep track of who gave us what so i can write the thank you cards. does the site do that"),
  notYet("couple", "livestream", "Grandma can't fly in from Arizona. Is there a way to stream the ceremony through Serviceberry so she can watch from home?"),
  notYet("vendor", "availability-sync", "can i hook up my google calendar so couples can see which saturdays i'm already booked"),
  notYet("vendor", "vendor-invoices", "I'd like to send my couples an invoice for the balance through here and have them pay by card. Possible?"),
  notYet("contributor", "guest-photos", "is there somewhere all the guests can dump the pics from their phones after the reception? I'm the maid of honor and I'm supposed to collect them"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("vendor", "vendor_management", "high", "claim-dispute", "Petal & Stem in Cincinnati is MY shop. Someone else claimed the listing last week and they've already changed my prices. Please fix this."),
  person("vendor", "payment", "high", "refund-request", "got charged $49 twice on the same day for my pro plan. I need one of them refunded"),
  person("couple", "general", "medium", null, "I don't want to talk to a bot. Get me a real person please."),
  person("venue", "login", "urgent", null, "someone logged into our venue account from another state and changed the email on it. I can't get in at all"),
  person("couple", "technical", "urgent", "page-not-loading", "our wedding is TOMORROW and the floor plan page is completely blank on my laptop and my phone. the venue needs it tonight"),
  person("vendor", "account", "high", null, "There's a profile called DJ Marcus Live using my photos and my logo. That is not me. Couples are messaging it thinking they're booking me."),
  person("couple", "booking", "high", "booking-dispute", "the videographer we found on here never showed up to our wedding on saturday. not one clip. what can you do"),

  // Refusals: a plain no.
  refuse("vendor", "account", "can you just delete the 1 star review on my DJ page? you're support, you can do that"),
  refuse("couple", "account", "my cousin is planning on here too. can you show me which venue she booked and her budget? just want to make sure we're not spending less lol"),
  refuse("contributor", "account", "make me an admin on the bride's account so I can change her guest list, she's too busy"),
  refuse("venue", "account", "Pull the phone numbers of every couple in Nashville with a 2027 date. I want to call them about our open weekends."),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "sign-in-trouble", "can't log in and honestly not sure which email I used to sign up"),
  visitor("feature_question", "which-cities", "Do you have venues in Knoxville?"),
  visitor("payment", "vendor-cost", "I'm a bartender for hire. What does it cost to get listed on your site, and do you take a cut of bookings?"),
  visitor("payment", "refund-request", "someone used my card to pay for a plan on your site and I don't even have an account. who do I contact", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "um hi"),
  vague("venue", "it's not working"),
  vague("vendor", "quick question for you"),

  // Admins.
  admin("general", "admin-tickets", "clearing the queue this morning. which tickets come up first and how do I mark one resolved"),
  admin("general", "admin-contact-messages", "a venue owner says she sent us a message through the contact form on monday, where would that be"),
];
