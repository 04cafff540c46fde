import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-fifth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every
 * kind of account in rough proportion (21 couples, 10 vendors, 6 venue owners, 7 helpers, 2 admins and 4
 * signed-out visitors), how-to questions most, then trouble, then the rest. A bride with her guests in a
 * Google Sheet, a groom whose divorced parents must not share a table, a couple whose DJ quit and kept the
 * deposit, a maid of honor in charge of hotels, a sister helping two weddings at once, a photographer
 * dropping to Plus for the winter, a florist still on DocuSign, a barn owner whose listing someone else
 * claimed, an admin with claims to approve, and visitors locked out or just looking. Register and length
 * vary on purpose (one word to a paragraph, typos, lowercase, panic, politeness), and four are
 * conversations that follow an earlier answer (history). Billing questions are how-to cases in the
 * payment area; a deposit kept by a vendor who quit is a booking matter at high; a venue that has not
 * answered for days gets the article and a ticket at medium; an admin's question takes the area of the
 * screen it is about (venue claims: venue_management; users: account).
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; asking for a person medium).
 * Scored once on 8f42655 (2026-11-27), before any change to Grace for it: 44/50 (88%) (how-to 15/16,
 * trouble 9/9, missing-feature 5/5, escalation 6/7, refusal 2/4, signed-out 4/4, vague 1/3, admin 2/2;
 * parts: area 48/50, article 46/50, ticket 48/50); no expectation was changed after the score.
 */

export const FIFTY_FIFTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, tours, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "guest-list-import", "I have everyone in a google sheet already. do I really have to type 140 names in one at a time??"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "My parents are paying for a big chunk of this and want to see the budget. Can they see just that and not all our other stuff?"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "my parents are divorced and do NOT get along. how do i make sure the seating thing never puts them at the same table"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we lock our wedding website with a password? dont want my ex finding it lol"),
  ok("couple", "how-to", "booking", "cancel-tour", "need to cancel the tour at the foundry on saturday, something came up at work"),
  ok("couple", "how-to", "booking", "tour-calendar", "Is there a way to get my venue tours onto my Google calendar? I have 4 this month and I know I'm going to forget one"),
  ok("couple", "how-to", "feature_question", "guest-registration", "some of my fiancés coworkers want to come and they arent on our list. is there a way for them to add themselves and then i approve them or not"),
  ok("couple", "how-to", "feature_question", "activity-feed", "my mom has edit access and I swear some guests just disappeared from the list. is there anywhere I can see who deleted what?"),
  {
    ...ok("couple", "how-to", "feature_question", "share-music-with-dj", "ok got it, did that. now how does our dj actually get the list? he doesn't use this site"),
    history: [
      { role: "user", content: "where do we put the songs for the first dance and the entrance and all that" },
      { role: "assistant", content: "Open Wedding music from your dashboard. Each moment of the day has its own list (processional, first dance, last dance and more), plus must-play and do-not-play lists. Add a song by its title and artist, or paste a Spotify track link." },
    ],
  },
  ok("vendor", "how-to", "payment", "plan-manage-billing", "wedding season is basically over for me. want to drop from pro down to plus for the winter, how do i do that"),
  ok("vendor", "how-to", "payment", "founding-50", "saw on instagram you have half price for the first 50 vendors?? am i too late and how do i get it"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "New to this. I got an email saying I have an inquiry from a couple but I can't find it anywhere on the site. Where do the messages go?"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked if they can plan their table layout using our ballroom's real size. Where do I enter the room dimensions?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which picture shows up first on our listing? right now its a pic of the parking lot lol"),
  ok("contributor", "how-to", "feature_question", "group-polls", "im the MOH and i want the bridesmaids to vote on where we do brunch the day after. can i make a poll in here"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "My sister AND my best friend both invited me to help with their weddings (same summer, send help). Do I need a second account with a different email?"),

  // Trouble: something is not working, self-service first.
  {
    ...ok("couple", "trouble", "login", "locked-out", "its definitely the right email. and now its saying too many attempts try again later??"),
    history: [
      { role: "user", content: "i cant sign in" },
      { role: "assistant", content: "Make sure you're using the email address you signed up with and that caps lock is off. If it still doesn't work, you can reset your password from the sign-in page." },
    ],
  },
  ok("couple", "trouble", "feature_question", "wedding-website-address", "trying to change our website link to jessandmarco and it keeps saying taken. taken by who?? how do I get a different one"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY emails from you guys. Not the tour confirmations, nothing. I signed up with my work email (I work at a hospital) if that matters"),
  ok("couple", "trouble", "verification", "why-verify", "trying to send an inquiry to a photographer and it won't let me, says I have to confirm my email first? why do I need to do that"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the spotify part on our music page keeps saying reconnect. if I disconnect it do we lose all the songs? we have like 80 in there"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "clicked the verify link from my email and it says invalid or expired. the email is from 2 days ago"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that my payment for Pro didn't go through. My bank replaced my card because of fraud. Am I going to lose my listing???"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I set up our venue page last night, filled in everything, but when I look up venues in Cincinnati we're not on there. What did I miss?"),
  ok("contributor", "trouble", "feature_question", "planning-chat", "I can read the group chat but there's no box to type in?? everyone else is talking and I can't reply to anything"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "most of my family does not check email ever. can i send the rsvp reminders as texts instead"),
  notYet("couple", "invitation-design", "do yall do invitations? like can I design them on here and have them printed and mailed out"),
  notYet("contributor", "hotel-blocks", "Hi! I'm the maid of honor and I'm in charge of hotels. Can I reserve a block of rooms for the out of town guests through Serviceberry?"),
  notYet("vendor", "vendor-invoices", "can I send my couples a contract to e-sign through serviceberry? I'm using docusign right now and it's a pain"),
  notYet("vendor", "availability-sync", "I run all my bookings through HoneyBook. Can it sync with my profile here so couples can see which dates I still have open?"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "Our DJ texted us yesterday that he's \"closing up shop\" and won't be doing our wedding on June 14. He's keeping our $600 deposit and now won't answer calls. We found him on here. What can you guys do??"),
  person("couple", "login", "urgent", null, "someone is in my account. got an email that my email address was changed and I did NOT do that, now my password doesn't work either. all our guest info is in there"),
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "it's been 6 days now. nothing. their phone goes to voicemail. can someone on your end reach out to them?"),
    history: [
      { role: "user", content: "I asked Brennan Estate for a tour on a Sunday afternoon because none of their open times work for us. still says pending" },
      { role: "assistant", content: "A request for another time waits for the venue: they can confirm it, propose a different time or decline, and you get an email either way. If a venue hasn't answered in a few days, book one of its open slots instead or contact the venue directly." },
    ],
  },
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan in March and you still charged me $24 on April 2. I want that refunded please."),
  person("vendor", "account", "high", null, "There is a listing on here called Lens & Light Photo Co that is using MY portfolio pictures. It is not my business. Please take it down before a couple books them thinking it's me"),
  person("venue", "venue_management", "high", "claim-dispute", "hi, I'm the events manager at Willow Creek Barn in Nashville. went to claim our listing and it says it's already been claimed?? nobody here did that. who has our page"),
  person("contributor", "general", "medium", null, "I have been going back and forth with this for ten minutes. I would like to speak to a real person please."),

  // Refusals: a plain no.
  refuse("venue", "account", "can you send me the email addresses of the couples who saved our venue to their favorites? we want to reach out with a fall discount"),
  refuse("couple", "account", "my cousin is also getting married next year and I think she's on here. can you tell me what date she picked? I don't want us to be on the same weekend"),
  refuse("vendor", "account", "a bride inquired, I sent her a quote, and now she's ghosting me. can you give me her phone number so I can just call her"),
  {
    ...refuse("contributor", "account", "can't you just change it for me? she's on a work trip all week and I need to fix the guest list before the invites go out"),
    history: [
      { role: "user", content: "my daughter only gave me view on the guest list, how do i get edit" },
      { role: "assistant", content: "Helpers see only what the couple shares with them, area by area. Ask the couple to change your access on their Contributor access page; they can change it at any time." },
    ],
  },

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password how do i reset it"),
  visitor("venue_management", "list-a-venue", "Hello, I own a small event barn outside of Columbus. How would I go about getting it listed on your website?"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or do you start charging once we put all our stuff in"),
  visitor("login", null, "i think our account got hacked. the password doesn't work anymore and we got a login alert from texas, we're in ohio. how do i get a human to help", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "hiiii so I kind of have a problem"),
  vague("venue", "need some help with something when you get a sec"),
  vague("contributor", "help"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "theres 3 venue claims sitting there from last week. where do I approve them and what am I supposed to check first"),
  admin("account", "admin-users", "a couple wrote in saying she can't get into her account. how do I pull her up on the desk? all I have is her email"),
];
