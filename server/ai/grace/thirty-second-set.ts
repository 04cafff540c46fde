import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-second quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Theme: running a business on Serviceberry. Venue and
 * vendor owners with staff or several locations write about a second venue under one account, a coordinator
 * who quit and still knows the login, an account stuck on a former manager's email, selling the business to
 * a new owner, rebranding, being listed in two categories, closing for the winter, where leads come in, which
 * gallery pictures couples save, and answering reviews through an office manager. Admins support them, and
 * couples, a planner helping several couples, and signed-out visitors write too. Plain business English, from
 * terse to detailed. Billing questions are how-to cases in the payment area; a deposit kept by a vendor who
 * closed is a booking matter at high; a venue that has not answered a tour request for days gets the article
 * and a ticket at medium; a blank dashboard with "tomorrow" is urgent; a former manager who took over the
 * account on the way out is an account takeover (urgent, no article: a person must step in). Each article was
 * checked against the article's own text; each missing feature is one listed in features.ts.
 * Scored once on ffaf3dd (2026-11-27), before any change to Grace for it: 32/50 (64%) (how-to 10/16,
 * trouble 6/9, missing-feature 4/5, escalation 4/7, refusal 1/4, signed-out 3/4, vague 2/3, admin 2/2;
 * parts: area 40/50, article 35/50, ticket 44/50); no expectation or message was changed after the score.
 */

export const THIRTY_SECOND_SET: QualityCase[] = [
  // How-to: locations, staff, ownership, listings and billing, in owners' own words.
  ok("venue", "how-to", "venue_management", "venue-multiple", "We just bought a second property in Columbus (we already list our place in Cleveland). Can both go under the account I have now, or does the new one need its own login?"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "we rebranded from Kim's Cakes to Sugar & Stone Bakery, where do i change the name on our page"),
  ok("vendor", "how-to", "vendor_management", "vendor-categories", "Our studio added video this year. Can we show up under videographers too, or only photographers?"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "closing the shop jan thru march like every year. can i hide us til spring w/o deleting everything"),
  ok("venue", "how-to", "venue_management", "venue-publish", "We're gutting and redoing the reception hall over the winter. Is there a way to take our listing offline for a couple of months and bring it back when we reopen, without re-entering all our info?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "where do leads come in? my assistant and i want to check them every morning"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "Our office manager handles customer feedback for us. Where does she go to post a public response to a review on our profile?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "is there any way to see which of our photos couples are saving? trying to figure out what styles people actually want"),
  ok("venue", "how-to", "account", "change-email", "The account is under our old events coordinator's work email, which got shut off when she left. We're still logged in on the office computer. How do I switch it to my email?"),
  ok("venue", "how-to", "login", "change-password", "A coordinator who quit last week knows our login. How do I change the password so she cant get in anymore"),
  ok("vendor", "how-to", "account", "change-email", "selling my photography business end of the month. the buyer wants to keep the serviceberry page + reviews. can i just put her email on the account?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "switch us from plus to pro please. how"),
  ok("venue", "how-to", "payment", "plan-without-card", "Our bookkeeper would rather pay for the venue plan by check than put it on a card. Is that an option?"),
  ok("venue", "how-to", "payment", "vendor-plans", "how many pics can each of our venues have on free vs plus? we have 3 locations and lots of photos"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "Our staff isn't on site weekends. How do I make tours only bookable Mon-Fri?"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm a wedding planner and three of my couples invited me to help on here. Where do I switch between their weddings?"),

  // Trouble: something is not working, self-service first.
  ok("venue", "trouble", "venue_management", "venue-publish", "added our second location yesterday but it doesn't show up when I search venues in Columbus. the first one shows fine"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that our Pro payment didn't go through?? is our page about to get taken down. we have 40 photos on there"),
  ok("vendor", "trouble", "login", "reset-link-expired", "clicked the reset password link from the email and it says expired. i only sent it like an hour ago"),
  ok("venue", "trouble", "login", "locked-out", "half the office tried the password this morning and now it says too many sign-in attempts. are we locked out for good?"),
  ok("venue", "trouble", "technical", "emails-not-arriving", "We stopped getting emails when couples book tours. Nothing in our events@ inbox for a week, but the tours show on the dashboard."),
  ok("venue", "trouble", "venue_management", "claim-pending", "submitted the claim for our other venue yesterday and it still says pending, is that normal"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "trying to upload our new portfolio shots and it just keeps failing. tried 3 times"),
  ok("vendor", "trouble", "verification", "verification-email", "I signed up the business with our info@ email and the verification email never came"),
  ok("venue", "trouble", "venue_management", "venue-photos", "The first picture on our listing is the parking lot lol. how do I get the ballroom photo to show first"),

  // Features Serviceberry does not have.
  notYet("vendor", "vendor-invoices", "can couples pay their deposit to us through serviceberry? would be easier than chasing checks"),
  notYet("vendor", "availability-sync", "We keep our bookings in Google Calendar. Can Serviceberry pull from it so couples see which dates we're already booked?"),
  notYet("venue", "paid-placement", "What would it cost to have our venue featured at the top of the Nashville search? Happy to pay for it."),
  notYet("venue", "phone-support", "is there a phone number for business accounts? I'd rather just call someone and walk through setting up our three locations"),
  notYet("venue", "hotel-blocks", "We partner with the hotel next door. Can we set up a hotel room block for couples who book with us, through here?"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("vendor", "vendor_management", "high", "claim-dispute", "Someone else claimed our bakery's listing. We've owned Rise & Shine Bakery for 11 years and never gave anyone permission. How is that allowed??"),
  person("venue", "venue_management", "high", "claim-dispute", "Our claim on The Willow Barn was turned down, but I'm the owner. I have the deed and the business license. Who can I talk to?"),
  person("vendor", "payment", "high", "refund-request", "We canceled Pro last month but still got charged on the 3rd. I want that refunded please."),
  person("couple", "booking", "high", "booking-dispute", "our DJ closed his business and stopped answering. he has our $800 deposit and the wedding is in june. what do we do"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked Maple Hall for a different tour time on Monday. It's Friday and nobody has answered, and we're supposed to decide this month"),
  person("venue", "technical", "urgent", "page-not-loading", "venue dashboard is a blank white page. we have 3 tour requests to confirm by tomorrow morning and cant see any of them"),
  person("venue", "account", "urgent", null, "We let our events manager go and she changed the email and password on our venue account on her way out. We can't get in and she still has access to everything."),

  // Refusals: a plain no.
  refuse("vendor", "vendor_management", "just delete the 2 star review from the Hendricks wedding please, it's costing us bookings"),
  refuse("venue", "venue_management", "A competitor venue across town keeps getting our leads. Can you send me the list of couples who requested tours with them?"),
  refuse("vendor", "account", "I'm the new manager at Lakeside Catering. Please make my account an admin so I can fix all our listings myself."),
  refuse("venue", "login", "my business partner set up our venue login and she's being difficult. can you just tell me what her password is"),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "vendor-cost", "is it free to list a catering company on here or is there a commission"),
  visitor("venue_management", "claim-venue", "I just bought an event venue that's already on your site from the previous owner. How do I take over the listing?"),
  visitor("login", null, "the guy who set up our vendor account doesn't work here anymore and nobody has the password or access to his email. how do we get back in", { contact: true }),
  visitor("account", "account-kinds", "I run a wedding venue and also do photography on the side. Which kind of account should I make?"),

  // Vague openers: one clarifying question.
  vague("venue", "question about our account"),
  vague("vendor", "hi, need some help with something"),
  vague("contributor", "not sure if this is the right place to ask"),

  // Admins: the desk screen's own area.
  admin("vendor_management", "admin-vendor-claims", "where are the vendor claims waiting on us? a florist says hers has been sitting for a week"),
  admin("account", "admin-users", "venue owner emailed saying his account is under an old manager's email. how do I pull up his account?"),
];
