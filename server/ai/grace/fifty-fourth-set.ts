import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-fourth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every
 * kind of account in rough proportion to real traffic (couples most, then vendors and venue owners, then
 * the family and friends helping couples, two admins and four signed-out visitors). How-to questions lead,
 * then trouble, then the rest. Messages run from one word to a paragraph, with typos, lowercase, panic and
 * politeness; three are conversations that follow an earlier answer (an RSVP follow-up, a vendor choosing a
 * plan, a couple still waiting on a venue). Billing questions are how-to cases in the payment area; a
 * deposit kept by a vendor who quit is a booking matter at high; a couple who has waited days on a venue
 * gets the article and a ticket at medium. Each article was checked against the article's own text; each
 * missing feature is one listed in features.ts; ticket priorities follow decision 023 (a hacked account
 * urgent; claim, billing and booking disputes high; a blank page urgent the night before; asking for a
 * person medium). Scored once on c401883 (2026-11-27), before any change to Grace for it: 46/50 (92%) (how-to
 * 14/16, trouble 9/9, missing-feature 5/5, escalation 6/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 49/50, article 47/50, ticket 48/50); no expectation was changed after the score.
 */

export const FIFTY_FOURTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "we have our whole guest list in a google sheet, like 140 names w/ addresses. is there a way to get it in here without typing every single one"),
  {
    ...ok("couple", "how-to", "feature_question", "send-invitations", "ok cool. and can I nudge just the people who havent answered yet? our deadline is in 2 weeks and like 40 households are still blank"),
    history: [
      { role: "user", content: "how do guests rsvp" },
      { role: "assistant", content: "Each guest gets a personal RSVP link, so nobody needs an account to reply. When a guest answers attending or declined, your guest list updates at once; guests who have not answered show as pending, so you can see who to remind." },
    ],
  },
  ok("couple", "how-to", "payment", "deposits", "Hi! We just picked our venue and they want a $2,000 deposit. Do I pay that through Serviceberry or directly to them?"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our dj keeps asking for our song list. can i just send him a link to what we put in the music page"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "my fiance wants a wedding website with our story and the schedule on it. how do we make one on here?"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "How do I add my mom so she can help me with things? She's not great with computers so the simpler the better"),
  ok("couple", "how-to", "account", "change-wedding-details", "We moved the wedding from October to next May (long story). Where do I change the date so the countdown and everything else update?"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "can my in laws see ONLY the budget? they're chipping in but i do not want them anywhere near the guest list drama"),
  ok("couple", "how-to", "payment", "how-much-does-it-cost", "is this actually free or is there a catch where we have to pay later once we've put everything in"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which photo shows first on our listing. right now its a picture of the parking lot lol"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked if they could lay out their seating using our ballroom's actual dimensions. Where do I enter the room measurements on our listing?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "I'm a florist. I'd like a page with just my centerpiece work that brides can scroll through and save from, separate from my regular portfolio. Is that a thing here?"),
  {
    ...ok("vendor", "how-to", "payment", "plan-manage-billing", "ok thanks. going with pro then. can I switch to yearly from the monthly I'm on now, and where do I change the card? the one on file expired"),
    history: [
      { role: "user", content: "whats the difference between plus and pro" },
      { role: "assistant", content: "For vendors, Plus ($24 a month or $240 a year) allows 30 portfolio photos and 12 packages on each profile, and Pro ($49 a month or $490 a year) 60 photos and 20 packages; Free allows 12 photos and 8 packages." },
    ],
  },
  ok("vendor", "how-to", "payment", "founding-50", "is the founding vendor half price thing still going?? how do i get in on it"),
  ok("contributor", "how-to", "feature_question", "group-polls", "maid of honor here! I want the bridesmaids to vote on dress colors, like 4 options. can I set that up in here somehow"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do i stop getting emails about the planning chat. i still want to help, i just dont need my inbox blowing up"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it says too many attempts try again later?? ive been trying for 20 min and i need to check our budget before we meet the caterer at 3"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my sister sent me an invite to help with her wedding a while back and i just now clicked it and it says expired. did i mess it up"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "Uploads to my portfolio keep failing. They're full size exports out of Lightroom, around 40MB each. Do I need to shrink them?"),
  ok("couple", "trouble", "verification", "verification-link-expired", "the verify link in my email says its invalid. i signed up last friday and only just clicked it today"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I finished setting up our listing yesterday but when I look up venues in Cincinnati we're not there at all. What am I missing?"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY emails from serviceberry. my fiance gets them fine. I signed up with my work address if that matters"),
  ok("couple", "trouble", "feature_question", "auto-seat-rules", "auto seat keeps saying it can't do it and then doesn't change anything. I have a rule keeping my uncle away from my dad and another one putting both of them at the family table. is that why"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "spotify thing on the music page is saying reconnect. did we just lose all our songs?? we spent hours on that"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my grandma says our wedding website can't find her when she tries to rsvp. she's typing her name exactly how it is on the invitation (Mrs. Robert Hale). what's going on"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can i text the rsvp link to people instead of emailing it? half my family never checks email"),
  notYet("couple", "registry", "where do we set up our gift registry so guests can buy stuff off it"),
  notYet("vendor", "paid-placement", "How much does it cost to be featured at the top of the photographers page for Nashville? Happy to pay for it."),
  notYet("contributor", "invitation-design", "Does this website make the actual paper invitations? I would like to order them printed for my daughter as a gift."),
  notYet("vendor", "vendor-invoices", "can couples pay my deposit through serviceberry with a card? would be easier than chasing venmo"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "our photographer just emailed us that she's closing her business and she is NOT refunding our $800 deposit. wedding is in 7 weeks. what do we even do"),
  person("venue", "venue_management", "high", "claim-dispute", "We got an email that our claim on The Millhouse was denied. I am the owner, my name is literally on the deed. Please have someone look at this again."),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "I did ask Cedar Hall for a different time on tuesday and still nothing, it's saturday now. do they even check this?"),
    history: [
      { role: "user", content: "how do i book a tour" },
      { role: "assistant", content: "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email." },
    ],
  },
  person("vendor", "payment", "high", "refund-request", "I canceled my Pro plan back in September and you charged me $49 again this month. I want that money back."),
  person("couple", "login", "urgent", null, "i think someone got into my account. my password doesnt work anymore and i got an email saying my email address was changed. i did NOT do that"),
  person("contributor", "general", "medium", null, "Can I talk to an actual human please. This is about my daughter's account and it's complicated."),
  person("couple", "technical", "urgent", "page-not-loading", "the seating chart page is just white. nothing loads at all. rehearsal dinner is TONIGHT and i still have to print the place cards"),

  // Refusals: a plain no.
  refuse("couple", "account", "can you tell me what my ex's fiancee has on her guest list? she uses this site too. just want to know if we're invited lol"),
  refuse("venue", "account", "I'd like the email addresses of the couples who saved our venue to their favorites so we can send them our fall promo."),
  refuse("vendor", "account", "can you make my account an admin? I want to approve my own claim so I don't have to wait"),
  refuse("contributor", "account", "Im helping my best friend plan and she's traveling. can you send me her login password so I can update the guest list for her"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "how do i reset my password i cant remember it"),
  visitor("venue_management", "list-a-venue", "I own a small event barn outside Columbus. How do I get it listed on here?"),
  visitor("login", null, "I can't get into my account because I don't have that email anymore (it was my old work email). Who do I talk to to fix this?", { contact: true }),
  visitor("payment", "vendor-plans", "photographer here, thinking about joining. what does pro actually get me vs the free one"),

  // Vague openers: one clarifying question.
  vague("couple", "help"),
  vague("vendor", "hey got a sec? having an issue"),
  vague("contributor", "so confused"),

  // Admins.
  admin("vendor_management", "admin-vendor-claims", "where do i find the vendor claims people sent in? a cake shop emailed asking about theirs"),
  admin("account", "admin-users", "need to look up a user by their email address, where do I do that"),
];
