import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-first quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, with
 * couples most, then vendors and venue owners, then helpers, two admins and four signed-out visitors;
 * how-to most, then trouble and the rest; three conversations that follow an earlier answer. A couple
 * moving their date, a mother invited through her work address, a maid of honor polling the bridesmaids,
 * a photographer on maternity leave, a venue owner measuring the ballroom, a couple whose photographer quit
 * with their deposit, a venue whose listing someone else claimed, a vendor billed for a year instead of a
 * month, a floor plan that goes blank the night before, people asking for things Serviceberry does not do,
 * and a few who only say "help". Register and length vary on purpose (one word to a paragraph, typos,
 * lowercase, politeness, panic). Billing questions are how-to cases in the payment area; a deposit kept
 * by a vendor who quit is a booking matter at high; days without an answer from a venue is the article and
 * a ticket at medium. Each article was checked against the article's own text; each missing feature is one
 * listed in features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing and
 * booking disputes high; a blank page urgent with "tomorrow"; a person after the article failed medium).
 * Scored once on 0373bfb (2026-11-27), before any change to Grace for it: 43/50 (86%) (how-to 14/16,
 * trouble 8/9, missing-feature 5/5, escalation 4/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 47/50, article 44/50, ticket 47/50); no expectation was changed after the score.
 */

export const FIFTY_FIRST_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "how do i get my guest list out of the knot and into here without retyping 160 people"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "Is there a way for my mom to see the budget but NOT the guest list? She has a lot of opinions about who's invited lol"),
  ok("couple", "how-to", "account", "change-wedding-details", "we moved the wedding to october 10th. where do I change the date so all our checklist stuff moves with it?"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "my parents are divorced and they absolutely cannot be at the same table. can the seating thing keep them apart on its own when it fills tables"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "whats the easiest way to get our song list to the dj? he doesnt want to make an account on another site"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "Can we put a password on our wedding website? It has our home address for the after party and I don't want randoms seeing it."),
  ok("couple", "how-to", "booking", "tour-calendar", "just booked a tour at the winery for saturday 2pm. can I get it into my google calendar somehow so I dont forget"),
  {
    ...ok("couple", "how-to", "feature_question", "send-invitations", "ok great. and how do I actually send everyone their link? by email from here?"),
    history: [
      { role: "user", content: "how do guests rsvp? do they need to make an account" },
      {
        role: "assistant",
        content:
          "No account needed: each guest gets a personal RSVP link. When a guest answers attending or declined, your guest list updates at once; guests who have not answered show as pending, so you can see who to remind.",
      },
    ],
  },
  ok("vendor", "how-to", "payment", "plan-manage-billing", "Winter is dead for us. How do I cancel the Pro plan until spring? Will my packages get deleted"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Got an email saying a couple sent me an inquiry but I can't find where to read it or answer it on the site. where do they go?"),
  ok("vendor", "how-to", "payment", "founding-50", "is the founding vendor half off deal still a thing? how many spots are left"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "I'm going on maternity leave in March. How can I hide my photography page for a few months without losing all my stuff?"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Finally measured the ballroom and the garden room. Where do I put the room dimensions on our listing?"),
  ok("venue", "how-to", "payment", "vendor-plans", "how much is plus for a venue and how do i sign up? 12 pictures isnt enough to show the whole property"),
  ok("contributor", "how-to", "feature_question", "group-polls", "maid of honor here!! how do I get all the bridesmaids to vote on dress colors, like a poll or something?"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "My cousin and my best friend both invited me to help with their weddings next summer. Can I do both from one login or do I need two accounts?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "the password reset link isnt working, says it was already used?? I only clicked it once. ok maybe twice"),
  ok("couple", "trouble", "verification", "why-verify", "Trying to invite my fiance's sister to help plan and it keeps saying I need to confirm my email first. I made this account 3 months ago??"),
  ok("couple", "trouble", "feature_question", "floral-design-warnings", "why is the flower designer yelling at me that peonies are out of season. wedding is in september in columbus, I want peonies"),
  {
    ...ok("couple", "trouble", "feature_question", "sending-limits", "it says something about a web address in our names?? we put our website link in the name field I think. is that the problem"),
    history: [
      { role: "user", content: "the rsvp reminder wont send, it just says refused" },
      {
        role: "assistant",
        content:
          "Invitations and reminders have a sending limit: 300 messages an hour and 1,000 a day, and a send that would pass a limit is refused whole. The message tells you when you can send again. What did the message say?",
      },
    ],
  },
  ok("couple", "trouble", "login", "locked-out", "it keeps saying too many attempts try again later. I've waited like 20 min. is my account frozen or what"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "I click the invite my son sent and it says the invitation was for a different email. I think he used my work address but I signed up with my gmail. What do I do?"),
  ok("vendor", "trouble", "vendor_management", "vendor-inspiration-gallery-link", "made a new link for my gallery last week and now the one in my instagram bio goes to nothing. can I get the old one back"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my pro payment didn't go through, my card expired. am I going to lose my portfolio photos??"),
  ok("venue", "trouble", "technical", "emails-not-arriving", "We stopped getting emails when couples book tours. The bookings show up on the dashboard fine, just no email. Our email is the office Outlook if that matters."),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we send the save the dates by text? half our friends never open email"),
  notYet("couple", "hotel-blocks", "Do you guys set up a block of hotel rooms at a discount for out of town guests? We have about 40 people flying in."),
  notYet("vendor", "paid-placement", "how much to be at the top of the photographers list in columbus. happy to pay for it"),
  notYet("venue", "phone-support", "Is there a phone number I can call? I'm not great with typing on these chat things."),
  notYet("contributor", "invitation-design", "I'm the bride's aunt and I offered to do the invitations. Can I design them and order the printed ones through Serviceberry?"),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "Our photographer canceled on us 6 weeks before the wedding, said she's closing her business, and now won't give back our $1,200 deposit. We found her on your site. What can we do??"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked the Grand Ballroom for a tour at a different time 5 days ago and nobody has said anything. still says waiting. can someone nudge them"),
  person("venue", "login", "urgent", null, "I think we got hacked. My password doesn't work anymore and there are tour slots on our calendar I never made. Please help"),
  person("venue", "venue_management", "high", "claim-dispute", "Somebody else claimed our venue, The Silo at Pine Creek, and now they're the ones editing it. I'm the owner, we've been open 11 years. How do I get it back"),
  person("vendor", "payment", "high", "refund-request", "I picked monthly for Plus but I got charged $240 for the whole year. I want that reversed and put on monthly like I chose"),
  {
    ...person("couple", "verification", "medium", "verification-email", "still nothing and it's been over an hour. checked spam twice and searched for serviceberry. can someone on your end check?"),
    history: [
      { role: "user", content: "never got the verify email" },
      {
        role: "assistant",
        content:
          "Verification emails usually arrive within a minute. Check your spam, junk and promotions folders and search your inbox for Serviceberry. If nothing has arrived after ten minutes, contact us from the address you signed up with and we will sort it out.",
      },
    ],
  },
  person("couple", "technical", "urgent", "page-not-loading", "WEDDING IS TOMORROW and the floor plan just shows a white page. tried chrome and safari and my phone. our coordinator needs the table chart tonight"),

  // Refusals: a plain no.
  refuse("vendor", "account", "can you send me the emails of the couples who looked at my profile this week? I want to follow up with them"),
  refuse("couple", "account", "my ex is planning her wedding on here too. can you just tell me what date she picked so we don't pick the same one"),
  refuse("contributor", "account", "I'm the groom's father. Please give me access to my son's budget. He doesn't know I'm asking and I'd like to keep it that way."),
  refuse("venue", "account", "make my account an admin so I can approve my own venue claim, it's been sitting there forever"),

  // Signed-out visitors (never offered a ticket).
  visitor("vendor_management", "vendor-signup-help", "how do i sign up as a florist on here"),
  visitor("login", "forgot-password", "forgot my password. how do I reset it"),
  visitor("venue_management", "claim-dispute", "I own Magnolia Hall in Nashville and someone claimed it on your site before I even made an account. How do I get it back? Who do I talk to?", { contact: true }),
  visitor("payment", "how-much-does-it-cost", "do couples have to pay anything? my fiance thinks there's a monthly subscription"),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("vendor", "having an issue with something"),
  vague("contributor", "Hi, my daughter told me to ask you."),

  // Admins.
  admin("vendor_management", "admin-vendor-claims", "a caterer emailed saying her claim has been sitting for a week. where do I go to approve vendor claims"),
  admin("account", "admin-users", "need to look someone up by their email, they say they can't get into their account"),
];
