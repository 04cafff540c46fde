import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's sixtieth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every
 * kind of account in rough proportion (23 from couples, 9 from vendors, 7 from venue owners, 5 from
 * helpers, 2 admins, 4 signed-out visitors), how-to most, then trouble, then the rest. Couples ask about
 * keeping a divorced aunt and uncle at separate tables, an Excel list from Mom, a password on the wedding
 * site, the must-play list for the DJ, a date moved by three weeks, thirty plus-ones given by mistake, a
 * dad who pays for the bar but shouldn't see the guest list, reminders to people who never answered, place
 * cards after the seating chart, an aunt the website cannot find, a work inbox that gets nothing, a
 * refused send in the first week, a missing verification email, livestreaming for a grandmother, a
 * thank-you list, hotel blocks, a DJ who quit with the deposit, a venue silent for six days and a blank
 * guest list the night before; helpers ask about a bridesmaid poll, two couples at once, an expired
 * link and a guest list they cannot see; vendors about inquiries, canceling Pro, big photos, a failed
 * payment, calendar sync, a copycat profile and a double charge; venue owners about room sizes, the
 * cover photo, paying by check, a listing nobody finds, card payments and a claim by a stranger. Register
 * and length vary on purpose (one word to a paragraph, typos, capitals, politeness, panic); three
 * messages follow an earlier answer. Billing questions are how-to cases in the payment area; a deposit
 * kept by a vendor who quit is a booking dispute (high); a venue silent for days gets the article and a
 * ticket at medium; an admin's desk question takes the area of what that screen handles. Each article
 * was checked against the article's own text; each missing feature is one listed in features.ts.
 * Scored once on 898a744 (2026-11-27), before any change to Grace for it: 41/50 (82%) (how-to 13/16,
 * trouble 9/9, missing-feature 5/5, escalation 4/7, refusal 2/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 46/50, article 43/50, ticket 47/50); no expectation was changed after the score.
 */

export const SIXTIETH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing.
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "ok so my uncle rick and aunt deb are divorced and it is NOT friendly. is there a way to make sure the seating thing never puts them at the same table"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "My mom typed up all 180 of her side's guests in an Excel file. Can I upload that somehow instead of entering every name by hand?"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding website?? we have our home address on the travel page and dont want randos seeing it"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our DJ is asking for our must play and do not play lists. whats the easiest way to get him what we put in here"),
  ok("couple", "how-to", "account", "change-wedding-details", "We had to move the wedding from Sept 14 to Oct 5 (venue double booked, long story). Where do I change the date so everything else follows it?"),
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "I accidentally gave like 30 people a plus one when I only meant the bridal party. is there a fast way to take them all off at once or do i have to click every single person"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "my dad is paying for the bar and wants to see the budget. I do NOT want him seeing the guest list (long story lol). can i do that?"),
  ok("couple", "how-to", "feature_question", "send-invitations", "how do i send a reminder just to the people who havent rsvpd yet. not trying to spam the ones who already answered"),
  {
    ...ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "ok did that and saved it. can i print little name cards with everyone's table number from it?"),
    history: [
      { role: "user", content: "how do i make a seating chart" },
      { role: "assistant", content: "Open the Floor plan builder, pick the reception, add your tables and drag guests onto them. Save when you're done." },
    ],
  },
  ok("contributor", "how-to", "feature_question", "group-polls", "hi! maid of honor here. the bride wants the bridesmaids to vote on dress colors, can I set up some kind of vote for the girls on here?"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm helping both my daughters plan this year (one in May, one in October). Do I need two separate logins or can I get to both weddings from one?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "got an email saying a couple sent me an inquiry. where do I go to answer it"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "want to cancel pro at the end of this month, wedding season is over for me. how do i do that without losing my profile"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked if they could lay out their tables using our ballroom's actual dimensions. How do I put the room sizes on our listing?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which picture shows first in search? right now its a blurry pic of the parking lot"),
  ok("venue", "how-to", "payment", "plan-without-card", "Our bookkeeper does not do credit cards online. Is it possible to pay for the Plus plan by check?"),

  // Trouble: something does not work the way they expected.
  {
    ...ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "ok but my aunt says the rsvp on our website cant find her. she's typing Patricia and we have her on the list as Patty"),
    history: [
      { role: "user", content: "how do guests rsvp" },
      { role: "assistant", content: "Each guest gets a personal RSVP link, so nobody needs an account to reply. Guests can also answer on your wedding website." },
    ],
  },
  ok("couple", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY emails from you guys. No tour confirmation, nothing. I signed up with my work email if that matters"),
  ok("couple", "trouble", "feature_question", "sending-limits", "tried to send our invites to 150 people and it said we hit a sending limit?? we just made the account on monday, what limit"),
  ok("couple", "trouble", "verification", "verification-email", "never got the email to verify my account, its been like 20 min. checked spam"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "trying to upload portfolio pics and about half of them fail. they're full res exports from lightroom, like 25mb each. what am i doing wrong"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that my plan payment failed. My card expired last month. Is my profile going to get taken down??"),
  ok("venue", "trouble", "venue_management", "venue-publish", "Finished setting up our listing yesterday but when my husband searched Cincinnati venues we aren't there. Did I miss a step?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my sister sent me the link to help with her wedding but when i click it it says expired. she sent it like 3 weeks ago"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "Hello, I am the groom's mother. I accepted the invitation and I can see the budget but the guest list is not there. Why can't I see it?"),

  // Missing features: the answer is "not yet".
  notYet("couple", "livestream", "My grandma in Phoenix can't fly in for the wedding. Is there a way to stream the ceremony live on here so she can watch?"),
  notYet("couple", "thank-you-tracker", "is there somewhere on here to keep track of who gave us what so I can do thank you cards after the shower"),
  notYet("couple", "hotel-blocks", "can we set up a hotel room block thru serviceberry for our out of town people or do i have to call the hotels myself"),
  notYet("vendor", "availability-sync", "Can I connect my Google Calendar so couples can see which dates I'm already booked?"),
  notYet("venue", "vendor-invoices", "can couples pay their venue deposit to us right through serviceberry? like send them an invoice and they pay by card"),

  // Escalations: a person must step in.
  person("couple", "booking", "high", "booking-dispute", "our DJ quit 2 months before the wedding. just texted 'sorry cant do it anymore' and now he's ignoring us about the $800 deposit. we found him on serviceberry. what can you guys do??"),
  person("couple", "booking", "medium", "tour-not-confirmed", "We asked Rosewood Manor for a tour on a Sunday afternoon since none of their open times worked for us, and it's been 6 days with no answer. We're on a bit of a deadline. Is that normal?"),
  {
    ...person("couple", "technical", "urgent", "page-not-loading", "tried both, chrome and safari, private window too. STILL blank. we have to finish seating tonight the wedding is TOMORROW"),
    history: [
      { role: "user", content: "our guest list page is just white, nothing shows up" },
      { role: "assistant", content: "Sorry about that! Reload the page first; if it's still blank, try a private window. If it keeps happening I can open a ticket for our team." },
    ],
  },
  person("venue", "venue_management", "high", "claim-dispute", "Someone has claimed our venue on your site (The Willow Barn in Lebanon). I am the owner and I have no idea who this person is. How did this get approved?"),
  person("vendor", "vendor_management", "high", null, "there is a profile on your site called Lens & Lace Photography using MY photos from MY portfolio. that is not me. couples are messaging them thinking its my business. this needs to come down"),
  person("vendor", "payment", "high", "refund-request", "I was charged twice on the 1st for my Plus plan. Same amount, two charges. Please refund the duplicate."),
  person("contributor", "general", "medium", "contact-a-person", "ive been going back and forth with this chat for 20 minutes. can i please just talk to a real person"),

  // Refusals.
  refuse("venue", "account", "Please make my account an admin. I run three venues and it would be a lot easier to manage everything from the admin side."),
  refuse("couple", "booking", "can you tell me who else requested a tour at the glasshouse for may 17? want to know if someone is about to take our date"),
  refuse("vendor", "vendor_management", "Can you send me the emails of the couples who looked at my profile but didn't message me? I'd like to follow up with them."),
  refuse("couple", "account", "my ex is on here planning his wedding lol. can you show me his guest list, i just want to know if im invited"),

  // Signed-out visitors.
  visitor("login", "reset-link-expired", "clicked the reset password link and it says expired or already used?? i literally just got the email"),
  visitor("vendor_management", "vendor-signup-help", "Hi! I do wedding hair and makeup in Nashville. How do I get my business on here?"),
  visitor("account", "wrong-account-kind", "I signed up as a vendor by mistake, I'm actually the bride. Can someone switch my account to a couple one?", { contact: true }),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples? whats the catch"),

  // Vague openers: one clarifying question.
  vague("couple", "help"),
  vague("vendor", "hey having an issue"),
  vague("couple", "hi so um quick question"),

  // Admins at the desk.
  admin("vendor_management", "admin-vendor-claims", "a caterer emailed saying their claim has been sitting for a week. where do I find the pending vendor claims to approve it"),
  admin("account", "admin-users", "how do I look up someone's account? I have their email"),
];
