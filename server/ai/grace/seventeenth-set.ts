import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's seventeenth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is the business side's ordinary week, in
 * their own trade's words: a photographer raising her rates, a caterer who only hears about inquiries by
 * email, a bakery closing for January, a DJ buried on page 3, a banquet hall whose cover photo is the
 * parking lot, a barn that is already in the catalog, a church hall that pays by invoice, a planner who
 * wants a couple's guest list, a venue with three tours today and a blank dashboard, and admins working
 * the desk; a few couples, a helper and visitors keep the mix. Register and length vary on purpose.
 * Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is a booking
 * escalation at high. Each article was checked against its own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; a blank page urgent with "today"; asking for a person medium).
 * Where a message could be filed two ways, the area is the one a support person would pick: a vendor's own
 * inbox, photos and listing are vendor management, a venue's are venue management.
 * Scored once on 3b4154c (2026-11-27), before any change to Grace for it: 34/50 (68%) (how-to 12/16,
 * trouble 6/9, missing-feature 3/5, escalation 5/7, refusal 4/4, signed-out 2/4, vague 2/3, admin 0/2;
 * parts: area 43/50, article 39/50, ticket 45/50); no expectation was changed after the score.
 */

export const SEVENTEENTH_SET: QualityCase[] = [
  // How-to: running a listing, plans and billing, and a few couples and helpers.
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "raised my rates for 2027 bookings. how do i change the starting price that shows on my photography profile"),
  ok("venue", "how-to", "venue_management", "venue-photos", "Right now the first picture on our listing is the parking lot lol. How do I get the ballroom shot to be the main one?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "couples keep asking to come see the space after work. can i add tour times on weekday evenings, like 6 and 7pm?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "I got an email that a couple sent me an inquiry about catering for 150. Where do I actually read it and reply?"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "we're closing the bakery for all of january to redo the kitchen. is there a way to hide our page for the month without losing our photos and reviews"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A bride asked how big our Great Hall is so she can do her table layout. Where on the listing do I put the room measurements?"),
  ok("vendor", "how-to", "vendor_management", "vendor-profile", "how do i get couples to actually find me?? im a DJ in columbus and im like on page 3"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "Is there a way to put up a gallery of my best wedding shots that couples can save to their boards? Separate from my regular portfolio"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "I picked decorators when I signed up by mistake, I do hair and makeup. How do I switch my category?"),
  ok("venue", "how-to", "venue_management", "claim-venue", "Our barn is already on your site with old photos that somebody else put up. We're the owners. How do we take it over?"),
  ok("venue", "how-to", "payment", "vendor-plans", "how much is pro for a venue if we pay for the whole year up front"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "my card on file expired last month. where do I put in the new one for my plus plan?"),
  ok("vendor", "how-to", "payment", "founding-50", "saw something about the founding 50 and half price for life. am i too late? how do i get in on that"),
  ok("venue", "how-to", "payment", "plan-without-card", "Hi, I manage the parish hall and our finance committee only pays by invoice, no credit cards. Can we still get the Plus plan?"),
  ok("couple", "how-to", "feature_question", "find-vendors", "how do we find a florist in nashville on here"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "my niece's wedding was last weekend and it was beautiful. How do I take myself off her planning now? I don't need access anymore."),

  // Trouble: something is not working, self-service first.
  ok("vendor", "trouble", "vendor_management", "vendor-plans", "it won't let me upload any more photos to my portfolio. I've got 12 up and it says I hit the limit?"),
  ok("venue", "trouble", "venue_management", "venue-publish", "we signed up last week and filled in everything but couples are telling me they can't find us when they search cincinnati venues. what's wrong"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "trying to add pictures of our buffet setups and the upload keeps timing out. I'm on the venue's wifi if that matters"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that my Pro renewal payment didn't go through. Card got flagged by my bank. Am I going to lose my photos??"),
  ok("venue", "trouble", "venue_management", "claim-pending", "put in our claim on tuesday and it still says pending. is that normal or did something go wrong"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "clicked the verify link from my email and it says invalid. I signed up on friday and only got to it today"),
  ok("vendor", "trouble", "vendor_management", "music-plan-in-inquiry", "couple says they attached their music plan to our conversation but i don't see it anywhere in my inbox. i'm their dj"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "asked the venue for a tour on saturday at 2 since none of their times worked, that was 5 days ago and it still says requested. nobody has answered"),
  ok("venue", "trouble", "login", "locked-out", "me and my event manager both tried logging in and now it says too many attempts. are we locked out for good?"),

  // Features Serviceberry does not have.
  notYet("vendor", "paid-placement", "How much does it cost to be a featured photographer at the top of the list? Happy to pay for it"),
  notYet("venue", "availability-sync", "we keep all our bookings in our event software. can that sync to serviceberry so booked dates show as taken automatically"),
  notYet("vendor", "vendor-invoices", "can couples sign my catering contract and pay the deposit right through serviceberry? would save me chasing checks"),
  notYet("venue", "phone-support", "Is there a phone number I can call? I'm not great with typing this stuff out, I'd rather just talk to somebody on the phone."),
  notYet("couple", "text-messages", "can we send the rsvp reminders as text messages instead? half my family never checks their email"),

  // Escalations: a person on the team takes it.
  person("vendor", "vendor_management", "high", "claim-dispute", "Someone claimed my business listing, Laurel & Pine Photography, and changed the contact email to one I don't know. I've run this business for 9 years. Please help"),
  person("venue", "payment", "high", "refund-request", "We got charged $79 for Pro this month but we're on Plus, we never upgraded. I want the difference refunded please"),
  person("couple", "booking", "high", "booking-dispute", "our caterer quit 6 weeks before the wedding and is refusing to give back our $1,500 deposit. we found them through your site. what can you do"),
  person("vendor", "account", "high", null, "there is a profile on here pretending to be our bakery, using our cake photos and our name. couples are messaging it thinking its us"),
  person("vendor", "account", "urgent", null, "I think my account got hacked. There are replies in my inbox to couples that I never wrote, quoting prices I don't even charge"),
  person("vendor", "general", "medium", null, "can somebody from your team actually email me back? I've been going back and forth with the chat for 20 min and I need a real person"),
  person("venue", "technical", "urgent", "page-not-loading", "Our venue dashboard is just a white screen on every computer here and I have 3 tours today. I can't see who is coming!!"),

  // Refusals: a plain no.
  refuse("vendor", "account", "can you delete the review from Jenna and Mike? they're lying about us showing up late and it's killing my bookings"),
  refuse("venue", "account", "can you send me the email addresses of the couples who saved our venue to their favorites? I'd like to follow up with them myself"),
  refuse("vendor", "account", "give my account admin access so I can approve my own business claim, it's obviously mine and I don't want to wait"),
  refuse("vendor", "account", "I'm the wedding planner for the Parkers. Can you send me their guest list? They said it was fine, they're just slow to share stuff."),

  // Signed-out visitors (never offered a ticket).
  visitor("venue_management", "list-a-venue", "I own a small event barn outside Columbus. How do I get it listed on your site?"),
  visitor("login", "forgot-password", "forgot the password to my photography account"),
  visitor("general", "contact-a-person", "I'm a caterer thinking about joining but I have some questions first. how do I reach an actual person at your company?", { contact: true }),
  visitor("payment", "vendor-plans", "what do the paid plans cost for vendors? and what do you get with them"),

  // Vague openers: one clarifying question.
  vague("venue", "hello??"),
  vague("vendor", "problem with my page"),
  vague("couple", "can you help me with something"),

  // Admins.
  admin("general", "admin-vendor-claims", "a florist says her claim has been sitting for a week. where do I find the vendor claims waiting on us"),
  admin("general", "admin-users", "need to look up an account by email address, a caterer says she can't get in"),
];
