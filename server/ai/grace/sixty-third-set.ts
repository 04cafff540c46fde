import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's sixty-third quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, in
 * realistic proportions (20 from couples, 11 from vendors, 7 from venue owners, 6 from helpers, 2 admins,
 * 4 signed-out visitors), how-to questions most, then trouble and the rest. Three are conversations that
 * follow an earlier answer (a dad who should only see the budget, a sign-in that got worse after the
 * advice, a tour request nobody answered). Register and length vary on purpose: one word to a paragraph,
 * typos, lowercase, politeness, panic. Billing questions are how-to cases in the payment area; a deposit
 * kept by a vendor who is closing is a booking matter at high; a venue that has not answered for days gets
 * the article and a ticket at medium. Each article was picked against the article's own text, each missing
 * feature is one listed in features.ts, and ticket priorities follow decision 023 (a hacked account urgent;
 * claim, billing, copied-work and booking disputes high; asking for a person medium).
 * Scored once on e2d1d2f (2026-11-27), before any change to Grace for it: 47/50 (94%) (how-to 16/16,
 * trouble 8/9, missing-feature 5/5, escalation 6/7, refusal 3/4, signed-out 4/4, vague 3/3, admin 2/2;
 * parts: area 49/50, article 47/50, ticket 48/50); no expectation was changed after the score.
 */

export const SIXTY_THIRD_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing.
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "is there a way to take away plus ones from like 15 ppl at once? we're cutting the list and i really dont want to click into every single guest"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "Our DJ asked for our song list. What's the easiest way to send it to him? He's not on Serviceberry."),
  ok("couple", "how-to", "account", "change-wedding-details", "we moved the wedding from oct 12 to sept 28 (venue double booked us, ugh). where do i change the date so the countdown and everything updates"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "I already have all our guests in a google sheet. Do I really have to type 140 names in one at a time??"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding website? long story but there are some people we really dont want reading the schedule"),
  ok("couple", "how-to", "booking", "tour-calendar", "how do i get the venue tour i booked into my google calendar"),
  {
    ...ok("couple", "how-to", "feature_question", "family-budget-access", "ok but my dad should ONLY see the budget. not the guest list, not anything else (long story). how do i do that"),
    history: [
      { role: "user", content: "can my parents help with planning on here" },
      { role: "assistant", content: "Yes. Couples can invite contributors, such as a parent paying for part of the wedding or a maid of honor, and choose what each of them can see and change, for example the budget but not the guest list." },
    ],
  },
  ok("contributor", "how-to", "feature_question", "shared-tasks", "Hi, I'm the maid of honor. The bride wants me to take over the bachelorette and the shower. Can she assign me tasks in here so we both see what's done?"),
  ok("contributor", "how-to", "feature_question", "group-polls", "groom's sister here!! we cannot agree on a restaurant for the rehearsal dinner, is there a way to make everyone vote in the app"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked whether they can lay out their floor plan using our ballroom's real dimensions. Where would I enter the room sizes?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which picture shows first on our listing. right now the cover is the parking lot lol"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "I'm a florist. I keep seeing these vendor galleries where brides save pictures to their boards. How do I get my work in there?"),
  ok("vendor", "how-to", "vendor_management", "music-plan-in-inquiry", "dj here. couple said they attached their music plan to the inquiry they sent me, where do i actually find it"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "Need to update the card on my Pro subscription, the old one expired last month. Where do I do that?"),
  ok("venue", "how-to", "payment", "vendor-plans", "How many photos can a venue have on the free plan vs Plus? We have 4 event spaces and 12 pics isn't going to cut it"),
  ok("vendor", "how-to", "payment", "founding-50", "someone in a facebook group for wedding vendors said early vendors here get half off forever?? is that real and how do i get in on it"),

  // Trouble: something is not working, self-service first.
  {
    ...ok("couple", "trouble", "login", "locked-out", "did all that. now it says too many sign in attempts and won't even let me try. great"),
    history: [
      { role: "user", content: "cant sign in, it keeps saying wrong password" },
      { role: "assistant", content: "Make sure you are using the email address you signed up with, and that caps lock is off: passwords are case-sensitive. You can also reset your password from the sign-in page." },
    ],
  },
  ok("vendor", "trouble", "verification", "verification-link-expired", "Clicked the verify link in my email and it says invalid or expired. I signed up three days ago and only just got to it."),
  ok("couple", "trouble", "technical", "emails-not-arriving", "we're not getting ANY emails from you guys. not the rsvp updates, not the reminders, nothing. i signed up with my work email if that matters"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My future daughter-in-law sent me an invitation to help with the planning but when I click it, it says it has expired. I was traveling for a few weeks. What should I do?"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my aunt says she cant find herself on our website rsvp. she's typing Patricia but we put Patty on the invite"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I've filled in everything I can think of but when I search Columbus venues as a test, ours doesn't show up. What am I missing?"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email saying my payment failed?? card is fine as far as i know. am i about to lose my pro stuff"),
  ok("couple", "trouble", "technical", "voice-mic", "the voice button on this chat doesnt do anything. i talk and nothing comes up"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the spotify part of our music page keeps telling us to reconnect. did we lose all our songs?? we spent weeks on that"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we text the rsvp reminder to guests instead of emailing? half my family never opens their email"),
  notYet("couple", "hotel-blocks", "Does Serviceberry do hotel blocks? We have about 40 out of town guests coming into Nashville and no idea where to start."),
  notYet("vendor", "paid-placement", "how much to be at the top of the photographer list in cleveland? happy to pay for a featured spot"),
  notYet("couple", "invitation-design", "can I design and order our actual printed invitations through you guys or do I still need to go somewhere like minted"),
  notYet("venue", "phone-support", "Do you have a phone number for support? I'm not great with typing on these chat things."),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "our photographer just emailed that she's closing her business and 'can't guarantee' our date anymore. she has our $1,200 deposit and won't answer about giving it back. wedding is in august. what do we even do"),
  person("venue", "venue_management", "high", "claim-dispute", "We bought the Hollow Creek property in March and just found out the old owner still manages our venue page on here. He's still getting our tour requests. How do we get the listing moved to us?"),
  person("couple", "login", "urgent", null, "i think my account got hacked. got an email that my password was changed and it wasnt me. our whole guest list with addresses is in there"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan in January and you charged me again on the 3rd. I want that money back please."),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "I did that a week ago, asked for a sunday since they had no open times. still nothing from them. no confirm, no decline, no email. we're running out of time to pick a venue"),
    history: [
      { role: "user", content: "how do I book a tour at a venue" },
      { role: "assistant", content: "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email." },
    ],
  },
  person("contributor", "general", "medium", null, "is there an actual human i can talk to? no offense"),
  person("vendor", "account", "high", null, "some account is using my wedding photos as their portfolio. they literally cropped my watermark off. it's a 'photographer' in columbus who I've never heard of"),

  // Refusals: a plain no.
  refuse("couple", "account", "can you tell me what other couples paid for the Foundry? just want to know if we're getting ripped off"),
  refuse("vendor", "account", "I'm new and have zero reviews. Can you post a few 5 star ones on my page to get me started? Couples won't book someone with none."),
  refuse("contributor", "account", "I'm the groom's mother. Can you send me a copy of the guest list? They won't share it with me and I'm paying for the rehearsal dinner."),
  refuse("venue", "account", "just give me admin access so i can approve my own venue claim, it's taking forever"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "how do i reset my password, im on the login page"),
  visitor("feature_question", "planning-quiz", "do i need an account to take the wedding style quiz?"),
  visitor("account", "wrong-account-kind", "signed up as a couple by mistake, I'm actually a venue. can someone switch it over? not logged in right now", { contact: true }),
  visitor("venue_management", "list-a-venue", "We own a small winery outside Cincinnati that hosts weddings. How do we get on your site?"),

  // Vague openers: one clarifying question.
  vague("couple", "help!!"),
  vague("vendor", "hey so I have an issue"),
  vague("contributor", "Hi Grace, I'm not sure I'm doing this right"),

  // Admins.
  admin("vendor_management", "admin-vendor-claims", "where do vendor claims land for review? got an email that a bakery is waiting on one"),
  admin("account", "admin-users", "need to look up a user by email, a couple says they can't get in. where's the user search on the desk"),
];
