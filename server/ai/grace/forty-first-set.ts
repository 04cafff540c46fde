import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-first quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No special theme: a random week in the support
 * inbox, with every kind of account in realistic proportions (couples most, then vendors and venue owners,
 * then helpers, a few admins and signed-out visitors). A couple moving a tour, a bride whose mom should see
 * the guest list but not the budget, a maid of honor ticking off a task, a groom's dad who sees no budget, a
 * venue whose cover photo is the parking lot, a photographer with 40 MB exports, a florist who wants a
 * tagged gallery, a caterer who quit with the deposit, a venue whose claim was turned down, a seating page
 * gone white the night before the rehearsal, and people asking for things Serviceberry does not do. Three
 * are conversations (history). Register and length vary on purpose (two words to a paragraph, typos,
 * lowercase, panic, politeness). Billing questions are how-to cases in the payment area; a deposit kept
 * by a vendor who quit is a booking matter at high; days without an answer from a venue get the article
 * and a ticket at medium; a blank page is urgent with "tomorrow"; a hacked account urgent.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; admin questions take the area of what the desk screen handles.
 * Scored once on 58a369d (2026-11-27), before any change to Grace for it: 43/50 (86%) (how-to 12/16,
 * trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 49/50, article 44/50, ticket 48/50); no expectation was changed after the score.
 */

export const FORTY_FIRST_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "seating-chart", "ok so how do i actually make the seating chart?? like where do i put people at tables"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "How do I add my mom so she can help with the guest list? I don't want her seeing the budget though."),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "do yall do wedding websites? we were going to use the knot but if it's on here I'd rather keep everything in one spot"),
  ok("couple", "how-to", "booking", "cancel-tour", "We need to move our tour at Rosewood Hall from this Saturday to next weekend. How do I change it?"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our dj wants our song list. is there a way to just send him a link instead of typing it all out in an email"),
  ok("couple", "how-to", "account", "change-wedding-details", "we moved the wedding from october to may 2027 (long story lol). where do i change the date so the countdown isnt wrong"),
  ok("couple", "how-to", "payment", "deposits", "is there a way to pay our photographer's deposit through serviceberry or do I pay her directly?"),
  {
    ...ok("couple", "how-to", "feature_question", "guest-addresses", "ok perfect. can they also give us their mailing address somehow? we still need addresses for the invitations"),
    history: [
      { role: "user", content: "how do guests rsvp" },
      { role: "assistant", content: "Each guest gets a personal RSVP link, so nobody needs an account to reply, and your guest list updates as soon as they answer." },
    ],
  },
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "Im getting emails every few hours about the wedding group chat. love my sister but how do I turn these off"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "my sister (the bride) gave me a task on here to call the bakery. I did it. how do I tick it off so she knows its done"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do I change which photo shows up first on our listing? right now it's a picture of the parking lot lol"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked whether our ballroom's dimensions are on the site so they can lay out their tables. Where would I put the room measurements?"),
  ok("venue", "how-to", "payment", "vendor-plans", "how many pics can we put on our venue page for free vs if we pay"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Where do I see the messages couples send me and reply to them?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "need to update the card on our Plus plan, the old one expired last month"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "I'm a florist. I'd love a gallery of my arrangements with tags like peonies or bridal bouquet that couples can browse and save. is that a thing here?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it keeps saying too many attempts try again later. i only typed my password wrong like 4 times because my phone kept autocorrecting it"),
  ok("couple", "trouble", "verification", "verification-link-expired", "clicked the verify link in my email from last week and it just says invalid or expired"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "Hi, I'm the groom's father. I accepted the invitation my son sent but I can only see the timeline. No budget at all. I'm paying for the rehearsal dinner so I was supposed to be able to see it."),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio upload keeps failing. they're jpg exports straight out of lightroom, around 40mb each"),
  ok("couple", "trouble", "feature_question", "sending-limits", "it won't let me send the invitations, says something about a sending limit?? we only made the account on monday"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "I never get any emails from Serviceberry. Not the payment reminders, nothing. Already checked spam."),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "my business page shows up fine when I'm logged in but my friend says she can't find it anywhere on the site"),
  ok("venue", "trouble", "venue_management", "venue-tour-slots", "couples keep booking tours on saturdays when we have a wedding going on. how do I stop that from happening"),
  {
    ...ok("couple", "trouble", "feature_question", "spotify-reconnect", "did that last month, now it keeps saying reconnect?? are all our songs gone"),
    history: [
      { role: "user", content: "how do we hook up spotify to the music page" },
      { role: "assistant", content: "On your Wedding music page, the Spotify section has a Connect Spotify button: agree on Spotify and you're brought back to your plan." },
    ],
  },

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we text the rsvp reminders instead of emailing them? half my family never checks email"),
  notYet("couple", "hotel-blocks", "Does Serviceberry set up room blocks with hotels near the venue? We have a ton of out of town guests coming."),
  notYet("vendor", "paid-placement", "what does it cost to get bumped to the top of the photographer list in nashville? like a featured spot"),
  notYet("venue", "phone-support", "is there a phone number I can call for support? I'd rather talk this through than type it all out"),
  notYet("contributor", "invitation-design", "bride asked me to handle the invitations. can I design them on here and order prints?"),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "our caterer just texted that they're closing the business and won't be doing our wedding in august. they have our $2,500 deposit and now they won't answer. please help"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked Willow Creek Farm for a tour time on the 3rd and it's now the 9th. No confirmation, no decline, nothing. Their phone goes straight to voicemail."),
  {
    ...person("vendor", "payment", "high", "refund-request", "I did that back in March. I still got charged again on April 2nd. I want that refunded please"),
    history: [
      { role: "user", content: "how do I cancel my plan" },
      { role: "assistant", content: "Open your vendor dashboard: on the Your plan card, Cancel plan stops the renewal, and your plan keeps working until the end of the period you paid for." },
    ],
  },
  person("venue", "venue_management", "high", "claim-dispute", "Our claim on The Gilded Barn got rejected?? I'm the owner, my name is literally on the deed. What do I do now"),
  person("couple", "login", "urgent", null, "someone got into my account!! half my guest list is deleted and I got an email saying my password was changed and it wasnt me"),
  person("contributor", "general", "medium", null, "Is there a real person I could speak with? I've read the help pages and I'm still confused."),
  person("couple", "technical", "urgent", "page-not-loading", "the seating chart page is just white. tried chrome and safari. rehearsal is tomorrow and I need to print the place cards tonight"),

  // Refusals: a plain no.
  refuse("vendor", "account", "can you give me the email of the couple who left me a review? there's no name on it and I want to reach out to them"),
  refuse("venue", "account", "Can you make my account an admin so I can approve our own claim? It's taking forever."),
  refuse("contributor", "account", "I'm the groom's mother. Can you tell me how much the bride's parents are putting into the budget? She won't share it with me."),
  refuse("couple", "account", "can you send me the guest list of the couple getting married at our venue the weekend before us? we have a lot of the same friends and want to avoid inviting people twice lol"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password and im on my phone. how do i reset it"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch"),
  visitor("venue_management", "list-a-venue", "I own an event barn outside Columbus. How do I get it on your site?"),
  visitor("vendor_management", "claim-dispute", "I run a bakery in Cleveland and someone already claimed my business listing on your site before I could. I don't even have an account yet. who do I talk to", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("vendor", "hi there, can you help me with something"),
  vague("contributor", "i'm lost"),

  // Admins: the area of what the desk screen handles.
  admin("venue_management", "admin-venue-claims", "where do I go to approve the pending venue claims? a couple have been sitting there since last week"),
  admin("account", "admin-users", "need to look someone up by their email, a vendor says they can't get in. where's the user search"),
];
