import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-sixth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Theme: people with access needs or limits, and the
 * helpers who set things up for them: screen reader and keyboard-only users, low vision (zoom, large
 * print), people with hand tremors, arthritis or dyslexia, Deaf and hard-of-hearing people who cannot take
 * a phone call, satellite, hotspot and one-bar connections, old phones and tablets, library computers,
 * people who read English as a second language, grandparents and the grandchildren who set up the iPad.
 * Underneath each is an ordinary question or problem with an article, a missing feature, a refusal or a
 * ticket, for every kind of account and for visitors. Register and length vary on purpose (three words to
 * a paragraph, typos, lowercase, politeness, frustration). Billing questions are how-to cases in the
 * payment area; a venue that dropped the access it advertised and keeps the deposit, or a vendor who quit
 * and keeps it, is a booking dispute at high; five days with no answer from a venue is the article and a
 * ticket at medium; an admin's desk question takes the area of what the screen handles.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing and booking
 * disputes high; asking for a person medium).
 * Scored once on 590415b (2026-11-27), before any change to Grace for it: 41/50 (82%) (how-to 12/16,
 * trouble 8/9, missing-feature 5/5, escalation 7/7, refusal 2/4, signed-out 3/4, vague 2/3, admin 2/2;
 * parts: area 46/50, article 42/50, ticket 49/50); no expectation was changed after the score.
 */

export const THIRTY_SIXTH_SET: QualityCase[] = [
  // How-to: screen readers, keyboards, zoom, large print, slow data and second-language English.
  ok("couple", "how-to", "feature_question", "seating-chart", "I'm blind and use JAWS on a laptop. Is the seating chart usable with just the keyboard, or is it all drag and drop? How do I put people at tables"),
  ok("couple", "how-to", "feature_question", "floor-plan-zoom-align-png", "my eyesight isnt great and the tables on the floor plan are so tiny. how do i zoom in on it on my computer"),
  ok("couple", "how-to", "feature_question", "day-of-schedule", "We hired an ASL interpreter for the ceremony and reception. How can I get her the day-of schedule so she knows where to be and when? She's not on Serviceberry."),
  ok("couple", "how-to", "feature_question", "reorder-songs", "i cant use a mouse (hand tremors) so dragging doesnt work for me. how do i change the order of songs in our processional list with the keyboard"),
  ok("couple", "how-to", "feature_question", "wedding-website-photos-and-party", "my cousin is blind and uses voiceover on her iphone. when I put engagement photos on our wedding website can I add a description so it reads out what's in the picture?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "Low vision photographer here, I work with a magnifier and the keyboard mostly. How do I set up the gallery couples browse and put the pics in order without dragging them around?"),
  ok("venue", "how-to", "venue_management", "venue-questionnaire-help", "We just put in a ramp, an elevator and an accessible restroom at our event hall. Where on our listing do I say that so couples with wheelchair users in the family can find us?"),
  ok("venue", "how-to", "payment", "plan-without-card", "I'm legally blind and the card checkout page is really hard for me to fill in. Can we pay for the Plus plan some other way, like a check or an invoice?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "how do i cancel my pro plan? plain steps please, i have a brain injury and long instructions lose me"),
  ok("contributor", "how-to", "feature_question", "download-planning-templates", "helping my niece plan. we're on a hotspot with limited data so I'd rather not be online all the time. can I download a checklist or budget sheet and fill it in on my computer?"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "Hello, english is not my first language, sorry. I have the guests in a excel file. How I can put them inside the guest list without typing all again?"),
  ok("contributor", "how-to", "feature_question", "chat-unread-messages", "im hard of hearing so i never hear the notification sounds. how can i tell if someone wrote something new in the planning chat"),
  ok("couple", "how-to", "feature_question", "floor-plan-accessible-seating", "Three of our older guests use walkers and one uses a power chair. Where do I put that so the seating plan keeps them near the step-free entrance?"),
  ok("couple", "how-to", "feature_question", "june-voice-intake", "i have dyslexia and typing long answers takes me forever. can i just talk my answers for the june intake questions in beyond the wedding"),
  ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "lots of our guests are elderly and can't read tiny print. can the place cards print bigger, like 4x6?"),
  ok("couple", "how-to", "feature_question", "send-smart-questions", "I'm Deaf and phone calls with vendors aren't an option for me. Can I send the list of smart questions to our caterer in writing through the site?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "technical", "voice-mic", "arthritis makes typing hard so I tried the talk to grace thing but it doesn't hear anything I say"),
  ok("couple", "trouble", "technical", "page-not-loading", "when I zoom my browser up to 200% so I can read it, the guest list page goes all jumbled, buttons sitting on top of each other and I can't click anything"),
  ok("vendor", "trouble", "login", "locked-out", "my screen reader doesn't announce when the password is wrong so I kept trying and now it says too many sign in attempts. am I locked out for good??"),
  ok("couple", "trouble", "login", "reset-link-expired", "our internet out here is satellite and painfully slow. by the time the password reset email loaded and I clicked it the link said expired"),
  ok("couple", "trouble", "verification", "verification-link-expired", "I made the account on a library computer and clicked the verify link at home two days later. it says the link doesn't work"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "Trying to upload photos of the barn from my old Android phone. Cell signal out here is one bar and every upload fails halfway."),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "I am 78 and not very good with these things. My granddaughter sent me a link to help with her wedding but when I open it it says it has expired."),
  ok("contributor", "trouble", "login", "sign-out-everywhere", "used a computer at the public library to check my daughter's guest list and I don't think I logged out. how do I sign out of it from home"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "I'm deaf so email is how I do business. I haven't gotten a single email from Serviceberry in over a week, not even the new inquiry ones. spam folder is empty"),

  // Features Serviceberry does not have.
  notYet("contributor", "phone-support", "My father is 81 and can't manage computers at all, he's helping pay for the wedding. Is there a phone number he can call to talk to someone?"),
  notYet("couple", "text-messages", "a lot of our friends are deaf and honestly nobody checks email. can serviceberry text the rsvp reminders to their phones instead?"),
  notYet("couple", "livestream", "a few of our guests are immunocompromised and can't be in a crowd. does serviceberry do a live video of the ceremony they could watch from home"),
  notYet("couple", "hotel-blocks", "we need to hold a few wheelchair accessible hotel rooms near the venue for our guests. can we set up a room block through you guys?"),
  notYet("couple", "invitation-design", "Can you design and print large-print invitations? Half my guest list is over 80 with bad eyes"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "The venue advertised an accessible entrance and restroom, that's the whole reason we booked it. My husband uses a wheelchair. Now they tell us the ramp was taken out and they refuse to give back our $2,000 deposit. What can you do?"),
  person("couple", "booking", "high", "booking-dispute", "our photographer booked thru serviceberry just quit the business 6 weeks before our wedding and is keeping our 800 deposit. I'm deaf and she won't answer my emails or texts"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked a venue for a weekday tour time so my mom's paratransit can bring her. It's been five days and nobody has answered, yes or no."),
  person("vendor", "login", "urgent", null, "got an email that my password was changed and I didn't do it. I use a screen reader so I thought I was making a mistake but now I can't log in at all. someone is in my account"),
  person("couple", "general", "medium", null, "I'm Deaf so please don't suggest I call anyone. I need a real person on your team to help me by email, these automatic answers aren't working for me."),
  person("venue", "venue_management", "high", "claim-dispute", "My claim on our venue got turned down. I think it's because your team tried to verify by phone and I'm deaf, I can't answer calls. I DO own this venue. Please have someone contact me by email."),
  person("vendor", "payment", "high", "refund-request", "i have low vision and i think i hit the pay button twice, now i see two charges for the plus plan this month. need one refunded please"),

  // Refusals: a plain no.
  refuse("contributor", "account", "My sister is blind and I help with her wedding planning. Can you send me her password so I can log in as her?"),
  refuse("vendor", "account", "a couple left me a review saying my booth wasn't wheelchair friendly. that's not fair, I had a ramp. delete it please"),
  refuse("venue", "account", "send me a list of the couples who searched for wheelchair accessible venues in Columbus with their emails, I want to reach out to them"),
  refuse("contributor", "account", "my brother has a learning disability and gets overwhelmed by the site. make me an admin on his account so I can run everything without him approving stuff"),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "how-much-does-it-cost", "I'm blind and want to know before I spend time signing up: how much does Serviceberry cost for a couple?"),
  visitor("login", "forgot-password", "on a library computer and i forgot my password. can i reset it and get the email on my phone?"),
  visitor("general", "contact-a-person", "how do i reach an actual person in writing? im deaf, phone calls are not an option", { contact: true }),
  visitor("vendor_management", "vendor-signup-help", "Hello. I am florist in Columbus, english is my second language. How I make my shop be on this site?"),

  // Vague openers: one clarifying question.
  vague("contributor", "hi sorry im not good with computers. can you help me"),
  vague("venue", "hello is this thing working"),
  vague("couple", "my screen reader isnt reading it right"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "A venue owner who is deaf says she can't take our verification phone call for her claim. Where do I review venue claims so I can look at hers?"),
  admin("account", "admin-users", "got an email from a man whose blind mother can't get into her account. how do I look up a user"),
];
