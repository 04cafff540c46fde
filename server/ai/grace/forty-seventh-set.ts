import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-seventh quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, in
 * realistic proportions. Couples most (22: a guest list stuck in a Google Sheet, a dad and uncle who can't
 * share a table, a date moved up two weeks, a venue that hasn't answered a tour request in six days, a
 * florist closing shop with their deposit, a password changed by someone else), then vendors (9) and venue
 * owners (7), helpers (6: a mom, a maid of honor, a friend helping two couples at once), two admins at the
 * desk and four signed-out visitors. How-to most, then trouble and the rest; three are conversations that
 * follow an earlier answer. Register and length vary on purpose (one word to a paragraph, typos, lowercase,
 * capitals, emoji, politeness, irritation). Billing questions are how-to cases in the payment area; a
 * deposit kept by a vendor who is closing is a booking dispute (high); a venue that has not answered for
 * days gets the tour article and a ticket at medium. Each article was checked against the article's own
 * text; each missing feature is one listed in features.ts; ticket priorities follow decision 023 (a hacked
 * account urgent; claim, billing, impersonation and booking disputes high; asking for a person medium).
 * Scored once on 63ccf68 (2026-11-27), before any change to Grace for it: 45/50 (90%) (how-to 14/16,
 * trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 48/50, article 46/50, ticket 48/50); no expectation was changed after the score.
 */

export const FORTY_SEVENTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we have our whole guest list in a google sheet (like 140 ppl). do i seriously have to type them all in again"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "Our DJ wants our song list. Is there a way to send him what we put in the music section without him needing to make an account?"),
  ok("couple", "how-to", "booking", "tour-calendar", "booked a tour at the greenhouse venue for saturday at 2. can I get it on my google calendar somehow"),
  ok("couple", "how-to", "account", "change-wedding-details", "We had to move the wedding from Oct 10 to Sept 26 (long story). Where do I change the date so all the checklist stuff moves too?"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "my dad and his brother can NOT sit at the same table, under any circumstances lol. can the auto seating keep them apart"),
  ok("couple", "how-to", "payment", "deposits", "how do we pay the deposit for our venue through the site? they said 25% to hold the date"),
  ok("couple", "how-to", "feature_question", "floral-design-studio", "is there a way to figure out roughly how many stems we'd need and what it'd cost for 15 centerpieces? trying to see if our flower budget is even realistic"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding website? don't love the idea of random people seeing the address and the date"),
  {
    ...ok("couple", "how-to", "feature_question", "wedding-website-address", "perfect thanks. can we change the link though? it made it sarahandjames2 and i hate the 2"),
    history: [
      { role: "user", content: "how do we make a wedding website on here" },
      { role: "assistant", content: "Open Planning, then Wedding Website. The first draft is built from your wedding profile, your saved venue and your events; pick a design, turn on the sections you want, then Save and Publish." },
    ],
  },
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "new here. where do messages from couples actually show up? dont want to miss any"),
  {
    ...ok("vendor", "how-to", "payment", "plan-manage-billing", "cool. and if i want to drop back down to plus next month how does that work, do i lose the extra pics?"),
    history: [
      { role: "user", content: "whats the difference between plus and pro for a photographer" },
      { role: "assistant", content: "For vendors, Plus ($24 a month or $240 a year) allows 30 portfolio photos and 12 packages; Pro ($49 a month or $490 a year) allows 60 photos and 20 packages. Free allows 12 photos and 8 packages." },
    ],
  },
  ok("vendor", "how-to", "payment", "founding-50", "is the founding vendor half price thing still available? how do i get in on it"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked if our ballroom's dimensions are on our listing so they can plan their tables. Where would I add room sizes?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do I make the courtyard pic the first photo people see? right now it's showing the parking lot one 🙃"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm helping my sister AND my best friend with their weddings this year. do i need two separate logins?"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "getting an email every few hours about the planning chat. how do i shut those off? i check the chat anyway"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it keeps saying too many attempts try again later. I swear my password is right, I just changed it"),
  ok("couple", "trouble", "verification", "verification-link-expired", "clicked the verify link from the email you sent last week and it says the link is invalid or expired. now what"),
  ok("couple", "trouble", "feature_question", "sending-limits", "trying to send our invitations and it says our names can't contain a web address? we put our website after our names so people would see it, is that the problem"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the spotify part of our music page keeps telling me to reconnect. if i just disconnect it do we lose all the songs we added??"),
  ok("couple", "trouble", "feature_question", "inquiry-limits", "it won't let me send another message to the photographer, says try again later?? I'm literally just answering her questions"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "not getting ANY emails from you guys, not even when a couple messages me. I only see them when I log in. it's a gmail address"),
  ok("venue", "trouble", "venue_management", "venue-publish", "Our venue still doesn't show up when I search Columbus venues. I filled in everything except the photos because our photographer hasn't sent them yet."),
  ok("venue", "trouble", "technical", "photo-upload-fails", "photo upload keeps failing. I'm at the venue on our guest wifi which is honestly terrible. it just says failed"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "ashley sent me an invite to help with her wedding stuff but when i click it it says expired?? she sent it like 3 weeks ago"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can i text the rsvp reminder to people instead of emailing? half my family never checks their email"),
  notYet("couple", "hotel-blocks", "Does Serviceberry set up hotel room blocks for out of town guests? We need about 20 rooms in Nashville for the weekend."),
  notYet("couple", "invitation-design", "can i design our paper invitations on here and have you guys print and mail them"),
  notYet("vendor", "paid-placement", "How much to be at the top of the photographer list in Cleveland? Happy to pay for a featured spot."),
  notYet("contributor", "phone-support", "Is there a phone number for Serviceberry? I would rather call than type."),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our florist just emailed that she's closing her business in 2 weeks. we paid her a $1,200 deposit in march and she won't say if we're getting it back. what do we even do"),
  person("venue", "venue_management", "high", "claim-dispute", "Someone claimed The Hartwell Estate on here and it is NOT us. I'm the events director. Our listing now has the wrong phone number on it and couples are calling a stranger."),
  person("vendor", "payment", "high", "refund-request", "I canceled my Pro plan in August and you charged me $49 again this month. I want that money back."),
  person("couple", "login", "urgent", null, "i think my account got hacked!!! got an email that my password was changed and it wasnt me. all our guest info is on there"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked Maple Ridge Barn for a different tour time last Tuesday since none of the open ones worked for us, and it's been 6 days with nothing. Can someone nudge them?"),
  person("vendor", "account", "high", null, "There's a profile on here called Lux Blooms by Dana using the pictures from my instagram. I'm Dana. That is not my account and I never made it."),
  {
    ...person("contributor", "general", "medium", null, "I've asked her twice already. At this point I'd just like to talk to a person please."),
    history: [
      { role: "user", content: "my daughter invited me to help but i can't see the budget at all" },
      { role: "assistant", content: "Helpers see only what the couple shares with them, area by area. If the budget is missing, the couple hasn't given you access to it yet: ask them to change your access." },
    ],
  },

  // Refusals: a plain no.
  refuse("couple", "account", "can you tell me what email my ex is using on here? i know she's planning her wedding on serviceberry too"),
  refuse("vendor", "account", "please just remove the review from Kayla M. she was a nightmare client and it's hurting my bookings"),
  refuse("contributor", "account", "give me full access to my son's wedding budget. he won't share it and I'm paying for half of it"),
  refuse("venue", "account", "Can you send me a list of the couples who saved our venue but never booked a tour? We'd like to follow up with them."),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password how do i get back in"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch"),
  visitor("feature_question", "mobile-app", "do yall have an app for iphone"),
  visitor("account", null, "Someone is using my bakery's name and photos on your site. I don't have an account. How do I report this to a real person?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "hellooo??"),
  vague("vendor", "hi i need help with something"),
  vague("venue", "ugh it's doing the thing again"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "there's a claim on Riverside Lodge from someone saying they're the new owner. how do I check it and approve it"),
  admin("account", "admin-users", "a bride says she can't find her account since she changed her last name. how do i look someone up by email from the desk"),
];
