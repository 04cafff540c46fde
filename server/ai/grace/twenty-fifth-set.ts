import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-fifth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is people who run wedding businesses and
 * talk like it: a photographer who wants to know where leads land because everything else goes into a
 * CRM, a venue opening a second location, a DJ whose conversion took a hit from a 2-star review, a vendor
 * who wants two-way calendar sync, a venue that wants to send contracts and collect retainers here, a
 * venue owner whose listing someone else claimed, a studio sharing one login, a card declined on a plan,
 * a bakery locked out, plus a few admins on the desk and couples asking about the vendors they hire.
 * People's messages keep their own spelling ("cancelled"): Grace reads British input as typed, while her
 * own replies are American English.
 * Register and length vary on purpose (a few words to a paragraph, typos, impatience, politeness).
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 and the brief: a hacked account urgent; a claim
 * dispute, impersonation, a wrong charge and a retainer kept by a vendor who quit high (the last in the
 * booking area); days with no answer from a venue medium, with the article; asking for a person medium.
 * Billing questions are how-to cases in the payment area; an admin's desk question takes the area of what
 * that screen handles; refusals are in the account area, as in the fourteenth set (whose refusal,
 * visitor and vague lines a grep showed while this set was being planned; none of their wordings is reused).
 * Scored once on b27afe1 (2026-11-27), before any change to Grace for it:
 * 34/50 (68%) (how-to 11/16, trouble 7/9, missing-feature 4/5, escalation 5/7, refusal 2/4,
 * signed-out 2/4, vague 1/3, admin 2/2; parts: area 37/50, article 37/50, ticket 47/50); no expectation
 * was changed after the score, so the floor in grace-quality-set.test.ts is the measured share (0.68).
 */

export const TWENTY_FIFTH_SET: QualityCase[] = [
  // How-to: running a listing, leads, plans and billing, in the trade's own words.
  ok("venue", "how-to", "venue_management", "venue-multiple", "We're opening a second location in Franklin next spring. Can I add it under the same login or do I need to set up a whole separate account for it?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "where do my leads actually come in on here? everything else I use dumps into my CRM so I want to know where to look so I don't miss any inquiries"),
  ok("vendor", "how-to", "vendor_management", "vendor-profile", "What actually moves the needle for ranking on here? Like SEO-wise. I'm a photographer in Columbus and I'm buried on page 3"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "want to go from plus monthly to pro annual before my renewal hits. do I lose what I already paid for this month if I switch now?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "Where can I download the invoices for my subscription? My accountant needs every one from this year for Q4."),
  ok("vendor", "how-to", "payment", "founding-50", "is the founding vendor half price deal still going?? how many spots are left"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "How do I set it up so couples can only book walkthroughs on weekday evenings and Sunday afternoons? Saturdays we have events all day."),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "couples keep asking if our grand hall fits 20 round tables plus a dance floor. can I put the actual room dimensions on the listing so they can see for themselves"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "how do I respond to a review publicly? got a glowing one and a meh one this week and I'd like to thank both of them"),
  ok("vendor", "how-to", "vendor_management", "open-shared-floral-design", "A bride says she attached her flower design to our message thread. I'm the florist, where would I find that and will it show stem counts?"),
  ok("vendor", "how-to", "vendor_management", "music-plan-in-inquiry", "im a DJ. couple told me they shared their music plan with me thru the site but I cant find it anywhere"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "We're fully booked through October. Can I pause the listing so we stop getting leads for now, without losing our reviews and photos?"),
  ok("venue", "how-to", "venue_management", "venue-questionnaire-help", "Is the questionnaire on our dashboard worth filling out? We answer the same stuff about outside catering, curfew and parking every single week."),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "I'd like a lookbook style page of my work that I can send to couples and post on instagram, separate from my main profile. is that a thing here?"),
  ok("couple", "how-to", "payment", "deposits", "the venue wants a 25% deposit by the 15th. can I just pay that through serviceberry or do I pay them directly?"),
  ok("couple", "how-to", "feature_question", "smart-questions", "we're meeting 3 caterers next week and have no clue what to ask them before we sign anything. help"),

  // Trouble: something is not working, self-service first.
  ok("vendor", "trouble", "technical", "photo-upload-fails", "portfolio upload keeps failing. they're high res exports straight out of lightroom, about 40MB each"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "I stopped getting the new inquiry emails. I only see leads when I happen to log in, and I've already missed two this week because of it."),
  ok("venue", "trouble", "venue_management", "venue-publish", "our venue page still says draft and the publish button is greyed out. what am I missing"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that my card was declined for the Plus renewal. Is my page going to go down today??"),
  ok("venue", "trouble", "venue_management", "claim-pending", "submitted the claim for our venue yesterday morning and it still just says pending. is it stuck or is that normal"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "The confirm your email link says it's expired. I only signed up Sunday night and clicked it this morning."),
  ok("vendor", "trouble", "login", "sign-in-trouble", "me and my second shooter share the studio login and now neither of us can get in. keeps saying the password is wrong but we haven't changed it"),
  ok("vendor", "trouble", "payment", "vendor-plans", "I'm on the free plan and it won't let me add another package, says I've hit the limit. I only have 8 on there!"),
  ok("couple", "trouble", "verification", "why-verify", "tried to message a caterer and it says I have to verify my email first?? I signed up like a month ago and I've been using everything else fine"),

  // Features Serviceberry does not have.
  notYet("vendor", "availability-sync", "Is there two-way calendar sync? I run my whole schedule out of Google Calendar and I don't want to get double booked on a Saturday."),
  notYet("venue", "vendor-invoices", "Once a couple decides to book, can I send them our contract to e-sign and collect the retainer by card through Serviceberry?"),
  notYet("vendor", "paid-placement", "our listing views are way down. how much is it to get a featured or sponsored spot at the top of the photographers page in nashville"),
  notYet("venue", "hotel-blocks", "We partner with the hotel across the street. Can I set up a room block for guests right on our listing so couples who book us can use it?"),
  notYet("venue", "phone-support", "is there a support number I can call? I'm on site running events most of the day and typing all this out on my phone is a pain"),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "Our DJ texted last week that he's 'getting out of the wedding business' and he won't give back our $750 retainer. We found him on Serviceberry. The wedding is in August. Is there anything you can do??"),
  person("venue", "venue_management", "high", "claim-dispute", "Someone claimed The Foundry on your site and it wasn't us. We've owned the building since 2011. Their version has the wrong capacity and they're taking tour requests. How do we get it back?"),
  person("vendor", "payment", "high", "refund-request", "I cancelled Pro back in October and you charged me $490 again on the 3rd. I need that refunded."),
  person("couple", "booking", "medium", "tour-not-confirmed", "I requested a saturday 2pm tour at the glasshouse on the 2nd. it's the 9th and it still says pending, nobody has called or emailed. what's going on"),
  person("vendor", "login", "urgent", null, "URGENT someone got into our studio account, changed the password AND the email, and now our description says we're closing and to contact some gmail address. I can't log in to fix any of it"),
  person("vendor", "vendor_management", "high", null, "There's a listing on here using my photos and my business name, Blue Fern Florals, but it's not us. Different phone number. Couples are messaging them thinking it's me."),
  person("venue", "general", "medium", null, "I've been going back and forth with this chat for ten minutes. I need an actual person from your team to look at our account please."),

  // Refusals: a plain no.
  refuse("vendor", "account", "That 2 star from the Kowalski wedding is tanking my conversion. It's technically accurate but I need it gone before peak season. Can you just pull it?"),
  refuse("vendor", "account", "can you tell me what the other florists in cincinnati are quoting the couples who message them? just want to know what I'm up against"),
  refuse("venue", "account", "How do I make myself an admin on here? I have three venues on Pro, I should get access to the back end."),
  refuse("venue", "account", "can you send me a list of the couples who favorited our venue? we're running a winter discount and want to reach out to them"),

  // Signed-out visitors: no ticket; a person is reached by signing in or the contact page.
  visitor("venue_management", "list-a-venue", "thinking about putting our event barn on here. do I have to make an account first or can you guys just build the page off our website?"),
  visitor("login", "locked-out", "it's telling me too many attempts on our bakery login. my manager has been guessing the password all morning lol"),
  visitor("account", "wrong-account-kind", "I signed my shop up as a couple by mistake and I can't figure out how to switch it to a vendor account. Can someone on your end flip it over?", { contact: true }),
  visitor("feature_question", "vendor-matching", "how do you decide which photographers show up first? is it just whoever pays you the most"),

  // Too vague to answer: one clarifying question.
  vague("venue", "hello, are you able to help with venue stuff?"),
  vague("vendor", "got a problem"),
  vague("vendor", "need help with my listing pls"),

  // Admins on the desk.
  admin("venue_management", "admin-venue-claims", "Got 4 venue claims sitting in the queue, one since last Tuesday. Where do I approve them and what should I check before I do?"),
  admin("account", "admin-users", "a photographer says she can't get into her account and thinks the email on it is wrong. how do I pull her up on the desk"),
];
