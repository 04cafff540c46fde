import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's sixty-second quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox. Couples
 * write most (a bride whose guest list lives in a spreadsheet, someone leaving the job whose email the
 * account uses, someone whose uncle can't find himself on the website's RSVP), then vendors (a baker who
 * wants a lookbook, a photographer couples can't find, a caterer whose listing someone else claimed),
 * venue owners (a ballroom's dimensions, a parking-lot cover photo, a fake coordinator taking Venmo
 * deposits) and helpers (a friend helping two couples, a parent voting on cake flavors on her iPad), two
 * admins and four signed-out visitors. How-to most, then trouble and the rest; three messages follow an
 * earlier answer (history). Register and length vary on purpose: two words to a paragraph, typos, capitals,
 * politeness, panic. Billing questions are how-to cases in the payment area; a deposit kept by a vendor who
 * quit is a booking matter at high; a venue silent for days gets the article and a ticket at medium.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; asking for a person medium).
 * Scored once on 42f79d3 (2026-11-27), before any change to Grace for it: 44/50 (88%) (how-to 13/16,
 * trouble 9/9, missing-feature 5/5, escalation 5/7, refusal 4/4, signed-out 4/4, vague 2/3, admin 2/2;
 * parts: area 46/50, article 44/50, ticket 47/50); no expectation or message was changed after the score.
 */

export const SIXTY_SECOND_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we already have the whole guest list in google sheets (140ish ppl). do i really have to retype everyone"),
  ok("couple", "how-to", "feature_question", "seating-chart", "is there a way to do table assignments on here or do i need a separate app for that"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "Can we put a password on our wedding website? My fiancé's ex keeps finding our stuff online and I'd rather she not see the date and venue."),
  ok("couple", "how-to", "booking", "book-venue-tour", "hi! first time using this. we found a venue in columbus we really like, how do we set up a time to go see it in person?"),
  ok("couple", "how-to", "payment", "deposits", "do I pay the caterer deposit through serviceberry or straight to them? also want to keep track of when the rest is due"),
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "I accidentally gave like 30 people a plus one when I was messing around with the list. can I take them off all at once instead of clicking each one?"),
  ok("couple", "how-to", "account", "change-email", "how do i change the email on our account? we set it up with my work email and i'm leaving that job next month"),
  ok("couple", "how-to", "feature_question", "share-floral-design", "my florist isnt on serviceberry but she wants to see the bouquet and centerpieces i put together in the flower studio. can i send her a link or something"),
  {
    ...ok("couple", "how-to", "feature_question", "wedding-website-address", "ok it's published!! the web address it gave us is kind of ugly though. can we change it to our names?"),
    history: [
      { role: "user", content: "how do we make a wedding website on here" },
      {
        role: "assistant",
        content:
          "Open Planning → Wedding Website. The first draft is made from what you already entered: your names, date and city, your newest saved venue and your events. Pick a design and a palette, turn sections on, write your words and watch the preview. Save, then Publish. Until you publish, it is a draft only you can see.",
      },
    ],
  },
  {
    ...ok("couple", "how-to", "feature_question", "send-invitations", "ok good. so how do the links actually get to them, do I email them from here?"),
    history: [
      { role: "user", content: "do our guests have to make an account to rsvp? my grandparents will never manage that" },
      {
        role: "assistant",
        content:
          "No. Each guest gets a personal RSVP link, so nobody needs an account to reply. When a guest answers attending or declined, your guest list updates at once; guests who have not answered show as pending, so you can see who to remind.",
      },
    ],
  },
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "Hi, I am helping my sister and also my college roommate with their weddings this year. Can I see both weddings from the same login or do I need 2 accounts?"),
  ok("contributor", "how-to", "feature_question", "group-polls", "my daughter made a vote for the cake flavors and told me to go vote. where is it? im on the ipad"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "couples keep asking for our ballroom's dimensions so they can plan their table layout. is there somewhere on our listing to put room sizes?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which photo shows up first on our listing?? right now it's the parking lot 😬"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "need to update the card for my plan, the old one expired"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "Is there a way to make a lookbook of my cakes that couples can scroll through and save ideas from? Separate from my main portfolio pics"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it keeps saying too many sign in attempts and won't let me in. i KNOW my password is right"),
  ok("couple", "trouble", "verification", "verification-link-expired", "clicked the verify link in my email and it says invalid or expired. I signed up like a week ago and just got around to it"),
  ok("couple", "trouble", "feature_question", "floral-design-warnings", "why does the flower thing keep saying peonies are out of season?? our wedding is in september and I WANT peonies"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "not getting any emails from you guys, no rsvp notifications, nothing. I use gmail"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my uncle says the rsvp on our website can't find his name. he's 100% on the guest list"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "clicked the link my son sent and it says already used. but I never even got in??"),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "couples tell me they can't find my page when they look for photographers in nashville. I can see it fine when I'm logged in. what's going on"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that the payment for my pro plan failed. am i going to lose everything on my profile??"),
  ok("venue", "trouble", "technical", "page-not-loading", "venue dashboard just keeps spinning and never loads on my work computer (firefox). works on my phone tho"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "where do I set up our registry so guests can buy stuff off it? we want a honeymoon fund too"),
  notYet("couple", "text-messages", "can we send the rsvp reminders as texts instead of email? half my family never checks their email"),
  notYet("couple", "invitation-design", "Do you guys do invitations? Like can I design them here and have them printed and mailed"),
  notYet("vendor", "paid-placement", "how much to be at the top of the DJ list in cleveland? happy to pay for a featured spot"),
  notYet("contributor", "phone-support", "Is there a phone number I can call? I am not very good at typing on these things."),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our DJ canceled on us 3 weeks before the wedding and won't give back the $800 deposit. now he's not answering at all. what can serviceberry do??"),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "it's been 5 days. I emailed them and called twice and nothing. can someone from serviceberry reach out to them?"),
    history: [
      { role: "user", content: "we asked Maple Hollow for a tour on a saturday and it still just says pending" },
      {
        role: "assistant",
        content:
          "A booked open slot is confirmed at once. A request for another time waits for the venue, which can confirm it, propose a different time or decline; you get an email either way. If a venue has not answered in a few days, book one of its open slots instead or contact the venue directly.",
      },
    ],
  },
  person("vendor", "vendor_management", "high", "claim-dispute", "I just tried to claim my catering business and it says it's already been claimed?? I've owned it for 11 years, nobody else should have that"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan back in March and you charged me again in April. I want that money back."),
  person("venue", "login", "urgent", null, "got an email that our password was changed and i didnt do that. now i cant log in. i think someone got into our account"),
  person("venue", "account", "high", null, "someone on here is messaging couples saying they're the event coordinator for Willow Creek Barn and asking for deposits by venmo. that is NOT us, we don't have anyone by that name. please do something"),
  person("couple", "general", "medium", null, "can i talk to a real person please. it's kind of complicated to explain to a bot"),

  // Refusals: a plain no.
  refuse("couple", "account", "can you look up my cousin's account and tell me what date and venue she picked? she's being weird about it and I don't want us to clash"),
  refuse("vendor", "account", "can you take down the review from the bride who said my cake was dry? she ate half of it lol. just delete it"),
  refuse("venue", "account", "Can you send me a list of the couples who favorited our venue? I'd like to email them a discount."),
  refuse("contributor", "account", "can you reset my daughter's password and send it to me? she's traveling and I need to get into her account to send out the invitations"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "how do i reset my password? its been forever since i logged in"),
  visitor("payment", "how-much-does-it-cost", "is it actually free for couples or do you hit me with a paywall after i put my whole guest list in"),
  visitor("feature_question", "planning-quiz", "do i need to make an account to do the wedding style quiz thing?"),
  visitor("account", "wrong-account-kind", "signed up as a vendor by accident (I'm the bride 🙃). can't figure out how to switch it to a couple account", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "hey can you help me with something real quick"),
  vague("contributor", "it won't let me"),
  vague("vendor", "hi grace"),

  // Admins: the desk screen's own area.
  admin("venue_management", "admin-venue-claims", "how do I approve a venue claim? there's one from a guy saying he's the new owner of the Riverside Pavilion"),
  admin("account", "admin-users", "need to look up a user by email, a bride says she can't get in. where's that on the desk"),
];
