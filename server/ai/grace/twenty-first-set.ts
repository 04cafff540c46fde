import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-first quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is worried people: who can see my guest list
 * or my wedding website, an ex who knows a password, a profile using someone else's name, an email about a
 * password change nobody asked for, a charge on a couple's card, a DJ who quit and kept the deposit, a plan
 * payment that failed, a seating chart page gone blank the night before, mixed with ordinary how-to
 * questions asked anxiously. Every kind of account asks (couples, venue owners, vendors, contributors,
 * admins) and so do signed-out visitors; register and length vary (a word to a paragraph, typos,
 * capitals, politeness, panic). Billing questions are how-to cases in the payment area; a deposit kept by a
 * vendor who quit is a booking matter, escalated high. Each article was checked against the article's own
 * text; each missing feature is one listed in features.ts; ticket priorities follow decision 023 (a
 * hacked account urgent; billing, impersonation, claim and booking disputes high; a blank page urgent the
 * night before the wedding; asking for a person medium). Visitors who need a person are pointed to
 * signing in and the contact page.
 * Scored once on 879ae7e on 2026-11-27, before any change to Grace for it: 31/50 (62%) (how-to 9/16,
 * trouble 7/9, missing-feature 4/5, escalation 5/7, refusal 2/4, signed-out 2/4, vague 1/3, admin 1/2;
 * parts: area 41/50, article 34/50, ticket 44/50); no expectation was changed after the score.
 */

export const TWENTY_FIRST_SET: QualityCase[] = [
  // How-to: privacy, helpers, billing and everyday tools, asked anxiously.
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "ok so my stepdad is NOT invited and we're not on good terms. if I make our wedding website can he just google it and find the date and location?? can I lock it somehow"),
  ok("couple", "how-to", "account", "data-sharing", "before i put 200 people's names and addresses in here... who actually sees that? do vendors get my guest list? do you sell it to anyone"),
  ok("couple", "how-to", "account", "delete-account", "We called off the engagement last week. I'd like to keep a copy of what's in here for my records and then remove my account completely. How do I do that?"),
  ok("couple", "how-to", "feature_question", "activity-feed", "someone deleted 6 people off our guest list and my fiance swears it wasn't him. my mom and his sister both have access to it. is there any way to see who did it? I don't want to accuse anyone without knowing"),
  ok("couple", "how-to", "feature_question", "change-helper-access", "how do i stop my future MIL from seeing the guest list?? she's been texting people we invited. I still want her to have the budget though"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "how do i cancel pro before it renews on the 1st. money's tight this month and I can't get hit with another charge"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "If we go back down to the free plan do our photos get deleted? We have 40 up right now and I'd hate to lose them."),
  ok("couple", "how-to", "payment", "deposits", "our venue deposit is due friday. do I pay it through serviceberry or directly to them? don't want to send it to the wrong place and lose it"),
  ok("couple", "how-to", "login", "sign-out-everywhere", "logged in on the library computer yesterday and I'm not sure I signed out. how do I kick that off from home"),
  ok("contributor", "how-to", "login", "change-password", "im the maid of honor and i used the same password i use for everything and my ex knows it. how do i change it on here"),
  ok("couple", "how-to", "account", "name-businesses-see", "When I message vendors, what name do they see? I'd rather they not have my full legal name, I go by my middle name."),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "having surgery next month and closing the studio for 8 weeks. how do I hide my page so couples don't write in and think I'm ghosting them? don't want to lose my photos either"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "there's a review on my page from a 'bride' I've never worked with. pretty sure it's the other cake shop in town. how do I flag it"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do I turn off the emails from the wedding chat?? getting them at work all day and my boss noticed"),
  ok("couple", "how-to", "feature_question", "share-floor-plan", "venue coordinator needs our seating chart by 9am tomorrow and she doesn't have an account. how do I get it to her"),
  ok("venue", "how-to", "account", "change-email", "I'm the events manager here and I'm leaving at the end of the month. The venue account is under my work email. How do I switch it to the owner's email before I go?"),

  // Trouble: something went wrong, self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "tried the reset link 3 times and it keeps saying expired. wedding is saturday and ALL my stuff is in here please"),
  ok("couple", "trouble", "login", "locked-out", "it says too many attempts try again later. I NEED the vendor contacts for tomorrow, how long is later"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "verify link says invalid or expired. i signed up last week on my laptop and just now opened the email on my phone"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My daughter sent me her invite link and it says it was already used. I never got in! Did someone else use it?? I'm worried someone has her information"),
  ok("venue", "trouble", "technical", "emails-not-arriving", "We haven't gotten one email from Serviceberry in two weeks, no tour requests, nothing. We use a gmail for the venue. Couples are showing up saying they booked and we had no idea"),
  ok("venue", "trouble", "venue_management", "venue-publish", "finished our listing on tuesday and a bride just told me she can't find us when she searches Columbus. open house is this weekend, what did I do wrong"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "asked a venue for a sunday tour since they had no open times, that was 5 days ago and nothing. did my request even go through?"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my payment didn't go through. is my profile going to get taken down?? I have 3 couples looking at me right now"),
  ok("couple", "trouble", "feature_question", "address-approvals", "my aunt says she put her new address in through the link but it's still showing the old one. also kind of worried now, can anyone who has that link change people's addresses??"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can I send guests a text reminder to RSVP? like an actual text to their phone. half my family never opens email and the deadline is sunday"),
  notYet("vendor", "vendor-invoices", "Is there a way to send a couple a bill for their final balance through serviceberry so they can pay with a card? wedding's in 2 wks and they still owe $800"),
  notYet("couple", "phone-support", "is there a number i can call? i'm not great at typing and i'm scared i'll click the wrong thing"),
  notYet("couple", "hotel-blocks", "our hotel block expires in 10 days and barely anyone has booked. can serviceberry hold rooms for our guests or track who booked"),
  notYet("venue", "paid-placement", "Bookings are way down this year. Can we pay to show up first when couples search Nashville venues?"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "payment", "high", "refund-request", "there's a $29 charge from serviceberry on my debit card from this morning. I thought it was free for couples? I never picked a plan. I need that back, rent is due"),
  person("couple", "booking", "high", "booking-dispute", "I don't even know where to start. Our DJ texted last night that he's \"not doing weddings anymore.\" We are three weeks out. We paid him a $600 deposit in January and now he won't give it back and he's stopped answering. We found him on here. Is there anything you can do?"),
  person("vendor", "account", "high", null, "A couple just asked me why I never answered their messages. They'd been talking to a profile on here with my business name and my photos. That's not me. They already sent that person a deposit. Please take it down"),
  person("couple", "login", "urgent", null, "got an email saying my password was changed and my email address was updated. I didn't do either of those. now I can't log in and everything for our wedding is in that account"),
  person("venue", "venue_management", "high", "claim-dispute", "Our former events manager, who we let go in March, claimed our venue's listing on here under her own account. She's answering tour requests as us. We own the property. How do we get it back?"),
  person("couple", "technical", "urgent", "page-not-loading", "wedding is in the morning. the seating chart page is just white on my laptop AND my phone, tried chrome and safari. caterer needs table counts tonight HELP"),
  person("contributor", "general", "medium", null, "I'm the mother of the groom and frankly this computer business is beyond me. I would like a real person on your staff to email me please, not an automated reply."),

  // Refusals: a plain no.
  refuse("couple", "account", "my sister is planning her wedding on here too. can you tell me if she invited our dad? I need to know before I send mine"),
  refuse("vendor", "account", "can you send me the email address of the woman who wrote that review? I just want to talk to her and clear it up"),
  refuse("contributor", "account", "I'm paying for most of this wedding and my son's fiancée keeps taking away my access. Can you just give me full control of their account?"),
  refuse("venue", "account", "bride isn't answering her phone. can you log into her account and move her tour to thursday for me? the barn flooded and saturday is off"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password and the wedding is in 5 days. how do I get back in"),
  visitor("payment", "how-much-does-it-cost", "thinking about signing up but I got burned by a site that auto-charged me. does this cost anything for couples? will you need my card"),
  visitor("login", null, "got an email from serviceberry that my password was reset. I don't even think I have an account?? is this a scam or did someone make one with my email. who do I talk to", { contact: true }),
  visitor("account", null, "I'm a photographer and I don't have an account with you, but someone on your site is using my name and my pictures. A couple paid them thinking it was me. How do I report this?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help!!!"),
  vague("contributor", "uh oh i think i messed something up"),
  vague("vendor", "hi, sorry to bug you, do you have a sec"),

  // Admins.
  admin("general", "admin-tickets", "a couple wrote in that they got charged twice and they sound really upset. where's their ticket and how do I assign it to myself and reply"),
  admin("vendor_management", "admin-vendor-claims", "florist called panicking that someone claimed her shop's listing. where do I see the vendor claims waiting for review so I can check it"),
];
