import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fiftieth quality set (issue 24): 50 support messages written blind, by a helper who had not read
 * Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every kind of
 * account in rough proportion (22 from couples, 10 from vendors, 7 from venue owners, 5 from helpers, 2 from
 * admins, 4 from signed-out visitors): a bride whose guest list lives in Google Sheets, a groom who moved the
 * date, a couple whose blank guest list page shows up the day before the wedding, a photographer who quit and
 * kept the deposit, a mom helping two daughters at once, a florist charged twice, a DJ whose inbox mail never
 * comes, a barn owner whose listing nobody can find, a venue owner who wants couples' emails, and visitors who
 * cannot get in. Three are conversations that follow an earlier answer (place cards after a seating question,
 * the old website link after an address question, a tour request still unanswered after six days). Register
 * and length vary on purpose (one word to a paragraph, typos, lowercase, capitals, politeness, panic).
 * Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is a booking
 * escalation at high; waiting days for a venue is the article plus a ticket at medium. Each article was
 * checked against the article's own text; each missing feature is one listed in features.ts; ticket
 * priorities follow decision 023 and the brief (a hacked account urgent; claim disputes, billing and booking
 * disputes high; a blank page urgent with "tomorrow"; asking for a person medium).
 * Scored once on main at 0373bfb (2026-11-27), before any change to Grace for it: 40/50 (80%) (how-to
 * 15/16, trouble 8/9, missing-feature 5/5, escalation 4/7, refusal 1/4, signed-out 2/4, vague 3/3, admin
 * 2/2; parts: area 44/50, article 44/50, ticket 49/50); no expectation was changed after the score.
 */

export const FIFTIETH_SET: QualityCase[] = [
  // How-to: couples planning, helpers, venues and vendors, billing.
  ok("couple", "how-to", "feature_question", "guest-list-import", "my whole guest list is in a google sheet (like 140 people). do i really have to type every name in again??"),
  {
    ...ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "ok got the tables done. can i print the little name cards from that too, with their table number on them?"),
    history: [
      { role: "user", content: "how do i do a seating chart" },
      { role: "assistant", content: "Open the Floor plan builder, add your tables (or start from the suggested room), then drag guests onto a table or a chair. Save when you're done." },
    ],
  },
  ok("couple", "how-to", "payment", "deposits", "Hi! Our venue wants a $2,000 deposit to hold the date. Do I pay that through Serviceberry or directly with them?"),
  ok("couple", "how-to", "account", "change-wedding-details", "we had to push the wedding from sept 14 to oct 19 (long story). where do i change the date so everything updates"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "is there a way to password protect our wedding site? it has our home address for the after party and i dont want randoms seeing it"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "How do I get our song list over to our DJ? He doesn't have an account on here"),
  ok("couple", "how-to", "booking", "book-venue-tour", "found a venue in cincinnati we love, how do i set up a time to go see it in person"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i invite my maid of honor so she can help me with stuff? she keeps asking"),
  {
    ...ok("couple", "how-to", "feature_question", "wedding-website-address", "wait we already printed 80 save the dates with the old link on them. if i change it does the old one just break??"),
    history: [
      { role: "user", content: "can i change the web address of our wedding website" },
      { role: "assistant", content: "Yes. Type a new address in the builder's Address box; it tells you while you type whether it's free. Save, and the Share bar has your new link and QR code." },
    ],
  },
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "Both of my daughters are getting married this year (lucky me!) and they each invited me. How do I go back and forth between the two weddings?"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "bride put me in charge of the favors. can i add that as a task for me so she can see im on it"),
  ok("venue", "how-to", "venue_management", "venue-photos", "How do I change which picture shows up first for our venue? Right now it's a picture of the parking lot lol"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "there's a spot for room sizes in feet on the capacity step. do I have to fill that in, what do couples even use it for"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "new here. where do i see it when a couple messages me about booking?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "card on file for my plus plan expired last month, how do i put the new one in"),
  ok("vendor", "how-to", "payment", "founding-50", "Saw something about founding vendors paying half price. Is that still available and how do I get it?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "the reset password link says its expired?? i clicked it like 20 min after it came"),
  ok("couple", "trouble", "verification", "verification-email", "where is the email to verify my account. i dont see anything from you guys"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "Photos won't upload to my portfolio. I'm on my phone, they're just regular iPhone pictures, it spins and then says failed"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my son sent me the link to help with the wedding and it says this invitation has expired. what do i do now"),
  ok("couple", "trouble", "feature_question", "sending-limits", "I tried to send the invitations to everyone on our list and it just says refused. Nothing went out. What did I do wrong?"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I finished setting up our listing on Monday but my sister searched Columbus venues last night and we're not there. What am I missing?"),
  ok("couple", "trouble", "login", "locked-out", "it says too many sign in attempts and to try later. i KNOW my password, i just typed it wrong a few times"),
  ok("couple", "trouble", "feature_question", "address-approvals", "a bunch of our guests filled out the address form but their addresses in our guest list are still the old ones?"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "I'm not getting any emails when couples send me an inquiry. I only find out when I log in and check the dashboard. Missed two already this week"),

  // Missing features: the answer says "not yet".
  notYet("couple", "text-messages", "can we text the rsvp reminders instead of emailing them? half my family does not check email ever"),
  notYet("couple", "thank-you-tracker", "is there somewhere on here to keep track of who gave us what at the shower so we can do thank you cards after"),
  notYet("vendor", "availability-sync", "Can I hook up my Google Calendar so couples can see which Saturdays I'm already booked?"),
  notYet("couple", "livestream", "my grandma can't fly in for the wedding. can we stream the ceremony on our serviceberry page so she can watch live?"),
  notYet("venue", "paid-placement", "How much would it cost to have our venue featured at the top of the Nashville page?"),

  // Escalations: a person must step in.
  person("venue", "venue_management", "high", "claim-dispute", "Someone has claimed OUR venue on your site. We've owned Millbrook Farm for 22 years and I have no idea who this person is. How do I get this fixed?"),
  person("couple", "booking", "high", "booking-dispute", "our photographer just told us she's quitting the business and she's not giving back our $1,500 deposit. wedding is in 4 months. we found her on serviceberry, can you guys do anything??"),
  person("vendor", "payment", "high", "refund-request", "I was charged twice for Pro this month, $49 on the 3rd and again on the 4th. I need the second one refunded please."),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "its been 6 days now and nothing. they dont answer the phone either"),
    history: [
      { role: "user", content: "I asked the venue for a tour on a different day and they haven't confirmed" },
      { role: "assistant", content: "A request for another time waits for the venue, which can confirm it, propose a different time or decline; you get an email either way. If they haven't answered in a few days, book one of their open slots or contact the venue directly." },
    ],
  },
  person("contributor", "general", "medium", "contact-a-person", "can i please just talk to a real person"),
  person("couple", "technical", "urgent", "page-not-loading", "HELP our guest list page is completely blank, just white. the wedding is TOMORROW and I need the table numbers!!!"),
  person("vendor", "account", "urgent", "sign-out-everywhere", "someone got into my account. my business phone number and description were changed last night and it wasn't me. what do i do"),

  // Refusals: a plain no.
  refuse("vendor", "vendor_management", "Please delete the 1 star review from Jessica M. She never even booked me, she just asked for a quote and ghosted."),
  refuse("venue", "account", "can you make my account an admin so i can fix the other venue listings in my area? some of them have the wrong info"),
  refuse("couple", "booking", "who booked the Glenmore Barn for June 6? I think it's my cousin and I need to know before we pick our date"),
  refuse("venue", "venue_management", "Can you send me the emails of the couples who saved our venue? We'd like to reach out with a special offer."),

  // Signed-out visitors: no ticket; one needs a person.
  visitor("login", "forgot-password", "forgot my password and cant get in"),
  visitor("general", "which-cities", "do you guys have venues in nashville or just ohio"),
  visitor("venue_management", "claim-dispute", "My family's farm shows up on here as claimed but none of us did that. We never signed up for anything. Who do I talk to?", { contact: true }),
  visitor("verification", "verification-link-expired", "Clicked the verify link in my email and it says it doesn't work anymore"),

  // Vague openers: one clarifying question.
  vague("couple", "help"),
  vague("vendor", "Quick question"),
  vague("contributor", "its not working"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "where do i go to approve the venue claims that came in this week"),
  admin("account", "admin-users", "how do I look up a user by their email, a bride says her account is messed up"),
];
