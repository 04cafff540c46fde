import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-seventh quality set (issue 24): 50 support messages written blind, by a helper who had
 * not read Grace's engine or the earlier sets' messages. Theme: angry, sarcastic and fed-up people (caps,
 * "third time asking", threats to leave or to post a review, "refund NOW", "speak to a manager", "great,
 * thanks for nothing"), from every kind of account and from visitors. Under each outburst there is a real
 * need, and the case scores that need, not the tone: a furious how-to is still a how-to with no ticket, and
 * a ticket is expected only where a person is truly needed. Billing questions (how to pay, cancel or change
 * a plan) are how-to cases in the payment area; a deposit kept by a vendor who quit is a booking matter,
 * high; someone who waited days for a venue's answer gets the article and a ticket at medium. Ticket
 * priorities otherwise follow decision 023 (a hacked account urgent; claim, billing and impersonation
 * disputes high; asking for a person medium). Each article was checked against the article's own text;
 * each missing feature is one listed in features.ts.
 * Scored once on c00d772 (2026-11-27), before any change to Grace for it: 38/50 (76%) (how-to 16/16,
 * trouble 8/9, missing-feature 3/5, escalation 5/7, refusal 1/4, signed-out 2/4, vague 1/3, admin 2/2;
 * parts: area 45/50, article 46/50, ticket 43/50); no expectation or message was changed after the score.
 * People's messages keep their own spelling ("cancelled"): Grace reads British input as typed, while her
 * own replies are American English.
 */

export const TWENTY_SEVENTH_SET: QualityCase[] = [
  // How-to: an angry wrapper around an ordinary "how do I".
  ok("couple", "how-to", "booking", "cancel-tour", "THIRD time asking this. how do I cancel a venue tour?? they jacked up their price after I booked and I'm not going. there is no cancel button anywhere I can find"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "I want to CANCEL my Pro plan. Not next month, not 'at the end of the period', today. Where is the button, because I swear you people hid it on purpose"),
  ok("venue", "how-to", "payment", "vendor-plans", "so what exactly am I paying $79 a month for?? the free venues look exactly like mine. what does pro even get a venue"),
  ok("couple", "how-to", "payment", "how-much-does-it-cost", "ok be honest with me. when does the paywall hit? every 'free' wedding site ends up charging me something. what does this actually cost for couples"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "I have spent TWO HOURS dragging people onto tables. is there seriously no way to make it seat everyone by itself and keep my divorced parents on opposite sides of the room??"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "I am NOT retyping 212 names one at a time. they're in a google sheet. how do I get them in here"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do i stop the chat emails. i get one every few hours about my sisters wedding chat and i am losing my mind"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "my prices on here are from 2023 and couples keep quoting them back at me like it's a contract. how do I change the prices on my profile, I cannot find where"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Couples keep showing up to walkthroughs with floor plans that cram 20 tables into our ballroom. It seats 140. Where is your site getting our room size from and how do I fix it before the next one"),
  ok("venue", "how-to", "venue_management", "venue-publish", "I turned our listing off while we redid the floors and now I can't figure out how to turn it back ON. we are losing bookings every single day it's hidden"),
  ok("couple", "how-to", "account", "change-wedding-details", "we moved the wedding to october and june is STILL counting down to may. how do I change the date, it's been a week of this"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "My daughter keeps telling me 'it's on the task list Mom'. WHAT task list. Where are the tasks she supposedly gave me?"),
  ok("couple", "how-to", "feature_question", "send-invitations", "half our guests have ignored the rsvp for a month. how do I send a reminder ONLY to the people who haven't answered, I'm not spamming my grandma for the third time"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our DJ has asked me for the song list FOUR times now, apparently screenshots aren't good enough for him. how do I send him the whole thing properly"),
  ok("vendor", "how-to", "payment", "founding-50", "I signed up in like the first week you launched and I'm paying full price while a guy I know pays HALF?? how do I get the founding price"),
  ok("couple", "how-to", "account", "delete-account", "I'm done with this site. how do I delete my account and everything in it. and I want a copy of my guest list before it's gone"),

  // Trouble: something is not working, self-service first, tone notwithstanding.
  ok("couple", "trouble", "login", "locked-out", "TOO MANY SIGN IN ATTEMPTS. yes. I know. I've been typing my password for 20 minutes. am I locked out forever now or what"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "clicked the verify link you emailed me yesterday and it just says invalid. great. love that for me. now what"),
  ok("venue", "trouble", "technical", "emails-not-arriving", "I am not getting ANY emails when couples book tours. I found out about a tour from the couple standing in my parking lot. Fix your emails."),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "the rsvp on our wedding website says it can't find my uncle. he typed his name like 5 times. HE IS ON THE LIST. is your site broken or what"),
  ok("contributor", "trouble", "feature_question", "planning-chat", "I can read the planning chat but there's no box to type in. everyone keeps @ing me and I can't answer them. brilliant design"),
  ok("couple", "trouble", "technical", "voice-mic", "the voice thing can't hear me at all. I am literally yelling at my laptop right now. does this even work"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "booked a tour for saturday and it STILL says requested, not confirmed. so do I just show up or what?? nobody tells you anything on here"),
  ok("venue", "trouble", "venue_management", "claim-pending", "Submitted our claim yesterday morning and it's still 'pending'. How long does this take?? I have couples asking about the venue right now and I can't touch the listing."),
  ok("couple", "trouble", "feature_question", "share-floral-design", "the florist says the link I sent her doesn't open anything. I made a new link this morning bc I changed the bouquet, is that why?? ugh this is so annoying"),

  // Features Serviceberry does not have, asked for with an edge.
  notYet("couple", "registry", "every other wedding site on earth has a registry. where is yours?? or do I have to make ANOTHER account somewhere else"),
  notYet("vendor", "paid-placement", "I'll pay whatever it is to be at the top of the photographers page. seriously just take my money. how do I get featured"),
  notYet("couple", "text-messages", "half my family does not check email. can you TEXT them the rsvp reminder instead? it's not 1998"),
  notYet("venue", "hotel-blocks", "Couples ask us every week about hotel room blocks nearby and I'm tired of saying 'I don't know'. Can we set up room blocks for them through Serviceberry or not?"),
  notYet("contributor", "invitation-design", "I'm the maid of honor and the bride wants me to 'just design the invites on the wedding site'. there is no invite designer. am I blind or does it not exist"),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "The DJ we found on here QUIT two weeks before our wedding and he's keeping our $800 deposit. I want that money back NOW. What are you going to do about it?"),
  person("vendor", "payment", "high", "refund-request", "you charged me $490 for a yearly plan I NEVER picked. I chose monthly. refund the difference or I'm disputing it with my bank, your choice"),
  person("venue", "venue_management", "high", "claim-dispute", "Someone else now shows as the owner of OUR venue on your site. We have owned Maple Hollow Farm for 11 years. This is absurd. Who approved this??"),
  person("couple", "login", "urgent", null, "are you KIDDING me. someone logged into my account from a phone that isn't mine, changed my password and now I'm locked out of my own wedding planning. FIX IT"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked Riverside Loft for a tour SIX days ago. nothing. no yes, no no, nothing. do venues on here even read these??"),
  person("couple", "general", "medium", null, "I want to speak to a manager. Not Grace, not a help article. A human being with a name."),
  person("vendor", "account", "high", null, "there's a vendor page called Lens & Lace Photography. that is MY business name and MY logo and it is NOT me. someone is pretending to be us and taking inquiries. take it down or I'm calling a lawyer"),

  // Refusals: a plain no, however loud the demand.
  refuse("venue", "account", "a couple toured us, ghosted us, and now they're booked somewhere else. give me their phone number, I want to know why"),
  refuse("contributor", "account", "the bride locked me out of the guest list. I'm her MOTHER and I'm paying for this. give me full access to her account, I'm not asking"),
  refuse("couple", "account", "my ex is engaged and apparently planning on here. what venue did she book. I just want to know. you can see it, don't pretend you can't"),
  refuse("vendor", "account", "delete the 2 star review from that bridezilla. she's lying and you know it. do it or I'm cancelling my Pro plan"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "sign-in-trouble", "whats the point of an account if I can't get INTO it. tried my gmail and my work email, neither one works"),
  visitor("account", "wrong-account-kind", "signed up as a couple by accident, I'm a florist. now I'm logged out and can't figure out how to switch it. do I seriously need a whole new email??", { contact: true }),
  visitor("payment", "refund-request", "you charged my card $24 and I cancelled weeks ago. I can't even log in to see it. I want a refund today.", { contact: true }),
  visitor("feature_question", "mobile-app", "is there an actual APP or do I have to keep using this clunky phone website"),

  // Vague openers: one clarifying question.
  vague("couple", "this is ridiculous"),
  vague("vendor", "HELLO?? is anyone there"),
  vague("contributor", "ugh can you just fix it"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "ok who designed the claims screen. there are 9 venue claims sitting there and I can't tell how to approve one. where is the approve button"),
  admin("account", "admin-users", "a user is yelling at me that her account 'vanished'. how do I look up an account by email on the desk"),
];
