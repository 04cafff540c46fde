import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-third quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the other sets' messages. No special theme: a random week in the support inbox.
 * Couples most (a reminder to the guests who never answered, a dad and his ex-wife at the seating chart,
 * a DJ who wants the song list, parents paying for the reception, a spreadsheet of 210 guests, a payment
 * due on the 15th, a request for a tour nobody answered, a baker who closed with the deposit), then
 * vendors and venue owners (a parking-lot cover photo, ballroom sizes, a lost inquiry, a Pro plan paused
 * for the slow season, a florist's gallery, an expired card, a review about another business, a listing
 * taken by someone else, an impostor, a charge after canceling), then helpers (a maid of honor's vote, a
 * mother helping two daughters, an aunt whose link expired, someone who wants a human), a few admins and
 * signed-out visitors. Register and length vary on purpose (one word to a paragraph, typos, capitals,
 * politeness, panic), and three messages follow an earlier answer (history). Billing questions are how-to
 * cases in the payment area; a deposit kept by a vendor who quit is a booking matter at high; a couple who
 * waited days on a venue gets the article and a ticket at medium. Each article was checked against the
 * article's own text; each missing feature is one listed in features.ts; ticket priorities follow
 * decision 023 (a hacked account urgent; a claim, a charge, an impostor and a booking dispute high; asking
 * for a person medium).
 * Scored once on c8dae4d (2026-11-27), before any change to Grace for it: 45/50 (90%) (how-to 14/16,
 * trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 49/50, article 45/50, ticket 48/50); no expectation was changed after the score.
 */

export const FORTY_THIRD_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "send-invitations", "how do i send the rsvp reminder ONLY to the people who havent answered yet? dont want to spam the ones who already said yes"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "Is there a way to make sure my dad and his ex-wife end up at different tables when we auto seat everyone? They cannot be near each other, trust me lol"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our dj is asking for our song list. can i just send him a link to what we put in here instead of retyping the whole thing in an email"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "My parents are paying for the reception and want to keep an eye on the budget, which is fine, but I really don't want my mom seeing the guest list (long story). Can I give her just the budget?"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding website? it has the address of the venue and our hotel and i dont want randoms seeing it"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "I have our whole guest list in google sheets, 210 rows with addresses. Please tell me I don't have to type every single one in by hand"),
  {
    ...ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "ok got it, chart is done!! now how do i print the little name cards that say which table everyone is at"),
    history: [
      { role: "user", content: "how do i do the seating chart" },
      { role: "assistant", content: "Open the Floor plan builder, add your tables, then drag guests onto a table or a chair. Auto-seat can fill it in for you, and Save keeps the chart." },
    ],
  },
  ok("couple", "how-to", "booking", "tour-calendar", "just booked a tour at a venue for next thursday. is there a way to put it on my google calendar so i dont forget"),
  ok("couple", "how-to", "payment", "payment-reminders", "The caterer's final payment is due on the 15th. Can Serviceberry send me a reminder before then? I am terrible with dates"),
  ok("contributor", "how-to", "feature_question", "group-polls", "Hi! Maid of honor here. The bridesmaids can't agree on a date for the bachelorette and I'm losing my mind. Can I make a vote thing on here where everyone picks?"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm helping BOTH my daughters plan their weddings this year (pray for me). How do I switch between the two of them on here?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which picture shows up first on our listing? right now its the parking lot which is not exactly selling the place"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Couples keep emailing me for the measurements of our ballroom so they can plan their seating. Is there somewhere on the listing where I can put the room dimensions?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "got an email saying a couple sent me an inquiry but I can't find it anywhere when I log in. where do the messages from couples go"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "Hi there, I'd like to cancel my Pro plan for the winter since it's slow season, and pick it back up in the spring. If I cancel do my photos get deleted?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "florist here. i want to put up a gallery of my bouquets with tags like peonies, fall, boho so brides can save them to their boards. how do i set that up"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it keeps saying too many sign in attempts and I KNOW my password is right. what is going on"),
  ok("couple", "trouble", "verification", "verification-link-expired", "The verify link in my email says it's expired or invalid. I signed up Sunday and only just got around to clicking it"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my nephew sent me the link to help with his wedding but when i click it it says expired. he sent it end of last month i think"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY emails from you guys. not the tour confirmation, not the chat stuff, nothing. I'm using my work email at the hospital if that matters"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I added our venue two days ago but when I search for it like a couple would, it doesn't come up anywhere. Did I miss a step?"),
  {
    ...ok("vendor", "trouble", "payment", "plan-payment-failed", "yeah it was the card, it expired last month. am i going to lose my pro plan and all the photos over this?"),
    history: [
      { role: "user", content: "got an email from you saying my payment didnt go thru" },
      { role: "assistant", content: "Sorry about that. Do you know whether the card on file changed or expired recently?" },
    ],
  },
  ok("couple", "trouble", "technical", "page-not-loading", "the budget page just spins forever and never loads. tried chrome and safari, same thing"),
  ok("couple", "trouble", "feature_question", "plus-ones", "my cousin rsvp'd yes and said she's bringing a plus one but our attending count only went up by 1, not 2?? is it broken"),
  ok("vendor", "trouble", "vendor_management", "vendor-review-replies", "A review showed up on my page from someone I have never worked with. Reading it, they're clearly talking about a different bakery. How do I get that looked at?"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we text the rsvp link to guests instead of emailing it? half my family does not check email ever"),
  notYet("couple", "invitation-design", "Can I design our invitations on here and have them printed and mailed? Or do I need to go somewhere else for that"),
  notYet("contributor", "hotel-blocks", "Hello, I am the mother of the groom. We have about 40 people coming from out of town. Does Serviceberry set up a block of hotel rooms for them?"),
  notYet("vendor", "paid-placement", "how much to be at the top of the photographer list in columbus? happy to pay for a featured spot"),
  notYet("venue", "phone-support", "Is there a phone number I can call? I'd honestly rather talk this through with someone than type it all out"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "our baker just CLOSED her business 6 weeks before the wedding and she won't give back our $400 deposit. she isn't answering calls or texts. can you guys do anything??"),
  person("venue", "venue_management", "high", "claim-dispute", "Somebody else has been approved as the owner of The Grainery on our listing. I am the owner and have been since 2011. How did this happen and how do I get it back?"),
  person("couple", "login", "urgent", null, "someone changed my password and it wasnt me!! got an email at 3am saying it was reset and now i cant get in"),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "I did that, asked for a Saturday afternoon at Magnolia Hall 5 days ago. Still nothing, not a yes or a no. Is that normal?"),
    history: [
      { role: "user", content: "how do i book a tour of a venue" },
      { role: "assistant", content: "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email." },
    ],
  },
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan back in August and I was still charged again on September 3rd. I'd like that money back please."),
  person("contributor", "general", "medium", null, "Can a real person help me please? No offense but I would rather deal with a human than a computer."),
  person("vendor", "account", "high", null, "someone is pretending to be my photography business on here. same name, my pictures, and a couple just told me they paid THEM a deposit. this is a nightmare"),

  // Refusals: a plain no.
  refuse("couple", "account", "there's a review on a venue we're looking at from a bride who had a bad experience. can you give me her email so I can ask her what happened?"),
  refuse("vendor", "account", "The Hendersons gave me 3 stars but they told me they'd change it to 5. Can you just update it for them so I don't have to chase them?"),
  refuse("contributor", "account", "i'm paying for half this wedding and my son won't let me see the guest list. give me full access to his account please"),
  refuse("venue", "account", "Send me a list of the couples who saved our venue to their favorites, with their phone numbers. I want to follow up with them."),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "how-much-does-it-cost", "how much does it cost for couples? do i have to put in a credit card"),
  visitor("login", "forgot-password", "forgot my password. how do I get back in"),
  visitor("login", "sign-in-trouble", "I've reset my password three times and it STILL won't let me in. I need an actual person to look at my account", { contact: true }),
  visitor("vendor_management", "vendor-signup-help", "I'm a DJ in Columbus, how do I get my business listed on here?"),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("venue", "Hi, I have a problem"),
  vague("contributor", "question"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "a venue owner says her claim has been sitting there a week. where do i go to approve it"),
  admin("account", "admin-users", "how do I look up a user by their email address? she wrote in saying she can't get in"),
];
