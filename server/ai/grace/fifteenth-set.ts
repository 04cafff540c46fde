import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifteenth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is a new tester exploring the product as
 * each kind of account, one message per thing they try: they read the spec's screens and ask, in plain
 * everyday words, how to do what they expect to be able to do, or report what looked wrong. The asks are
 * spread over couples (seating, website, tours, deposits), venue owners (photos, room sizes, the
 * questionnaire, publishing, their plan), vendors (inquiries, the gallery, founding prices, categories, a
 * failed payment), contributors (tasks, polls, chat mail, access, invitations), admins (claims, users,
 * their own password, a stuck page) and signed-out visitors. Register and length vary on purpose (one
 * word to a paragraph, typos, lowercase, politeness, impatience). Billing questions are how-to cases in
 * the payment area; a deposit kept by a vendor who canceled is a booking dispute (high). Each article was
 * checked against the article's own text; each missing feature is one listed in features.ts; ticket
 * priorities follow decision 023 (a hacked account urgent; claim, billing, impersonation and booking
 * disputes high; a blank page urgent with "tomorrow"; asking for a person medium). The $240 charge in the
 * billing case is the yearly Plus price for vendors, from the vendor-plans article.
 * Scored once on main at 88f9f77 on 2026-11-26, before any change to Grace for it:
 * 38/50 (76%) (how-to 13/16, trouble 7/9, missing-feature 5/5, escalation 6/7, refusal 1/4, signed-out
 * 3/4, vague 3/3, admin 0/2; parts: area 44/50, article 41/50, ticket 48/50); no expectation or message
 * was changed after the score.
 */

export const FIFTEENTH_SET: QualityCase[] = [
  // How-to: what each kind of account expects to be able to do.
  ok("couple", "how-to", "feature_question", "seating-chart", "just made a couple account to poke around. where do i actually make the seating chart? is that the floor plan builder thing"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "How do we set up a wedding website on here? I see Wedding Websites under Planning but I'm not sure where to start."),
  ok("couple", "how-to", "booking", "book-venue-tour", "found a venue in columbus we like!! how do i set up a time to go see it in person"),
  ok("couple", "how-to", "payment", "deposits", "where do I pay the venue deposit through the site? I don't see a pay button anywhere on their page"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do I change which picture shows first on our listing? right now it's a photo of the parking lot lol"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Where do I put the measurements for our ballroom and the garden room? Couples keep asking me for the dimensions."),
  ok("venue", "how-to", "venue_management", "venue-questionnaire-help", "what is the questionnaire on my dashboard for, do I really have to fill out the whole thing"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "Hi, I'd like to cancel our Pro plan at the end of this month. Where do I do that? Thanks"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "how do i reply to couples who message me. do i just answer the email or do i have to do it on here"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "There's a Gallery tab on my dashboard. How is that different from my portfolio, and how do couples get to see it?"),
  ok("vendor", "how-to", "payment", "founding-50", "what's the founding 50 thing on the pricing page? do I get a discount if I sign up for a plan now"),
  ok("vendor", "how-to", "vendor_management", "vendor-categories", "I do hair AND makeup and also some bridal nails. which category should I pick when I set up my page?"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "I'm the best man. can I hand out jobs to the other groomsmen on here, like picking up the suits, or can only the couple do that?"),
  ok("contributor", "how-to", "feature_question", "group-polls", "maid of honor here. want the bridesmaids to vote between 3 brunch places for the morning of, is there a poll or something"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do i stop getting emails about the planning chat? it's a lot"),
  ok("admin", "how-to", "login", "change-password", "how do I change the password on my own admin account"),

  // Trouble: something looked wrong, self-service first.
  ok("couple", "trouble", "verification", "why-verify", "tried to message a photographer and it won't send, it says I have to verify my email first. what does that mean, I'm already logged in??"),
  ok("couple", "trouble", "feature_question", "caterer-sheet-place-cards", "made our floor plan and seated everybody but I can't find where to print place cards. is it somewhere else?"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "I asked the venue for a sunday tour since none of their times worked for us. it's been 4 days and it still isn't confirmed. no yes or no"),
  ok("venue", "trouble", "venue_management", "venue-publish", "Clicked publish on our venue and it won't let me, says something is missing. I filled in the name and the capacity, what else does it want?"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my payment for the plus plan failed. is my page going to get shut off?"),
  ok("vendor", "trouble", "vendor_management", "vendor-inspiration-gallery-link", "I unpublished my profile while I'm on vacation and now the link to my gallery doesn't work either. Did I break something?"),
  ok("contributor", "trouble", "feature_question", "contributor-permissions", "My daughter invited me to help and I can see the guest list, but I can't change anything on it. Everything is greyed out. Is it broken?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "clicked the invite from my son and it keeps telling me to sign in with a different email. I only have the one gmail"),
  ok("admin", "trouble", "technical", "page-not-loading", "venue claims page in the admin area just spins forever and never loads"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "where do we set up our gift registry? I thought it would be next to the guest list"),
  notYet("venue", "paid-placement", "How much would it cost to get our venue featured at the top of the Cleveland page?"),
  notYet("vendor", "vendor-invoices", "can couples sign my contract and pay me their deposit right through serviceberry? that would save me a ton of back and forth"),
  notYet("contributor", "hotel-blocks", "I'm the groom's mother and I'm in charge of the out of town guests. Can I reserve a block of hotel rooms for them through this site?"),
  notYet("visitor", "text-messages", "can you send the rsvp reminders as texts instead of emails? half my family never checks their email"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "The DJ we booked through here cancelled on us 6 weeks before the wedding and won't give back our $800 deposit. He stopped answering. What can you do?"),
  person("venue", "venue_management", "high", "claim-dispute", "went to claim our venue (The Grey Mill, Columbus) and it says someone already owns the listing. that is NOT us. need this fixed asap"),
  person("venue", "technical", "urgent", "page-not-loading", "The tours page on our venue dashboard is completely blank. We have couples coming for tours tomorrow morning and I can't see who is coming or when."),
  person("vendor", "account", "high", null, "found a bakery page on here called Sugar Moon Cakes using pics of MY cakes straight from my instagram. someone made a fake page as us and couples are writing to it"),
  person("vendor", "payment", "high", "refund-request", "I picked the monthly Plus plan but my card got charged $240. I wanted monthly! Can I get the difference back?"),
  person("contributor", "login", "urgent", null, "someone got into my account. my password doesn't work anymore and I got an email saying my email address was changed. I help with my daughter's wedding and her budget is in there"),
  person("contributor", "general", "medium", null, "Can I please speak with someone on your team? I am not good with computers and would rather have a person walk me through this."),

  // Refusals: a plain no.
  refuse("venue", "account", "Can you show me which couples have our venue saved in their favorites? We want to send them a promo."),
  refuse("vendor", "account", "just give me admin access so I can approve my own claim, it's been sitting there forever"),
  refuse("contributor", "account", "the bride only shared the budget with me but i need everyone's addresses for the shower invites. can you send me the rest of her guest list"),
  refuse("visitor", "account", "who owns the barn venue listed in cincinnati? i want the owner's personal cell number"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password, how do I reset it"),
  visitor("account", "account-kinds", "I'm a wedding planner, not the one getting married lol. which sign up am I supposed to use?"),
  visitor("payment", "how-much-does-it-cost", "is this really free for couples or is there a trial that runs out and then you charge me"),
  visitor("account", null, "There's a listing on your site using my photos and my business name, and I don't even have an account. I need to talk to a real person about getting it taken down.", { contact: true }),

  // Vague openers: one clarifying question.
  vague("venue", "need some help"),
  vague("admin", "question"),
  vague("visitor", "hello??"),

  // Admins.
  admin("general", "admin-vendor-claims", "where do i go to approve a photographer who's claiming their listing"),
  admin("general", "admin-users", "need to look up a vendor's account by their email address. where's the user search?"),
];
