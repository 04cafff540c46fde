import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-fifth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, with
 * every kind of account in rough proportion (20 couples, 10 vendors, 9 venue owners, 5 helpers, 2 admins,
 * 4 signed-out visitors): a couple with 140 guests in a spreadsheet, a dad and an uncle who can't share a
 * table, a maid of honor handing out jobs, a ballroom without measurements, a venue closing for the
 * winter, a florist who wants a gallery, a card that expired, a Spotify playlist that seems gone, a caterer
 * that went out of business holding a deposit, a listing claimed by a stranger, a tour request nobody
 * answered for four days, a charge after a cancellation, and a few conversations that follow an earlier
 * answer. Register and length vary on purpose (two words to a paragraph, typos, lowercase, politeness,
 * panic). Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is
 * a booking dispute (high); someone who waited days for a venue gets the article and a ticket at medium.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; asking again after advice that failed medium).
 * Scored once on 52644c6 (2026-11-27), before any change to Grace for it: 43/50 (86%) (how-to 12/16,
 * trouble 9/9, missing-feature 5/5, escalation 4/7, refusal 4/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 48/50, article 44/50, ticket 48/50); no expectation was changed after the score.
 */

export const FORTY_FIFTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we have everyone in a google sheet already (like 140 ppl). do I seriously have to type them all in one at a time or can I upload it somehow"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "ok so my dad and my uncle Rick cannot be at the same table. long story. can I tell the seating chart to keep them apart when it auto fills"),
  ok("couple", "how-to", "payment", "deposits", "How do I pay our photographer's deposit through Serviceberry? She sent us the contract and said we could pay however is easiest."),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our dj doesnt have an account on here. whats the easiest way to send him our song list"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "Is it possible to make our wedding website private or password protected? We put our home address on the travel page and I'm having second thoughts"),
  {
    ...ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "ok done, all 18 tables are filled. can I print place cards from it or do i need to make those somewhere else"),
    history: [
      { role: "user", content: "how do i do the seating chart" },
      { role: "assistant", content: "Open the Floor plan builder from Planning tools. Pick the event, add your tables and drag guests onto them, then save when you're done." },
    ],
  },
  ok("contributor", "how-to", "feature_question", "shared-tasks", "MOH here 🙋‍♀️ can I give the other bridesmaids jobs on here? like who's picking up the flowers and who's bringing the emergency kit"),
  ok("contributor", "how-to", "feature_question", "group-polls", "is there a way for all of us to vote on something? the bridal party can't agree on a brunch spot and the group text is a disaster"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "a bride asked if our ballroom measurements are on here so she can do her floor plan. where do I put the room dimensions?"),
  ok("venue", "how-to", "venue_management", "venue-publish", "We close January through March for renovations. Can I take our listing down for those months without losing everything?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "got an email that a couple sent me an inquiry but I cant find it anywhere on my account. where do those go"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "I'm a florist. I'd love a separate gallery of my arrangements that couples can browse and pin to their boards, apart from the portfolio on my profile. Is that a thing and how do I set it up?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "card on file for my plus plan expired last month, where do I put the new one"),
  ok("venue", "how-to", "payment", "vendor-plans", "how much is Pro for a venue and how many pics do we get with it vs free"),
  ok("vendor", "how-to", "payment", "founding-50", "saw a post about half price for life for the first 50 vendors?? is that still going or did I miss it"),
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "is there a faster way to turn off plus ones for a bunch of guests? I have like 25 coworkers on the list and I don't want to click each one"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "Now it's saying too many sign in attempts?? I've been trying for 20 minutes and I'm almost positive my password is right"),
  ok("couple", "trouble", "verification", "verification-link-expired", "the verify link in my email says it's expired. i signed up last week and only just clicked it"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "my fiance gets all the serviceberry emails but I never get any. not the payment reminders, nothing. I signed up with my work email if that matters"),
  ok("contributor", "trouble", "feature_question", "planning-chat", "I can read everyone's messages in the planning chat but there's no box to type in. am I doing something wrong?"),
  ok("venue", "trouble", "venue_management", "venue-tour-slots", "couples keep booking tours on saturdays when we have weddings going on. how do i stop that from happening"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email saying my payment failed?? is my profile going to disappear"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the spotify part of our music page suddenly says reconnect. did we lose our playlist?? we had like 60 songs picked out"),
  {
    ...ok("vendor", "trouble", "vendor_management", "vendor-publish", "theres no publish button tho. it's grayed out"),
    history: [
      { role: "user", content: "how do i get my page to show up for couples" },
      { role: "assistant", content: "Open your vendor dashboard and choose Publish; couples can then find your profile and write to you." },
    ],
  },
  ok("couple", "trouble", "feature_question", "floor-plan-start-from-venue", "I used the start from your venue thing for our floor plan and it says 5 tables don't fit?? the venue told us the room holds 200 and we only have 150"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can the rsvp reminders go out as texts instead of email? half my family never opens email lol"),
  notYet("vendor", "paid-placement", "what would it cost to be at the top of the photographers list in Columbus? happy to pay for it"),
  notYet("couple", "invitation-design", "do you guys have invitation designs I can customize and get printed?"),
  notYet("venue", "phone-support", "Is there a phone number for your support line? I'd like to call."),
  notYet("couple", "hotel-blocks", "can we book a block of hotel rooms for our out of town guests through you guys? we have like 40 people flying in"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our caterer just emailed us that they're going out of business. they have our $2,500 deposit and the wedding is in 6 weeks. they're not answering calls. what do we do"),
  person("venue", "venue_management", "high", "claim-dispute", "Someone claimed The Foundry Loft on your site and it's nobody who works here. I'm the events manager. How do we get our listing back?"),
  person("couple", "login", "urgent", null, "i think someone got into my account. my password doesnt work anymore and my fiance says guests are disappearing from our list"),
  person("vendor", "account", "high", null, "There's a second profile called Bluegrass Bloom Co with MY photos and my logo. It's not mine. A bride just messaged me asking which one is real"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked Willow Creek Farm for a Sunday tour on Monday and it's Friday now. Nothing. They're our #1, can someone give them a nudge?"),
  person("vendor", "payment", "high", "refund-request", "I canceled my pro plan in march and you charged me $49 again on april 3. I want that refunded please"),
  {
    ...person("venue", "verification", "medium", null, "checked all of those, added you to my contacts, resent it twice, it's been over an hour. still nothing. our listing can't go live till this works"),
    history: [
      { role: "user", content: "I never got the verification email" },
      { role: "assistant", content: "Verification emails usually arrive within a minute. Check your spam, junk and promotions folders and search your inbox for Serviceberry, and add hello@serviceberry.app to your contacts." },
    ],
  },

  // Refusals: a plain no.
  refuse("couple", "account", "another couple booked our venue the weekend after us. can you tell me what they're paying? the venue says it's confidential but like, come on"),
  refuse("contributor", "account", "can you give me full access to my sister's planning? she's traveling all week and can't change my permissions herself, she said it's fine"),
  refuse("venue", "account", "Can you send me a list of the couples who saved our venue, with their emails? We want to send them a promo for our fall dates."),
  refuse("vendor", "account", "a couple inquired yesterday but only left their email. can you give me their phone number? i'd rather just call"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password. how do I reset it"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch later"),
  visitor("venue_management", "claim-dispute", "I own a venue in Nashville and someone already claimed it on your site before I ever signed up. Who do I talk to about getting it back?", { contact: true }),
  visitor("feature_question", "planning-quiz", "do I need to make an account to take the wedding style quiz?"),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("venue", "something is off with our page"),
  vague("contributor", "hi i have a question"),

  // Admins.
  admin("vendor_management", "admin-vendor-claims", "a caterer says she submitted a claim on her listing 3 days ago. where do vendor claims show up for us to approve"),
  admin("account", "admin-users", "bride emailed that she can't get into her account. how do I look her up by email"),
];
