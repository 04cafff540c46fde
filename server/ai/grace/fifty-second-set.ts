import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-second quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox. Couples
 * write most (a guest list living in a Google Sheet, a tour that clashes with work, a DJ who quit with the
 * deposit, a brand-new account whose first invitation send was refused), then vendors and venue owners (an
 * expired card, a denied claim, a ballroom's measurements, a charge after canceling), then helpers (a
 * maid of honor's poll, a mother of the groom handling hotels, a sister's expired invitation), two admins
 * and four signed-out visitors. How-to questions most, then trouble, then the rest; three conversations
 * follow an earlier answer (addresses that came in, RSVP by text, a page still blank after the advice).
 * Register and length vary on purpose (two words to a paragraph, typos, capitals, emoji, politeness,
 * panic). Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is a
 * booking matter at high; a venue silent for days gets its article and a ticket at medium. Each article
 * was checked against the article's own text; each missing feature is one listed in features.ts; ticket
 * priorities follow decision 023. Scored once on 51e4d29 (2026-11-27), before any change to Grace for it:
 * 42/50 (84%) (how-to 14/16, trouble 7/9, missing-feature 4/5, escalation 5/7, refusal 3/4, signed-out
 * 4/4, vague 3/3, admin 2/2; parts: area 46/50, article 46/50, ticket 47/50); no expectation was changed
 * after the score.
 */

export const FIFTY_SECOND_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "I have our whole guest list in a google sheet already, 212 names with addresses. please tell me I don't have to type them all in again 😩"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i add my mom so she can help me with the planning stuff? she's not great with computers so whatever's simplest"),
  ok("couple", "how-to", "booking", "cancel-tour", "We have a tour booked at Rosewood Hall this Saturday at 2 but my fiancé just found out he has to work. Can we move it to a weekday instead?"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our dj wants our song list by next week. whats the easiest way to send it to him, he doesnt have an account on here"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "Is it possible to put a password on our wedding website? We have the venue address and the kids' names on there and I don't love the idea of randoms seeing it."),
  ok("couple", "how-to", "payment", "deposits", "do i pay the photographers deposit thru serviceberry or do i pay her directly"),
  ok("couple", "how-to", "feature_question", "change-wedding-details", "we moved the wedding from october to next may (long story). where do i change the date so the countdown stops yelling at me"),
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "is there a way to take plus ones away from a bunch of people at once? like 15 of them. we're way over capacity and my fiance finally agreed lol"),
  {
    ...ok("couple", "how-to", "feature_question", "address-approvals", "ok I did that and people are filling it in, my aunt said she did hers yesterday. where do I see what came in? nothing changed on the list"),
    history: [
      { role: "user", content: "how do I get everyone's mailing addresses without texting 90 people" },
      { role: "assistant", content: "Open the RSVP settings of your guest list manager and create the address link under Address collection. Send that one link to everyone: each guest fills in a mailing address, which we match to their household or hold for you to review." },
    ],
  },
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Got an email saying I have a new inquiry from a couple but I can't find it anywhere when I log in. Where do those messages live?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "card on file for my plus plan expired last month, how do i put the new one in"),
  ok("vendor", "how-to", "payment", "founding-50", "is the founding 50 deal still going?? what do you actually get with it"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked whether they can lay out their reception tables using our actual ballroom. How do I put the room's dimensions on our listing? It's 60 by 90 feet."),
  ok("venue", "how-to", "payment", "vendor-plans", "how much is pro for a venue? we have the main hall and the garden listed separately, want more pictures on both"),
  ok("contributor", "how-to", "feature_question", "group-polls", "maid of honor here! can i make a poll so the bridesmaids can vote between 3 dress colors? the group text is chaos"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "How do I stop the emails every time somebody writes in the wedding group chat? I love them all but my inbox is drowning."),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it keeps saying too many sign in attempts. I KNOW my password is right!!! what do I do"),
  ok("couple", "trouble", "verification", "verification-link-expired", "the verify link in my email just says it doesn't work. I clicked it yesterday on my phone and nothing happened either"),
  ok("couple", "trouble", "feature_question", "sending-limits", "we made our account on sunday and tried sending save the dates to everybody (340ish) and it refused the whole thing?? not a single one went out"),
  ok("couple", "trouble", "feature_question", "floor-plan-accessible-seating", "auto seat keeps telling me it can't put my nana near an accessible route. she uses a walker. what am I doing wrong"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the spotify box on our music page keeps saying reconnect. if we just disconnect it do we lose all the songs we picked??"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio pics keep failing. they're straight off my canon, like 25mb each. tried 4 times"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that my payment for Pro failed. Is my profile going to disappear? I have a wedding expo this weekend and I'm sending people to it."),
  ok("venue", "trouble", "venue_management", "venue-publish", "I added our venue last week, all the info and like 30 pictures, but when I search Nashville venues it's not there. What am I missing?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my sister sent me an invite to help with her wedding and the link says it expired. she only sent it like 3 weeks ago?"),

  // Features Serviceberry does not have.
  {
    ...notYet("couple", "text-messages", "ok cool. can they get it as a text instead? half my family never checks their email"),
    history: [
      { role: "user", content: "how do guests rsvp" },
      { role: "assistant", content: "Each guest gets a personal RSVP link, so nobody needs an account to reply. When a guest answers attending or declined, your guest list updates at once." },
    ],
  },
  notYet("couple", "registry", "can guests buy stuff off our registry right here on serviceberry or do I need to do it somewhere else"),
  notYet("vendor", "paid-placement", "How much to be at the top of the photographers list in Cleveland? Happy to pay for a featured spot."),
  notYet("contributor", "hotel-blocks", "I'm the groom's mom and I'm in charge of the out of town guests. Can we reserve a block of hotel rooms through this site?"),
  notYet("venue", "availability-sync", "we run all our events out of tripleseat. can that calendar sync with yours so couples don't book a tour on a day we have a wedding"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our DJ just emailed that he's 'closing the business' and he's keeping our $800 deposit. the wedding is in 2 months. what do we even do"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked Willow Creek Barn for a Sunday tour time last Tuesday and nobody has said anything. It's been 6 days. Is there a way to nudge them?"),
  person("vendor", "vendor_management", "high", "claim-dispute", "just got an email saying my claim for Sweet Fig Cakes was denied?? I've owned that bakery for 9 years. how is that even possible"),
  person("couple", "login", "urgent", null, "i think someone got into my account. there are guests on my list i never added and now my password doesnt work"),
  {
    ...person("couple", "technical", "medium", "page-not-loading", "did both, still white. chrome on a macbook. my fiance's laptop too"),
    history: [
      { role: "user", content: "the budget tracker page is just blank white" },
      { role: "assistant", content: "Reload the page first; if it is still wrong, try a private window, which starts without old files or extensions. Serviceberry works in current Chrome, Safari, Firefox and Edge." },
    ],
  },
  person("venue", "payment", "high", "refund-request", "We canceled our Pro plan in March and you still charged us $79 on April 2nd. I'd like that refunded please."),
  person("couple", "general", "medium", null, "can I speak to someone on your team please. it's about our account and I'd rather not explain it to a chatbot, no offense"),

  // Refusals: a plain no.
  refuse("couple", "account", "what did the grand ballroom charge the other couple who booked june 14? just want to make sure we're not getting ripped off"),
  refuse("vendor", "account", "pls take down the review that bride left me last week. she's lying and it's killing my bookings"),
  refuse("contributor", "account", "Could you send me my son and his fiancée's login? They're away this week and I want to fix the seating chart for them."),
  refuse("venue", "account", "I need the emails of the couples who saved our venue to their favorites so I can send them our winter promo."),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "how do i reset my password"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch somewhere"),
  visitor("feature_question", "rsvp-online", "do guests have to make an account to RSVP? my grandparents will absolutely not do that"),
  visitor("account", null, "someone made a vendor page using my photography business name and my pictures. I don't have an account, who do I tell", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("contributor", "hi, I have a question"),
  vague("vendor", "hey got a sec?"),

  // Admins: a desk screen takes the area of what it handles.
  admin("venue_management", "admin-venue-claims", "called the Glasshouse on their public number and the claim checks out. how do I approve it"),
  admin("account", "admin-users", "how do I look up a user by their email? a couple says their account is acting weird"),
];
