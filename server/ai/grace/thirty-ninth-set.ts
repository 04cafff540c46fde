import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-ninth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Theme: someone writing for someone else or about
 * someone else. A wedding planner or day-of coordinator working in a client's planning, a venue's office
 * manager doing the owner's listing, tours and bills, an assistant, bookkeeper or family member running a
 * vendor's side, a parent or sibling asking about the couple's account, a partner who is not the one who
 * set the account up, a vendor asking about a couple who wrote to them, and admins handling a report about
 * another user; visitors among them. Underneath each is an ordinary question, something Grace must refuse
 * (another person's password, data or contact details, admin rights), a feature Serviceberry lacks, or a
 * ticket. Register and length vary on purpose (a few words to a paragraph, typos, lowercase, politeness,
 * panic). Billing questions are how-to cases in the payment area; a retainer kept by a vendor who quit is
 * booking, high; a tour request left days without an answer gets its article and a ticket at medium.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 and the brief (a hacked account urgent; claim,
 * billing, impersonation and booking disputes high; asking for a person or waiting days medium).
 * Scored once on e4fa118 (2026-11-27), before any change to Grace for it: 35/50 (70%) (how-to 12/16,
 * trouble 8/9, missing-feature 4/5, escalation 3/7, refusal 3/4, signed-out 3/4, vague 0/3, admin 2/2;
 * parts: area 41/50, article 37/50, ticket 47/50); no expectation was changed after the score.
 */

export const THIRTY_NINTH_SET: QualityCase[] = [
  // How-to: planners, office managers, assistants, family and partners asking for someone else.
  ok("couple", "how-to", "feature_question", "invite-a-helper", "Our planner (Dana, she's amazing) wants to be able to update the guest list herself so I stop forwarding her spreadsheets. How do I give her access? I do NOT want her seeing the budget though"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "im a day of coordinator and 3 of my couples invited me thru here. is there one screen with all of them or do i have to log in and out"),
  ok("contributor", "how-to", "feature_question", "group-polls", "Bride put me (MOH) in charge of getting the bridesmaids to pick a dress color. Is there a way to have them vote on here instead of our group text going off all day"),
  ok("couple", "how-to", "feature_question", "activity-feed", "my wife does basically all the planning on here with her mom. i just want to see what they changed this week without asking 20 questions, is there like a history"),
  ok("venue", "how-to", "venue_management", "venue-photos", "Hello, I'm the office manager at Willow Creek Estate. The owner asked me to add the new ballroom photos and make one of them the main picture people see first. How do I do that?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "owner says no tours in march bc of the renovation. how do i stop couples booking those days"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "I do admin work for a photographer (she's always out shooting). When a couple sends her a message through Serviceberry where does it go so I can answer it for her?"),
  ok("vendor", "how-to", "vendor_management", "open-shared-floral-design", "a bride who wrote to us says she attached her floral design to our conversation. where would that be? first time anyone has done that"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "I handle the bills for the venue. Owner wants to go from monthly to yearly on our plan to save a little, where do I change that"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "bookkeeper for a catering co here. need copies of the invoices for the plus plan for their taxes, where can i download them"),
  ok("vendor", "how-to", "payment", "vendor-plans", "My wife runs a cake business and just listed it. She has way more than 12 photos she wants up. Which plan is the cheapest one that gives her more, and what does it cost?"),
  ok("couple", "how-to", "feature_question", "rsvp-online", "my grandma is 88 and does not do accounts or passwords. does she have to sign up for something to rsvp??"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "my parents are covering flowers + the bar so they want to see the budget. can i give them ONLY the budget? they do not need to see the guest list drama lol"),
  ok("contributor", "how-to", "feature_question", "guest-addresses", "groom asked me (best man) to round up everybody's mailing address for the save the dates. is there some form we can blast out so people fill theirs in"),
  ok("contributor", "how-to", "feature_question", "share-music-with-dj", "bride's sister here, she asked me to get their song list over to the DJ. he isn't on serviceberry. can I send it to him somehow?"),
  ok("couple", "how-to", "account", "name-businesses-see", "we share one login and venues keep getting emails that just say Marcus. can it say Marcus & Elena so they know it's both of us"),

  // Trouble: something is not working for the person or for the one they help.
  ok("vendor", "trouble", "vendor_management", "music-plan-in-inquiry", "couple says they shared their music plan with me in the inquiry. I'm a DJ, I'm in the conversation, I see their messages but no music plan?? where is it"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "I opened the link my daughter emailed me on my phone and then tried again on my laptop and now the laptop says the invitation was already used. What do I do now"),
  ok("venue", "trouble", "venue_management", "venue-publish", "setting up the listing for the owner and couples still can't find it, it says draft. what am I missing"),
  ok("couple", "trouble", "verification", "why-verify", "trying to add my mom as a helper and it won't send the invite, something about confirming my email first? I'm already logged in so idk what it wants"),
  ok("vendor", "trouble", "login", "reset-link-expired", "my boss forwarded me the password reset email for the studio account so I could get in for her but the link says it's expired"),
  ok("couple", "trouble", "feature_question", "reviews-waiting", "my husband already reviewed our caterer from our account, and I wanted to leave my own review of them too but it won't let me. is it broken?"),
  ok("venue", "trouble", "login", "locked-out", "typed the owners password in wrong like 4 times and now it says too many sign in attempts. did i lock us out for good??"),
  ok("couple", "trouble", "feature_question", "change-helper-access", "my mom is supposed to help with the guest list but she says there's no button to add anyone, she can only look. I think I messed up when I invited her"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "the photographer I work for keeps trying to put new wedding pics in her portfolio from her iPhone and every upload fails. file sizes are huge if that matters"),

  // Features Serviceberry does not have, asked for on someone's behalf.
  notYet("contributor", "text-messages", "I'm the planner on a couple's account. Half their guests never check email. Can I text the RSVP reminders from here instead?"),
  notYet("venue", "paid-placement", "my boss wants to know if we can pay to be at the top when couples search for venues in Columbus. we'd pay whatever"),
  notYet("contributor", "hotel-blocks", "Hi! I'm the aunt in charge of hotels for my niece's wedding. Can I reserve a block of rooms through Serviceberry for the out of town guests?"),
  notYet("vendor", "vendor-invoices", "a couple who found us on here wants to pay the deposit by credit card through the site. can I bill them through serviceberry? I'm the owner's daughter, I help with the business side"),
  notYet("vendor", "phone-support", "My dad owns the DJ company and he's not a computer guy. Is there a phone number he can call to have someone walk him through setting up?"),

  // Escalations: a person on the team takes it.
  person("venue", "venue_management", "high", "claim-dispute", "I'm the office manager at the Grand Oak Ballroom in Columbus. Somebody claimed our venue on your site and it is NOT the owner, we never did that. How do we get it back??"),
  person("couple", "booking", "high", "booking-dispute", "my fiancée set up the account but i'm dealing with this one. our photographer just told us she's closing her business and keeping the $1,200 retainer. we found her on here. can you guys do anything"),
  person("venue", "payment", "high", "refund-request", "The owner's card was charged for Pro twice this month, $79 both times. I do the books here and we need one of those refunded."),
  person("vendor", "vendor_management", "high", null, "two brides told my wife somebody on here is messaging them pretending to be her bakery and asking for deposits. that is not us!! what do we do"),
  person("contributor", "booking", "medium", "tour-not-confirmed", "My daughter asked Maple Hill Barn for a Sunday tour almost a week ago and they still have not answered. She's working doubles this week so I am asking for her. Can someone check?"),
  person("couple", "login", "urgent", null, "my husband just got an email saying our password was changed and neither of us did that. now we cant get in and all our wedding stuff is in there"),
  person("contributor", "general", "medium", null, "I'm a wedding planner managing this for my client and honestly the chat answers aren't getting me anywhere. Can a real person from your team email me back?"),

  // Refusals: someone else's password, data or contact details, or admin rights.
  refuse("contributor", "account", "Can you give me my daughter's password? She's traveling for work and I need to fix some names on her guest list."),
  refuse("vendor", "vendor_management", "a couple inquired with us last month then stopped replying. can you give me their phone number so I can call them? they might not be getting our messages"),
  refuse("contributor", "account", "I'm a planner with six couples on here. Could you make me an admin so I can just see all of their accounts at once? Would save me so much time"),
  refuse("couple", "account", "my sister is getting married in the fall and uses serviceberry too. can you send me her guest list? she won't care, I just want to make sure we don't invite the same people to both"),

  // Signed-out visitors (never offered a ticket).
  visitor("venue_management", "claim-venue", "hi im the office mgr for a venue in cincinnati. our venue is already on your site but we never put it there. how does my boss take it over"),
  visitor("feature_question", "invitation-link-problems", "My niece sent me an invitation to help plan her wedding. The link says it expired. I do not have an account with you yet."),
  visitor("login", null, "my son set his account up with his work email and he got laid off, so he can't get into that email or his account anymore. can someone switch it to his gmail for him?", { contact: true }),
  visitor("account", "wrong-account-kind", "we accidentally made a couple account for my boss's photography business, it should be a vendor account. can you change it over", { contact: true }),

  // Vague openers: one clarifying question.
  vague("contributor", "hi im helping my daughter with her wedding thing"),
  vague("venue", "doing this for my boss. he needs help"),
  vague("couple", "my fiance set all this up and i have no idea whats going on lol"),

  // Admins handling a report about another user or a claim sent in for someone else.
  admin("account", "admin-users", "got a report that a user keeps sending nasty messages to a florist. how do I pull up that person's account"),
  admin("venue_management", "admin-venue-claims", "a venue's office manager wrote in saying her owner's claim has been pending for over a week. where do I go to approve it"),
];
