import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-eighth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every
 * kind of account in rough proportion (couples most, then vendors, helpers and venue owners, two admins and
 * four signed-out visitors), how-to most, then trouble, then the rest; three conversations that follow an
 * earlier answer (a seating chart before place cards, a new website before its QR code, a sign-in answer
 * before "too many attempts"). Register and length vary on purpose: one-word asks, lowercase texts, a
 * father who wants no computer, a venue owner whose listing someone else now holds, a panicked couple
 * days from the wedding. Billing questions are how-to cases in the payment area; a deposit kept by a
 * vendor who quit is a booking matter at high; a couple who waited five days on a venue gets the article
 * and a ticket at medium; an admin's desk question takes the area of what the screen handles.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; a claim dispute, a billing
 * charge and a booking dispute high; a page that will not load urgent with "today"; asking for a person
 * medium). Scored once on 51dfb84 (2026-11-27), before any change to Grace for it: 47/50 (94%) (how-to
 * 16/16, trouble 9/9, missing-feature 5/5, escalation 5/7, refusal 3/4, signed-out 4/4, vague 3/3, admin
 * 2/2; parts: area 49/50, article 48/50, ticket 47/50); no expectation or message was changed after the
 * score.
 */

export const FIFTY_EIGHTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we already have our guest list in a google sheet (like 140 ppl). please tell me i dont have to type them all in one by one"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "My fiancé's parents are paying for the catering and the bar, and they want to keep an eye on the budget. Is there a way for them to see just the budget and not our whole guest list and everything else?"),
  ok("couple", "how-to", "booking", "cancel-tour", "need to move our tour at the lakeview place from saturday to sunday. how do i do that"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "whats the easiest way to get our song list to our dj?? he is not going to make an account for anything lol"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "Can we put a password on our wedding website? The schedule has the address of my parents' house where we're doing the after party and I don't want randoms seeing it."),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "how do i make sure my dad and my uncle rick do NOT end up at the same table. long story. we're using the auto seat thing"),
  ok("couple", "how-to", "account", "change-wedding-details", "We moved the wedding from October 2026 to May 2027. Where do I change the date so the countdown and everything else follow?"),
  {
    ...ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "ok done, everything is saved. can i print place cards from it too or do i need another site for that"),
    history: [
      { role: "user", content: "how do i make a seating chart" },
      { role: "assistant", content: "Open the Floor plan builder, pick the reception, add your tables, then drag guests onto a table or a chair. Save when you're done." },
    ],
  },
  {
    ...ok("couple", "how-to", "feature_question", "wedding-website-address", "got it published!! now where do I get a qr code to put on the invites"),
    history: [
      { role: "user", content: "how do we make a wedding website on here" },
      { role: "assistant", content: "Open Planning, then Wedding Website. The first draft is made from your wedding profile and guest list; pick a design, turn on the sections you want, save, then Publish." },
    ],
  },
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "just joined as a caterer. when a couple messages me through my profile where do i see it and answer them"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "got a new business debit card, how do i swap it in for my plus plan"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "Hi! I'm a florist and I noticed some vendors have a gallery with tags that brides can save to their boards. How do I make one of those for my shop?"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked if they could plan their table layout using our ballroom's real dimensions. Where would I enter the room measurements?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which photo shows first on our listing, right now it's the parking lot of all things"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "im the maid of honor, can i assign stuff to the other bridesmaids on here with due dates? or is that only something the bride can do"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "How do I stop the emails every time there's new stuff in the planning chat? Love my sister but my inbox is drowning"),

  // Trouble: something is not working, self-service first.
  {
    ...ok("couple", "trouble", "login", "locked-out", "caps lock is off and its the right email. now it says too many sign in attempts?? im on my phone rn and it works fine here"),
    history: [
      { role: "user", content: "cant log in on my laptop" },
      { role: "assistant", content: "I'm sorry you're stuck. Make sure you're using the email address you signed up with and that caps lock is off, since passwords are case-sensitive. You can also reset your password from the sign-in page." },
    ],
  },
  ok("couple", "trouble", "verification", "verification-link-expired", "i finally clicked the verify link from the email you sent last week and it says the link is invalid or expired. what now"),
  ok("couple", "trouble", "feature_question", "sending-limits", "Tried to send our invitations to all 230 guests and it says the send was refused. We only made the account Sunday, is that why??"),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "couples keep telling me they cant find me when they search photographers in Columbus. i can see my page fine when im logged in. whats going on"),
  ok("venue", "trouble", "venue_management", "venue-publish", "We finished setting up our listing last night but it doesn't show up when I look at Nashville venues in a different browser. Did I miss a step?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My daughter sent me a link to help with her wedding planning. I clicked it today and it says the invitation has expired. It has only been about 3 weeks."),
  ok("couple", "trouble", "technical", "emails-not-arriving", "not getting ANY emails from you guys. no tour confirmation, no nothing. i signed up with my work email if that matters"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio upload keeps failing on every single photo. theyre jpegs straight out of lightroom, around 30mb each"),
  ok("couple", "trouble", "feature_question", "inquiry-limits", "it won't let me send another message to the bakery, says I can try again later?? I just wanted to add that we need a gluten free tier"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we text the rsvp reminders instead of emailing them? half my family never opens their email"),
  notYet("couple", "hotel-blocks", "Does Serviceberry set up a block of hotel rooms for our out of town guests, or do we have to call the hotels ourselves?"),
  notYet("vendor", "paid-placement", "how much to be at the top of the DJ list in Cleveland? happy to pay for it"),
  notYet("contributor", "invitation-design", "I'm the mother of the groom and offered to handle the invitations. Can I design them and order printed ones through this site?"),
  notYet("venue", "availability-sync", "We keep every event on a Google calendar. Can Serviceberry read it so couples can see which dates we're already booked?"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our photographer just emailed us that she's closing her business and she is keeping our $800 deposit. wedding is in august. what do we do??"),
  person("venue", "venue_management", "high", "claim-dispute", "Our venue, The Grainery in Columbus, now shows somebody else as the owner on your site. We never sold it or gave anyone permission. The contact email on it is a gmail we don't recognize."),
  person("couple", "login", "urgent", null, "someone got into my account!! i got an email that my password was changed and it wasnt me"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Pro plan in March and got charged $49 again on April 3. I want that refunded."),
  person("couple", "booking", "medium", "tour-not-confirmed", "We asked Willow Creek Farm for a Saturday tour 5 days ago since none of their open times work for us. Still nothing, no confirm, no decline. We're running out of time to pick a venue"),
  person("contributor", "general", "medium", null, "Please have a real person from your team email me back. I'm the bride's father and I would rather not do this with a computer."),
  person("couple", "technical", "urgent", "page-not-loading", "the guest list page wont load, it just spins forever on chrome AND safari. wedding is saturday and the caterer needs final numbers today"),

  // Refusals: a plain no.
  refuse("couple", "account", "Can you tell me what the couple who booked our venue the weekend before us is paying? I think we got overcharged"),
  refuse("vendor", "account", "can you send me the emails of the couples who saved my profile? want to follow up with them"),
  refuse("contributor", "account", "can you just switch me to edit on my son's wedding budget? he keeps forgetting to do it and I'm paying for half of it"),
  refuse("venue", "account", "Please give my assistant admin access on Serviceberry. She handles our listing and it would be easier if she could approve things herself."),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "hi i forgot my password and cant get in. how do i reset it?"),
  visitor("feature_question", "which-cities", "are you guys in louisville or only ohio"),
  visitor("payment", "how-much-does-it-cost", "Is it actually free for couples or is it a free trial and then you start charging my card?"),
  visitor("account", null, "someone made an account pretending to be me and is messaging vendors with my name. i never signed up for your site. who do i contact", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("vendor", "having an issue"),
  vague("contributor", "Hi Grace, I have a question about something"),

  // Admins: the area of what the desk screen handles.
  admin("venue_management", "admin-venue-claims", "there's a claim on a venue in cleveland that's been sitting for 3 days. where do i approve it"),
  admin("account", "admin-users", "a couple emailed us saying they can't get in. how do i look up their account by email?"),
];
