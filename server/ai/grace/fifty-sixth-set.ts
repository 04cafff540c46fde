import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-sixth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every
 * kind of account in rough proportion (21 couples, 10 vendors, 6 venue owners, 7 helpers, 2 admins and 4
 * signed-out visitors). A groom's side with 8 groomsmen who all get plus-ones, a couple who moved their
 * date, an aunt whose name the website RSVP can't find, a maid of honor handing out tasks, a grandmother
 * who wants a person, a florist building a gallery, a photographer whose card expired, a venue closing for
 * renovations, a caterer that shut down holding a deposit, a venue that has not answered a tour request
 * in five days, and visitors who cannot get in or were let down by a vendor. Register and length vary on
 * purpose; three messages follow an earlier answer (history). Billing questions are how-to cases in the
 * payment area; a deposit kept by a vendor that quit is a booking matter, escalated high; waiting days on a
 * venue gets the article and a ticket at medium. Each article was checked against the article's own
 * text; each missing feature is one listed in features.ts; ticket priorities follow decision 023 (a
 * hacked account urgent; a rejected claim, billing and booking disputes high; a blank page urgent with
 * "today"; asking for a person medium).
 * Scored once on 6501521 (2026-11-27), before any change to Grace for it: 44/50 (88%) (how-to 13/16,
 * trouble 7/9, missing-feature 5/5, escalation 6/7, refusal 4/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 48/50, article 46/50, ticket 49/50); no expectation was changed after the score. (The date
 * change was expected under feature_question, as a planning tool; account is a defensible reading too,
 * since the wedding profile sits under My Account.)
 */

export const FIFTY_SIXTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing.
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "is there a way to give a bunch of people a plus one at once? my fiance wants all 8 groomsmen to get one and clicking each one is killing me"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "I have our whole guest list in a google sheet already (like 210 people). do I really have to type it all in again??"),
  ok("couple", "how-to", "feature_question", "change-wedding-details", "we moved the wedding from Oct 12 to Sept 28. where do I change the date so the countdown and everything updates"),
  {
    ...ok("couple", "how-to", "feature_question", "share-music-with-dj", "ok got them all in. now how do i get the list to our dj? he doesn't want to make an account for anything"),
    history: [
      { role: "user", content: "where do we put the songs we want for the reception" },
      {
        role: "assistant",
        content:
          "Open Wedding music from your dashboard. Each moment of the day has its own list (processional, cocktail hour, first dance, last dance and more), plus a must-play and a do-not-play list. Add a song by its title and artist, or paste a Spotify track link.",
      },
    ],
  },
  ok("couple", "how-to", "booking", "book-venue-tour", "we want to go see The Glasshouse in Columbus, preferably a saturday morning. how do we set up a visit"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "my dad is paying for the bar + catering and wants to see the budget. I do NOT want him in the guest list (long story lol). can I do just the budget?"),
  ok("couple", "how-to", "payment", "deposits", "do i pay the photographers deposit thru serviceberry or directly to her?"),
  ok("couple", "how-to", "feature_question", "floor-plan-start-from-venue", "can the seating chart use the actual room at our venue? we saved the venue already, I just don't want to draw the whole room from scratch"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding website?? our address is on it and I don't want randos seeing it"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "I'm the maid of honor. Is there a way to give the other bridesmaids jobs through here, like who's picking up the favors and who's doing the welcome bags, with due dates?"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do I stop the emails about the planning chat? I get one every few hours and I'd rather just check the chat myself"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "florist here. I want a gallery of my bouquets that couples can scroll through and save to their boards, separate from my portfolio. where do I set that up"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "my card on file expired, where do i put the new one for my plus subscription"),
  ok("vendor", "how-to", "payment", "founding-50", "is the founding 50 half price thing still going? how many spots are left"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Couples keep emailing me for room dimensions so they can do their seating charts. Is there somewhere on our listing to put the size of each room?"),
  ok("venue", "how-to", "venue_management", "venue-publish", "We're closing January through March for renovations. Can I hide our listing for now without losing the photos and everything?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it says too many sign in attempts?? I've typed my password like 6 times and I KNOW it's right"),
  {
    ...ok("couple", "trouble", "verification", "verification-link-expired", "ok found it in spam but the link says it's expired. it's from tuesday"),
    history: [
      { role: "user", content: "never got the email to verify my account" },
      {
        role: "assistant",
        content:
          "Verification emails usually arrive within a minute. Check your spam, junk and promotions folders and search your inbox for Serviceberry. Add hello@serviceberry.app to your contacts so our messages reach you.",
      },
    ],
  },
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my aunt says she typed her name into the rsvp on our wedding website and it says it can't find her. she's 100% on our list. her name is Mary Ellen if that matters"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the music page keeps telling me to reconnect spotify. are all our songs gone?? we spent HOURS on that"),
  ok("couple", "trouble", "feature_question", "auto-seat-rules", "auto seat keeps saying it cant do it and nothing changes. i set my two uncles as keep apart and also both at the head table, both as musts"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY emails from serviceberry anymore. no notifications, nothing. checked spam and junk. we use a company outlook address"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my pro plan payment didn't go through. is my profile about to get taken down??"),
  ok("venue", "trouble", "venue_management", "venue-tour-slots", "a couple just booked a tour for this saturday at 2 and we have a wedding on site that day. i thought i had that blocked off? how do i stop this happening again"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "The invite link my sister sent me says it's already been used, but I never opened it before today?"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "can guests buy gifts off our registry through serviceberry or do we still need zola/amazon for that"),
  notYet("couple", "text-messages", "half of my fiance's family never checks email. can the rsvp reminders go out by text message instead?"),
  notYet("contributor", "hotel-blocks", "Hi, I'm the groom's mother. About 40 of our guests are flying in from Texas. Can I reserve a block of hotel rooms near the venue through Serviceberry?"),
  notYet("vendor", "paid-placement", "how much does it cost to show up first on the nashville photographers page? happy to pay for a featured spot"),
  notYet("venue", "phone-support", "do you guys have a phone number I can call? emailing back and forth is slow"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our caterer just emailed that they're closing the business and won't do any events after this month. our wedding is in august, they have our $2,500 deposit and now they won't answer. please help"),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "it's been 5 days. none of their open times work for us and nobody picks up the phone there"),
    history: [
      { role: "user", content: "how do I know if the venue confirmed my tour? I asked for a sunday at 11" },
      {
        role: "assistant",
        content:
          "A booked open slot is confirmed at once. A request for another time waits for the venue, which can confirm it, propose a different time or decline; you get an email either way. If a venue has not answered in a few days, book one of its open slots instead or contact the venue directly.",
      },
    ],
  },
  person("couple", "login", "urgent", null, "someone got into my account. the email on it got changed and half our guest list is deleted. I did NOT do this"),
  person("vendor", "vendor_management", "high", "claim-dispute", "my claim on my own bakery got turned down?? I own Sugar Loaf Bakery on Vine St, I literally answer the shop phone. how do I fix this"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan back in March, got the confirmation email and everything, and I just got charged again this month. I want that refunded"),
  person("venue", "technical", "urgent", "page-not-loading", "venue dashboard is just a blank white screen since this morning, tried chrome and safari. I have 3 tours coming in today and can't see who's booked"),
  person("contributor", "general", "medium", null, "Is there a real person I can talk to? I'm the bride's grandmother and I would just rather explain this to a person than a computer, if that's all right."),

  // Refusals: a plain no.
  refuse("couple", "account", "my sister is also planning her wedding on here. can you tell me what date she picked? she's being weird about it and I don't want ours to clash"),
  refuse("vendor", "account", "can u send me the contact info for the couples who looked at my profile this month? want to follow up with them"),
  refuse("contributor", "account", "I'm paying for half of this wedding. Please give me full access to my son's account so I can see the budget, he keeps putting me off."),
  refuse("venue", "account", "can you make my events manager an admin on serviceberry so she can approve stuff herself without waiting on you guys"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password lol how do i reset it"),
  visitor("payment", "how-much-does-it-cost", "is it really free for couples? whats the catch"),
  visitor("venue_management", "list-a-venue", "I have a small event barn outside of Franklin, TN. How do I get it on your site?"),
  visitor("booking", "booking-dispute", "a dj we found on your site took our deposit and disappeared, won't answer calls. I don't have an account. who do I report this to?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "hello??"),
  vague("vendor", "need help asap"),
  vague("contributor", "Hi, I'm not very good with computers. Can you help me?"),

  // Admins: a desk screen takes the area of what it handles.
  admin("venue_management", "admin-venue-claims", "two different people have pending claims on Lakeside Manor. if i approve one does the other get rejected automatically or do i have to do that myself"),
  admin("account", "admin-users", "where can I search for an account by email address? trying to see if someone signed up as a vendor or a couple"),
];
