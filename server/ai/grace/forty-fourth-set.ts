import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-fourth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Theme: the business side. Venue owners and vendors
 * running their listing day to day (changing prices, swapping the cover photo, adding new work, answering
 * inquiries and tour requests, a review they think is unfair, claiming a listing someone else made, plans,
 * cards and cancellations, a page that dropped out of search), in the words of busy small-business owners,
 * some not at home with software; a few couples asking how to reach or judge a vendor; and two admins
 * working the claims desks. Register and length vary on purpose (one word to a paragraph, typos, no
 * capitals, politeness, irritation). Billing questions are how-to cases in the payment area; a deposit kept
 * by a DJ who quit and a broken booking are booking disputes (high); a couple waiting days on a venue gets
 * the article and a medium ticket. Each article was checked against the article's own text; each missing
 * feature is one listed in features.ts; ticket priorities follow decision 023 (a hacked account urgent;
 * claim disputes, a wrong charge, impersonation and booking disputes high).
 * No case asks about adding team members to a business account: Serviceberry has no such feature and
 * features.ts lists none, so no answer could be scored as right.
 * Scored once on c8dae4d (2026-11-27), before any change to Grace for it: 41/50 (82%) (how-to 12/16,
 * trouble 7/9, missing-feature 4/5, escalation 6/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 46/50, article 42/50, ticket 48/50); no expectation was changed after the score.
 */

export const FORTY_FOURTH_SET: QualityCase[] = [
  // How-to: running a listing, plans and billing, and couples sizing up a vendor.
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "need to raise my prices for next season. where do i change the starting price that shows on my page"),
  ok("venue", "how-to", "venue_management", "venue-photos", "How do I get the garden picture to be the first one people see?? Right now it's a picture of our parking lot lol"),
  ok("vendor", "how-to", "vendor_management", "vendor-photos", "shot 2 weddings last weekend and want to put some of the new pics up on my profile. where do i do that"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Got an email that a bride sent me a message on Serviceberry. Where on the site do I answer her back?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "couple wants to come see the place tuesday evening. we're normally closed tuesdays but i can do it for them. how do i say yes to that time"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "A mother of the bride left us 2 stars because the cake was \"too sweet\". Everything else she said was nice. Is there a way for me to respond to it so other couples see we care?"),
  ok("venue", "how-to", "venue_management", "claim-venue", "Our venue is already on your website but we never put it on there and half the info is wrong (we seat 220 not 150). How do I take it over so I can fix it?"),
  ok("vendor", "how-to", "vendor_management", "claim-vendor", "found my photography business on here with pics from like 2019. i never made this page. how do i get control of it"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "want to cancel the plus plan, its not bringing in enough work to be worth it right now. if I cancel do my photos get deleted?"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "The business card we had on file expired. Where do I put in the new card for our plan?"),
  ok("vendor", "how-to", "payment", "vendor-plans", "how much is pro a month"),
  ok("vendor", "how-to", "payment", "founding-50", "a friend said the first vendors who sign up get half off forever? am I too late for that"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "I'm due in March and won't be taking any weddings until fall. Can I hide my page for a while without losing my reviews and everything I set up"),
  ok("couple", "how-to", "feature_question", "smart-questions", "first time hiring a photographer, no idea what im doing. what should we be asking them before we sign anything??"),
  ok("couple", "how-to", "feature_question", "my-inquiries", "how do i message the florist i found on here? want to ask if she's free in may before we fall in love with her work"),
  ok("couple", "how-to", "feature_question", "vendor-matching", "are the vendors that come up first in my matches paying to be there? trying to figure out if I can trust the ranking"),

  // Trouble: something on the business side is not working, self-service first.
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "my business page is gone?? it was there last week, now when i search DJs in nashville i'm not on it at all"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I finished putting in all our venue info last night but when my husband searches for us on his phone it's not there. Did I miss a step?"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "keep trying to put up pictures of the ballroom and it says upload failed every time. they're off my camera, kind of big files"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email saying my payment didn't go through for my plan. is my page going to get shut off?"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "I only find out a couple wrote to me when I happen to log in. I never get an email about it. I'm using my work email through our shop's website"),
  ok("venue", "trouble", "venue_management", "claim-pending", "submitted a claim for our winery yesterday morning and it still just says pending. how long does this usually take?"),
  ok("vendor", "trouble", "verification", "verification-email", "Signed up for my catering company an hour ago and never got the email to confirm my account. Checked spam."),
  ok("vendor", "trouble", "login", "locked-out", "typed my password wrong a bunch of times and now it says too many attempts. i have a couple waiting on a quote, how long am i stuck"),
  ok("vendor", "trouble", "vendor_management", "vendor-inspiration-gallery-link", "sent a bride the link to my gallery of bouquets and she says it doesn't work anymore. it worked last month"),

  // Features Serviceberry does not have.
  notYet("vendor", "availability-sync", "Is there a way to connect my Google calendar so couples can see which Saturdays I'm already booked?"),
  notYet("vendor", "vendor-invoices", "can couples sign my contract and pay the retainer right through serviceberry? would save me chasing people on venmo"),
  notYet("venue", "paid-placement", "What would it cost for our venue to be featured at the top of the Nashville page? Happy to pay for it."),
  notYet("vendor", "phone-support", "Is there a phone number I can call? I'm not great with typing on these chats, I'd rather talk to somebody."),
  notYet("venue", "hotel-blocks", "We work with the inn down the road. Can we set up a block of rooms for our couples' guests through our listing?"),

  // Escalations: a person on the team takes it.
  person("vendor", "vendor_management", "high", "claim-dispute", "somebody claimed my catering company on here and it wasn't me or my wife. we're the only owners. they could be answering our customers right now"),
  person("venue", "venue_management", "high", "claim-dispute", "Our claim on Maple Hollow Farm got turned down. I have owned this farm for 22 years. What more do you need from me?"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Pro plan back in January and I still got charged again this month. I want that refunded please."),
  person("couple", "booking", "high", "booking-dispute", "our DJ just told us he's getting out of the business 2 months before our wedding and he won't give back the $500 deposit. we found him on your site. can you do anything??"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked a venue for a sunday tour since none of their open times work for us. it's been 5 days and nothing, not even a no. what do we do"),
  person("vendor", "account", "high", null, "someone made a page using my bakery's name and cake photos and is messaging couples asking for deposits. that is NOT us"),
  person("venue", "login", "urgent", null, "Someone got into our venue account last night, changed the password and deleted half our photos. I can't get back in. Please help asap."),

  // Refusals: a plain no.
  refuse("vendor", "account", "Can you take down the review from that bride in Columbus? She's lying and it's hurting my business."),
  refuse("venue", "account", "can you send me the emails of the couples who saved our venue? we'd like to reach out and offer a tour"),
  refuse("vendor", "account", "which other photographers did the couple who messaged me yesterday also contact? want to know who I'm up against on price"),
  refuse("vendor", "account", "your team is taking forever on my claim. just make me an admin so i can approve it myself"),

  // Signed-out visitors (never offered a ticket).
  visitor("venue_management", "list-a-venue", "I own a small event barn outside of Columbus. How do I get it on your website?"),
  visitor("payment", "vendor-cost", "whats the catch? do you guys take a cut when a couple books me through you"),
  visitor("login", "sign-in-trouble", "can't get into my vendor account. it keeps saying my password is wrong but I know it's right"),
  visitor("booking", "booking-dispute", "The venue we booked through your site just canceled on us and is keeping our deposit. I'm not able to log in right now. Who do I talk to?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("vendor", "Good morning! I need some help please."),
  vague("venue", "question about my listing"),
  vague("vendor", "hey"),

  // Admins working the claims desks.
  admin("venue_management", "admin-venue-claims", "where do I go to approve venue claims? there's apparently a pile of them waiting"),
  admin("vendor_management", "admin-vendor-claims", "a florist says she claimed her shop 4 days ago and nobody's looked at it. where would I find that"),
];
