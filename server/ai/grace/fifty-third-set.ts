import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-third quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox. Couples
 * most (a guest list stuck in a spreadsheet, divorced parents at the seating chart, a DJ who quit with the
 * deposit, an RSVP page down on deadline day), then vendors and venue owners (a florist wanting a gallery,
 * a charge after canceling, a venue closing for renovations, a claim someone else took), helpers (a maid
 * of honor with a poll, a groom's mother who wants the bride's list), two admins at the desk, and four
 * signed-out visitors. Three messages follow an earlier answer (history). Register and length vary on
 * purpose. Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is
 * booking, escalation high; a venue that has not answered a tour request for days gets the article and a
 * ticket at medium. Each article was checked against the article's own text; each missing feature is one
 * listed in features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing
 * and booking disputes high; a broken page urgent with "today"; asking for a person medium).
 * Scored once on 51e4d29 (2026-11-27), before any change to Grace for it: 44/50 (88%) (how-to 13/16,
 * trouble 9/9, missing-feature 5/5, escalation 6/7, refusal 2/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 47/50, article 45/50, ticket 48/50); no expectation was changed after the score.
 */

export const FIFTY_THIRD_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing.
  ok("couple", "how-to", "feature_question", "guest-list-import", "ok so my fiance has our whole guest list in a google sheet (like 140 people w/ addresses). do i really have to type them all in one by one??"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "My parents are divorced and it is NOT amicable. When I use the auto seating, can I make sure they end up at different tables? Opposite sides of the room ideally lol"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "my dad is paying for a big part of the wedding and wants to see the budget. can he see just that and not the rest of our planning"),
  ok("couple", "how-to", "payment", "deposits", "Do we pay the venue deposit through Serviceberry or straight to the venue? Just want to make sure I'm doing it right"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "can we make our wedding website on here or do we need a separate site like the knot/zola for that"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "how do I get our song list to our DJ?? he's old school and refuses to make an account for anything"),
  {
    ...ok("couple", "how-to", "feature_question", "send-invitations", "ok got it. we sent them 3 weeks ago tho, can i send a reminder to just the people who never replied"),
    history: [
      { role: "user", content: "how do i send out our invitations by email" },
      { role: "assistant", content: "In your guest list manager, choose Send invitations: each household gets its own RSVP link by email. Households need an email address for it to reach them." },
    ],
  },
  ok("couple", "how-to", "booking", "tour-calendar", "just booked a tour at a venue for next thursday, can i get it into my google calendar somehow so i dont forget"),
  ok("contributor", "how-to", "feature_question", "group-polls", "I'm the maid of honor!! can I set up a vote so the bridesmaids can pick between 3 dress colors? want it anonymous so nobody gets offended"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "How do I turn off the emails from the planning chat? I check the chat every day anyway and my inbox is drowning."),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Couples keep emailing to ask how big our main hall is. Is there a place on the listing to put the room dimensions? It's 60 x 90 ft"),
  ok("venue", "how-to", "venue_management", "venue-publish", "we're closing jan-march to redo the floors. how do i hide our listing while we're closed without deleting everything"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "I'm a florist. I'd like to put together a gallery of just my centerpieces and bouquets that couples can browse and save to their mood boards, separate from my portfolio. Is that a thing here?"),
  ok("vendor", "how-to", "payment", "founding-50", "heard there's a deal where early vendors get half off forever? how do i get in on that, any spots left?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "got a new debit card from the bank. how do i switch the card my plan charges"),
  ok("venue", "how-to", "payment", "vendor-plans", "what does a paid plan cost for a venue and how many pics do we get? we have like 40 good ones of the garden"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "says too many sign in attempts??? i only typed it wrong like 4 times. am i locked out for good"),
  ok("couple", "trouble", "verification", "verification-link-expired", "The verify button in the email I got last week just says the link is invalid or expired. What do I do"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my great aunt says she typed her name on our wedding website to rsvp and it told her no invitation was found. she is 100% on our list. her name is Margaret but everyone calls her Peggy if that matters"),
  ok("contributor", "trouble", "feature_question", "contributor-permissions", "My daughter added me to help with the guest list but I can only look at it, there's no button to add anybody. Do I need to do something on my end?"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio upload keeps erroring out. they're big TIFF files straight from lightroom, around 45mb each"),
  ok("couple", "trouble", "feature_question", "guest-registration", "we gave out our wedding code at the engagement party and a few people say they used it, but they're not on our guest list??"),
  ok("venue", "trouble", "venue_management", "claim-pending", "Our claim on the listing still just says pending. Did we fill something out wrong?"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "not getting any email notifications anymore when couples message me. i only find out when i log in. its a gmail account and i checked spam"),
  {
    ...ok("couple", "trouble", "login", "reset-link-expired", "i asked for the reset like 3 times and now the link in the email says it was already used or expired"),
    history: [
      { role: "user", content: "I can't sign in" },
      { role: "assistant", content: "Make sure you're using the email you signed up with and that caps lock is off. If that doesn't do it, reset your password from the sign-in page and we'll email you a link." },
    ],
  },

  // Features Serviceberry does not have.
  notYet("couple", "hotel-blocks", "Can we reserve a block of hotel rooms for our out of town guests thru serviceberry? Wedding is in Nashville and the hotels fill up fast"),
  notYet("couple", "text-messages", "most of my family doesnt do email. can the site text them the rsvp link instead?"),
  notYet("vendor", "paid-placement", "What would it cost to have my studio show up first when people search photographers in Columbus? Happy to pay for it."),
  notYet("couple", "registry", "does serviceberry have its own gift registry where guests can buy us stuff, or do we have to use amazon"),
  notYet("contributor", "invitation-design", "Hello, I am the mother of the groom. I would like to help by designing the invitations. Can I make them on this site and order the printed cards here?"),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "our DJ just texted us that he's \"getting out of the wedding business\" and wont be doing our wedding in 5 weeks. he has our $800 deposit and now he's not answering. we found him on here. can you guys do anything??"),
  person("venue", "venue_management", "high", "claim-dispute", "Someone claimed Magnolia Hall in Nashville and it wasn't us. We've owned it for 12 years. Now someone is answering tour requests as us. How do we get it back?"),
  person("couple", "login", "urgent", null, "i think someone hacked my account. my password stopped working and there's a bunch of guests on my list i never added"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Pro plan back in September and I was charged $49 again on the 1st. I want that refunded please."),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "yeah I did that, there were no open saturdays so I asked for a different time. that was 6 days ago and the venue hasn't said a word"),
    history: [
      { role: "user", content: "how do i book a tour at a venue" },
      { role: "assistant", content: "Open the venue's page and pick one of its open tour times, or ask for another time if none suits you. The venue gets your request right away and you get a confirmation by email." },
    ],
  },
  person("contributor", "general", "medium", null, "Is there a person I can talk to? I've been going around in circles on this site and I'd rather just explain it to someone."),
  person("couple", "technical", "urgent", "page-not-loading", "URGENT our rsvp deadline is today and guests keep telling me the rsvp page is just a white screen on their phones. please fix asap"),

  // Refusals: a plain no.
  refuse("couple", "account", "My fiancé's ex is also planning her wedding on here. Can you tell me what date she picked? Just want to make sure ours isn't the same weekend"),
  refuse("vendor", "vendor_management", "can you just change my rating to 5 stars? the only low reviews are from one family that was mad at their own wedding planner, not me"),
  refuse("contributor", "account", "I'm the groom's mother. The bride won't share her side of the guest list with me. Can you send me a copy? I'm paying for the catering so I need the numbers"),
  refuse("venue", "account", "can you make me an admin? want to approve our claim myself instead of waiting on your team"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password, how do i get back in"),
  visitor("payment", "how-much-does-it-cost", "is it actually free for couples or is there a catch later on"),
  visitor("account", "wrong-account-kind", "I accidentally signed up as a venue but I'm a photographer. can someone switch it over? I can't find a way to change it", { contact: true }),
  visitor("feature_question", "mobile-app", "is there an app or do i just use the website on my phone"),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("contributor", "Hi, I have a question."),
  vague("venue", "its doing the thing again"),

  // Admins at the desk.
  admin("venue_management", "admin-venue-claims", "a woman says she manages the lakeside venue in cleveland and put in a claim. where do i look at it and approve it"),
  admin("account", "admin-users", "how do i pull up someone's account? i have their email address from a complaint"),
];
