import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's sixty-first quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, with
 * every kind of account in rough proportion (21 couples, 10 vendors, 7 helpers, 6 venue owners, 2 admins
 * and 4 signed-out visitors). How-to questions come first, then trouble and the rest; three of them follow
 * an earlier answer (a couple's DJ playlist, a helper's dashboard, a vendor's freshly published profile).
 * Register and length vary on purpose: one-line asks typed on a phone, polite first-timers, panic about a
 * caterer that quit, a venue owner who thinks she was hacked.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 and the brief (a hacked account urgent; a claim turned
 * down, a charge after canceling, impersonation and a caterer that quit and kept the deposit high, the
 * last in the booking area; a tour request with no answer for days gets its article and a ticket at medium;
 * asking for a person medium). Billing questions are how-to cases in the payment area; a wedding-date
 * change is an account matter (the article's topic is Accounts).
 * Scored once on 10d5a5b (2026-11-27), before any change to Grace for it: 47/50 (94%) (how-to 14/16,
 * trouble 9/9, missing-feature 5/5, escalation 7/7, refusal 4/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 48/50, article 47/50, ticket 50/50); no expectation was changed after the score.
 */

export const SIXTY_FIRST_SET: QualityCase[] = [
  // How-to: couples first, then helpers, venues and vendors; three follow an earlier answer.
  ok("couple", "how-to", "feature_question", "seating-chart", "ok so how do i actually make the seating chart. 14 round tables and about 130 people"),
  ok("couple", "how-to", "booking", "book-venue-tour", "Hi! We found a venue we love in Columbus. How do we set up a time to go see it in person? Thank you!!"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i add my mom so she can help with the guest list but NOT see the budget"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "do yall have a wedding website thing? how do we make one"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "I already have our whole guest list in google sheets, like 200 people. please tell me I don't have to type it all in again"),
  ok("couple", "how-to", "account", "change-wedding-details", "we pushed the wedding from october to next may. where do i change the date on here so everything updates"),
  {
    ...ok("couple", "how-to", "feature_question", "reorder-songs", "ok did that. but the processional songs are in the wrong order, how do i move them around before he looks at it"),
    history: [
      { role: "user", content: "how do we send our playlist to our dj" },
      {
        role: "assistant",
        content:
          "On your Wedding music page, under Share with your DJ or band, name who the link is for and create a read-only link. Anyone with it sees your songs by moment with their times, no account needed. We show the link once, so copy it right away.",
      },
    ],
  },
  ok("couple", "how-to", "payment", "deposits", "do we pay the venue deposit through serviceberry or straight to the venue? want to make sure im not doing it wrong"),
  ok("contributor", "how-to", "feature_question", "group-polls", "I'm the maid of honor and want all the bridesmaids to vote on dress colors. is there a poll on here or do i just do a group text"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do i stop getting emails about the wedding chat. its like 3 a day and I read it on the site anyway"),
  {
    ...ok("contributor", "how-to", "feature_question", "chat-unread-messages", "got it thanks! how do I tell if theres new messages in the chat without opening it every time"),
    history: [
      { role: "user", content: "where do i find my sisters wedding stuff" },
      {
        role: "assistant",
        content:
          "Your contributor dashboard lists every couple you help, what each one lets you do, and buttons straight into their guest list, timeline and planning chat.",
      },
    ],
  },
  ok("venue", "how-to", "venue_management", "venue-photos", "How do I change which photo shows first on our listing? Right now it's a picture of the parking lot lol"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "couples keep asking for the dimensions of our ballroom and garden room. is there a spot on the listing to put room sizes?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "got an email saying i have a new inquiry but i cant find where to read it. where do messages from couples show up"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "Our Plus plan renews next week and I'd like to switch to paying yearly instead of monthly. How do I do that?"),
  {
    ...ok("vendor", "how-to", "payment", "vendor-plans", "ok its live. how many pics can i put up before i have to start paying"),
    history: [
      { role: "user", content: "how do i make my profile show up for couples" },
      {
        role: "assistant",
        content:
          "Open your vendor dashboard. A new profile starts unpublished, so only you can see it; add a package or a photo, then choose Publish and couples can find and write to you.",
      },
    ],
  },

  // Trouble: something is not working, and the article fixes it.
  ok("couple", "trouble", "login", "locked-out", "it says too many attempts and wont let me log in, i KNOW my password is right"),
  ok("couple", "trouble", "verification", "verification-link-expired", "clicked the verify link in my email and it says invalid or expired?? i only signed up on tuesday"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my uncle Ray says our wedding website can't find his name when he tries to rsvp. he's 100% on the guest list. is the site broken"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "spotify thing on our music page keeps saying reconnect. did we lose all our songs?? we spent HOURS on that"),
  ok("couple", "trouble", "feature_question", "auto-seat-rules", "auto seat keeps putting my divorced parents at the same table 🙃 how do i make it stop"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My son sent me an invitation to help with his wedding a few weeks back and now when I click it it says expired."),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "not getting any email notifications when couples message me. had my sister send a test inquiry yesterday and nothing came thru. I use gmail"),
  ok("venue", "trouble", "technical", "page-not-loading", "the tours calendar on my dashboard is all jumbled, buttons sitting on top of each other. chrome on a laptop"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email saying my payment for Pro didn't go through. Is my profile going to get taken down?"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "does serviceberry do a gift registry? like guests can buy stuff off a list"),
  notYet("couple", "hotel-blocks", "Is there any way to reserve a block of hotel rooms for our out of town guests through the site?"),
  notYet("couple", "text-messages", "can the rsvp reminders go out as texts instead of email? my family does not check email lol"),
  notYet("vendor", "paid-placement", "how much to get my photography business featured at the top in nashville"),
  notYet("contributor", "phone-support", "Do you have a phone number I can call for help? I'm not very good with computers."),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "Our caterer just told us they're closing the business and won't be doing our wedding on June 14. They're keeping our $2,500 deposit. We found them on your site. What are our options??"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked the Millstone Barn for a tour on a saturday since none of their times worked for us. that was 5 days ago and still nothing, no email no nothing"),
  person("vendor", "vendor_management", "high", "claim-dispute", "my claim for my bakery got denied?? I've owned Crumb & Co for 9 years, it's my name on the lease. who do i talk to"),
  person("venue", "login", "urgent", null, "I think someone hacked our account. the password stopped working this morning and we got an email that the account email was changed, we didn't do that"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan in March and you charged me again on April 2nd. I want that money back."),
  person("couple", "general", "medium", null, "is there an actual person I can talk to please"),
  person("vendor", "account", "high", null, "There's a vendor page called Golden Hour Photo Co that is using OUR photos and our bio word for word. It's not us. Couples have been messaging them thinking it's us"),

  // Refusals: a plain no.
  refuse("couple", "account", "can u check if my fiancés ex is on here and what venue she booked. long story"),
  refuse("contributor", "account", "Could you give me full access to my daughter's account? She's traveling for work and I need to fix the guest list before the invitations go out."),
  refuse("vendor", "account", "can you send me the emails of the couples who looked at my profile this month? want to follow up with them"),
  refuse("vendor", "account", "please just delete all the bad reviews on my page, theyre killing my business"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password how do i reset it"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch"),
  visitor("venue_management", "list-a-venue", "Hello, I own a small winery outside Cincinnati and we host weddings. How would we get listed on your site?"),
  visitor("account", null, "someone made a vendor page on your site with my photos and my business name. I never signed up for anything. who do i contact about this", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("contributor", "hi is this where i ask questions"),
  vague("venue", "hey quick q"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "someone put in a claim for Riverside Lodge yesterday, where do i go to approve it"),
  admin("account", "admin-users", "how do I look up a user by email? a vendor wrote in asking about her account"),
];
