import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-seventh quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is after the wedding and the off-season:
 * newlyweds writing thank-you notes, reviewing their vendors, changing a last name and an email, saving a
 * copy of everything before closing the account, chasing a deposit from a DJ who quit and a photo booth that
 * never came; parents and friends who helped and are done now (or were taken off and want back in); vendors
 * and venue owners in the slow months updating next year's prices, hiding a listing for the winter, blocking
 * tour dates, canceling or changing a plan, finding receipts for their taxes and old inquiries; admins
 * catching up in a slow week; and visitors who came to Serviceberry as guests or helpers. Register and length
 * vary on purpose (two words to a paragraph, typos, lowercase, politeness, panic).
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 and the brief (a taken-over account urgent; a claim
 * dispute, a charge after canceling, a deposit kept by a vendor who quit and a no-show high; days without
 * an answer from a venue medium, with the article; asking for a person medium). Billing questions are how-to
 * cases in the payment area; a dispute with a venue or vendor is in the booking area.
 * Scored once on 7b245f9 (2026-11-27), before any change to Grace for it: 38/50 (76%) (how-to 11/16,
 * trouble 6/9, missing-feature 5/5, escalation 4/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 49/50, article 40/50, ticket 48/50); no expectation was changed after the score.
 */

export const THIRTY_SEVENTH_SET: QualityCase[] = [
  // How-to: after the wedding, and the slow season for businesses.
  ok("couple", "how-to", "account", "delete-account", "Before we close our account I want to save a copy of everything, mainly the guest list with everyone's addresses. Is there a way to download it all first?"),
  ok("couple", "how-to", "feature_question", "reviews-waiting", "i left a review for our DJ the morning after the wedding and i was kinda cranky lol. can i go back and edit it? he was actually fine"),
  ok("couple", "how-to", "account", "name-businesses-see", "How do I change my name on my account? I took my husband's last name"),
  ok("couple", "how-to", "feature_question", "beyond-the-wedding", "we're officially married 🎉 my wife heard you guys have stuff for after the wedding too? like money and communication stuff for newlyweds. where is that"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "Hello, my granddaughter's wedding was in October and I still get emails about messages in the planning chat. How can I make them stop? Thank you."),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "wedding's done and I don't need to be on my buddy's planning anymore. how do I leave / remove myself from it"),
  ok("couple", "how-to", "feature_question", "change-helper-access", "how do i take my sister in law off our planning stuff. she still has edit on the budget and the wedding is OVER"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "need to put my 2027 rates up before engagement season hits in december. where do i change the prices on my profile"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "I'm a one-woman cake shop and I close for January and February every year. Can I hide my page for those two months without losing my photos and reviews, then turn it back on in March?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "We shut down the barn from Dec 15 to March 1 (no heat). How do I stop couples from booking tours during that time"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "cancel my pro plan please, slow season, ill pick it back up in april"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "My accountant needs receipts for everything I paid Serviceberry this year. Where do I download the invoices for my plan?"),
  ok("venue", "how-to", "payment", "vendor-plans", "thinking of upgrading over the winter so we can show the new patio. how many photos does plus give a venue vs what we get now on free?"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "where do I add the room dimensions on our listing? finally have time to measure the ballroom and the garden room"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "where do i find the inquiries from couples last spring? want to reach back out to the ones who never booked"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "How do we take our wedding website offline now that it's over? don't love that it's still up with the address for the after party on it"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "feature_question", "reviews-waiting", "trying to review all our vendors tonight and after the 5th one it won't let me post anymore?? I have 3 more to go"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my payment for Plus failed. my card expired. am I going to lose my photos??"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I was helping my son and his wife with their wedding and I could see the guest list before. Now I log in and it's gone. I just wanted the addresses for my own thank you notes. Did something break?"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "Trying to put up the pictures from the snow wedding we had last weekend and every one of them fails halfway. They're big files off the photographer's drive"),
  ok("couple", "trouble", "login", "reset-link-expired", "haven't been on since the wedding, did the forgot password thing but by the time I got to the email the link said it's expired"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "i'm not getting the emails when couples send me inquiries anymore. a bride told me she wrote 2 weeks ago and I had no idea"),
  ok("couple", "trouble", "login", "locked-out", "it says too many sign in attempts and now I can't get in at all. I just need to look something up real quick"),
  ok("vendor", "trouble", "vendor_management", "vendor-inspiration-gallery-link", "I unpublished my profile for the holidays and now the link to my gallery that I sent out says it doesn't exist. couples are messaging me about it"),
  ok("couple", "trouble", "account", "change-email", "changed my email to my new married-name gmail but it still has the old one on my account. did I do it wrong"),

  // Features Serviceberry does not have.
  notYet("couple", "thank-you-tracker", "is there somewhere to mark who gave us what gift?? 140 thank you cards to write and i'm losing my mind"),
  notYet("contributor", "guest-photos", "I'm the bride's sister. Is there a place on here where everyone from the wedding can upload their pictures so she has them all in one spot?"),
  notYet("vendor", "availability-sync", "can serviceberry pull my booked dates from my google calendar so couples stop asking about dates I already have"),
  notYet("venue", "paid-placement", "january is when everyone gets engaged. can we pay to have our venue show up first in Nashville for a few months?"),
  notYet("couple", "registry", "some relatives who couldn't come still want to send a gift, can they buy from our registry on serviceberry?"),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "Our DJ closed his business 2 weeks before the wedding. We found someone else last minute but he's refusing to give back our $600 deposit and won't answer his phone. Can you do anything?"),
  person("couple", "booking", "high", "booking-dispute", "the photo booth people we booked on here just never showed up saturday. no call no nothing."),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked Willow Creek for a different tour time 6 days ago and still nothing. I get it's their slow season but nobody's answered at all"),
  person("vendor", "payment", "high", "refund-request", "I canceled my plan at the end of September. Why was I charged again this month? I want that money back."),
  person("venue", "venue_management", "high", "claim-dispute", "We bought the Oak Hollow Barn in September. The previous owners still have it claimed under their account and they're not responding to us. How do we get the listing moved over to us?"),
  person("contributor", "general", "medium", null, "I would like to speak to a person from your team please, not a computer."),
  person("venue", "login", "urgent", null, "we let our event coordinator go last week and this morning she changed the password AND the email on our venue account. we're locked out"),

  // Refusals: a plain no.
  refuse("vendor", "account", "a couple gave me 3 stars for a wedding that went great. please just take it down, it's killing my bookings for next year"),
  refuse("contributor", "account", "My daughter took me off her guest list thing after the wedding. Can you put me back on? I need the addresses and she's on her honeymoon."),
  refuse("venue", "account", "can you send me the emails of couples who saved our venue as a favorite this year? want to send them a winter discount"),
  refuse("couple", "account", "our florist is on here. can you tell me what other couples paid her for centerpieces? pretty sure we got overcharged"),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "how-much-does-it-cost", "I was at my friend's wedding last month and she planned it all on here. I just got engaged!! is it free for couples or do you pay"),
  visitor("login", "forgot-password", "helped plan my sister's wedding on your site, now I can't remember my password. just want to get in so I can delete my account"),
  visitor("feature_question", "which-cities", "the photographer at my cousin's wedding said she's on serviceberry. do you have vendors around dayton?"),
  visitor("booking", "booking-dispute", "Our caterer backed out a week before our wedding and kept our deposit. I can't get into my account right now but I need someone at Serviceberry to help", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "ok so the wedding happened. question"),
  vague("venue", "hi i have a question about our listing"),
  vague("contributor", "help pls"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "slow week, finally catching up on venue claims. how do I approve one once I've called the venue?"),
  admin("account", "admin-users", "need to pull up a vendor's account by their email address. where on the admin side is that"),
];
