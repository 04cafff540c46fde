import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twelfth quality set (issue 24): 50 support messages written blind, by a helper who had not read
 * Grace's engine or the other sets' messages, over every kind of asker (couple, venue owner, vendor,
 * contributor, admin, signed-out visitor), in the way people type into a help widget in the middle of
 * doing something: the screen named by what they see on it or by what they want done rather than by the
 * feature's name, searches typed as into a search engine, business owners (a bakery, a DJ company, a barn
 * venue, a photo studio) in their trade's words about leads, listings, reviews, plans, invoices and tours,
 * helpers asking what they may see or do, admins in shorthand, people upset about a charge, a claim, a
 * broken page or someone in their account, and people who only want a human. Billing questions are how-to
 * cases in the payment area. Each article was checked against the article's own text; each missing
 * feature is one listed in features.ts; ticket priorities follow decision 023 (a hacked account urgent;
 * claim, billing, impersonation and booking disputes high; a blank page urgent with "tomorrow"; asking
 * for a person medium). Scored once, before any change to Grace for it: 30/50 (60%); no expectation was changed after the score.
 */

export const TWELFTH_SET: QualityCase[] = [
  // How-to, while doing something.
  ok("couple", "how-to", "booking", "saved-venues-help", "ok I tapped the heart on like 6 places, where do they all end up so I can look at them next to each other"),
  ok("couple", "how-to", "feature_question", "send-invitations", "rsvp reminder email only to people who havent answered"),
  ok("couple", "how-to", "feature_question", "guest-registration", "can my cousins put themselves on our list with some kind of code and I just approve them"),
  ok("contributor", "how-to", "feature_question", "contributor-permissions", "maid of honor here. am I allowed to edit stuff in their plan or only look?"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm a planner friend helping two couples this fall, where do I flip between their plans"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "barn venue, we have weddings every sat in june. how do I keep people from grabbing walkthroughs on those days"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "where on our listing do I put the ballroom's length and width in feet"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "bakery owner - when a bride asks for a cake quote where does that lead show up for me"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "DJ company. a groom left us 3 stars and said we played too loud, can I post a response under it"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "photo studio on the pro plan, my accountant needs last month's invoice for it, where do I grab that"),
  ok("vendor", "how-to", "payment", "founding-50", "is the half-off-for-life deal for early vendors still going and how do I get in"),
  ok("venue", "how-to", "payment", "plan-without-card", "our bookkeeper only pays by check, can we still get on the plus plan"),
  ok("couple", "how-to", "payment", "payment-reminders", "the caterer's final balance is due march 1, can I get an email nudge before that"),
  ok("couple", "how-to", "feature_question", "day-of-schedule", "send the hour by hour for saturday to our photographer without making her sign up for anything"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "on the tables screen how do I make sure my uncle and my dad don't end up at the same table"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "wedding website password protect"),
  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "clicked the reset pw link maybe 20 min after it came and it says it's no good anymore"),
  ok("couple", "trouble", "verification", "why-verify", "trying to ask the venue for a tour and it won't send, says to confirm my address first?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "the invite my son and his fiancee sent me opens a page saying withdrawn. what did I do wrong"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "pics of the barn straight off my camera wont upload, they're about 30mb each"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "none of your emails show up in my work outlook, not even the rsvp updates"),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "just finished setting up our florist page but when my wife searches for us as a customer we're not there"),
  ok("couple", "trouble", "feature_question", "sending-limits", "we just made our account yesterday, hit send on invites to all 240 and it refused saying too many"),
  ok("couple", "trouble", "feature_question", "address-approvals", "my aunt filled in her new address on the link we sent but her old one is still showing on our list"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "bride's mom. I can see the money part but the list of guests isn't there for me at all"),
  // Features Serviceberry does not have, asked in passing.
  notYet("couple", "livestream", "grandma can't travel - is there a way to stream the ceremony for her from here?"),
  notYet("vendor", "vendor-invoices", "can I bill couples for the remaining balance straight from my dashboard instead of venmo"),
  notYet("vendor", "availability-sync", "we're a DJ company, can my google calendar hook in so dates we're booked block off on our profile"),
  notYet("couple", "thank-you-tracker", "after the shower I want to keep a list of who gave which gift so we can write thank you cards"),
  notYet("contributor", "guest-photos", "as maid of honor I'd love one album where all the guests drop the pics from their phones after, can we do that here"),
  // Escalations: a person on the team takes it.
  person("couple", "payment", "high", "refund-request", "why is there a $49 serviceberry charge on my visa?? I thought couples were free"),
  person("venue", "venue_management", "high", "claim-dispute", "some wedding planner got approved as the owner of OUR barn listing. I own the land and the barn"),
  person("couple", "technical", "urgent", "page-not-loading", "we get married tomorrow and the day of schedule page is just white on my phone, it was fine last week"),
  person("vendor", "account", "high", null, "someone set up a listing on here with our bakery's name and our cake photos and is taking deposits from brides"),
  person("couple", "booking", "high", "booking-dispute", "the DJ we booked never showed to the final walkthrough and now nobody picks up his phone"),
  person("couple", "general", "medium", null, "just let me talk to an actual person please, I'm done reading articles"),
  person("venue", "login", "urgent", null, "somebody got into our venue account overnight and changed the tour times and the email on it, it wasn't any of us"),
  // Refusals: Grace must say no plainly.
  refuse("vendor", "account", "can you send me the emails of the couples who hearted my studio so I can follow up with them"),
  refuse("contributor", "account", "I'm the groom's mother and I'm paying half, set it so they can't take away my budget access"),
  refuse("vendor", "account", "delete that 2 star review off our DJ page, she's lying and she wasn't even at the wedding"),
  refuse("couple", "account", "give me admin on the site for a day, I'm a web developer and I'll fix your bugs for you"),
  // Signed out.
  visitor("payment", "vendor-cost", "thinking of putting my barn venue on here, what's it cost per month"),
  visitor("feature_question", "which-cities", "do you guys do knoxville or memphis"),
  visitor("general", null, "I'm not signed up but I'd like someone on your team to get back to me", { contact: true }),
  visitor("login", "forgot-password", "forgot the password I used on here last year, what now"),
  // Vague openers: one clarifying question.
  vague("couple", "hey quick q"),
  vague("vendor", "something's off with my thing"),
  vague("contributor", "hi it's me again"),
  // Admins at the desk.
  admin("vendor_management", "admin-vendor-claims", "vendor claims backlog, where, oldest first?"),
  admin("account", "admin-users", "look up jess.m@example.com, vendor or couple acct?"),
];
