import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-fourth quality set (issue 24: the couple's people): 50 support messages written blind,
 * by a helper who had not read Grace's engine or the earlier sets' messages. The people writing are the
 * ones around a couple: a mother of the bride helping with the money, a grandmother who does not type
 * well, a maid of honor on her phone, a groomsman handed a task, a father whose daughter's DJ never came,
 * guests who land on Serviceberry from an invitation or the couple's website and write signed out (a lost
 * household code, a wedding code, "do I need an account"), and couples asking about their helpers and
 * guests. Warm, confused, some older and unused to apps; register and length vary on purpose.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; billing and booking
 * disputes high, a deposit kept by a vendor who quit a booking matter; a blank page urgent with
 * "tomorrow"; asking for a person medium; days without an answer from a venue the article and a ticket
 * at medium). Scored once on d0d14b7 (2026-11-27), before any change to Grace for it: 32/50 (64%)
 * (how-to 11/16, trouble 7/9, missing-feature 4/5, escalation 6/7, refusal 0/4, signed-out 1/4, vague 2/3,
 * admin 1/2; parts: area 43/50, article 34/50, ticket 47/50); no expectation was changed after the score.
 */

export const TWENTY_FOURTH_SET: QualityCase[] = [
  // How-to: couples about their helpers and guests, helpers finding their way around.
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i get my maid of honor on here so she can help plan? she lives in denver so she can't exactly sit on my couch and do it lol"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "My parents are covering half the wedding and want to keep an eye on the money. Can they see the budget without seeing the guest list? There's some family drama I'd rather keep off their radar."),
  ok("couple", "how-to", "feature_question", "change-helper-access", "gave my future MIL edit on the guest list and now theres 22 of her bridge club friends on it 🙃 how do i switch her to just looking"),
  ok("couple", "how-to", "feature_question", "partner-manages-helpers", "my fiance wants to be able to add people to help too, not just me. he has his own login. can he do that"),
  ok("couple", "how-to", "feature_question", "activity-feed", "somebody moved $1,200 out of the flowers budget and nobody is owning up to it. is there a way to see who changed what?"),
  ok("contributor", "how-to", "feature_question", "group-polls", "im the MOH, want the bridesmaids to vote on dress colors without 40 texts in the group chat. can i make a vote on here"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "groom gave me a task, 'book party bus'. done. where do i check it off"),
  ok("contributor", "how-to", "feature_question", "chat-unread-messages", "How will I know when my granddaughter writes something new in the chat? I don't want to miss her messages."),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "I'm getting emails every time the girls talk in the wedding chat. how do I turn those off but still stay in the chat"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "Both my kids are getting married this year (lord help me). My daughter and my son each sent me an invite to help. Can I use one account for both or do I need two?"),
  ok("couple", "how-to", "feature_question", "wedding-website-household-codes", "where do I find the codes for each family to print on the invitations? the rsvp part of our website mentions them"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "my aunt posted our wedding website on facebook 😩 can we make it so only people we invited can open it"),
  ok("couple", "how-to", "feature_question", "guest-details", "aunt linda texted that she wants the fish instead of the chicken. can I just change her meal myself or does she have to redo her rsvp"),
  ok("couple", "how-to", "feature_question", "plus-ones", "my brother has a new girlfriend and wants to bring her. how do i give him a plus one"),
  ok("couple", "how-to", "feature_question", "send-invitations", "about 40 people still havent rsvpd and the deadline is next week. how do i send a reminder to just them and not everyone"),
  ok("couple", "how-to", "feature_question", "inspiration-boards-helpers", "can my sister (she's my MOH) add pictures to our inspiration boards too? she has way better taste than me"),

  // Trouble: something is not working, self-service first.
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my daughter sent me the link to help with her wedding and it says expired. she sent it a while ago, maybe 3 weeks? I just got around to it"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "clicked my sister's invite, signed in, and it says this invitation was sent to a different email address?? I only have one email... well, I have my work one too"),
  ok("contributor", "trouble", "feature_question", "contributor-permissions", "I'm in my son's wedding budget but it only lets me look. I wanted to put in the $3,000 check I wrote the photographer and there's no button to add it"),
  ok("couple", "trouble", "verification", "why-verify", "trying to invite my dad to help and it won't send. says I need to confirm my email first? I signed up weeks ago"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "guests keep telling me the website says it can't find their invitation when they type their name. my aunt carol tried 5 times"),
  ok("contributor", "trouble", "feature_question", "planning-chat", "there's a chat with the bride and the bridesmaids but I can't type anything in it, I can only read. how do I reply??"),
  ok("couple", "trouble", "feature_question", "sending-limits", "just made our account monday and tried sending invites to all 240 guests and it got refused. what??"),
  ok("contributor", "trouble", "feature_question", "chat-mentions", "typed @ and my sister's name in the planning chat and she doesn't come up in the list. she's a bridesmaid"),
  ok("contributor", "trouble", "login", "reset-link-expired", "The password reset email came but when I click the blue button it says the link is no good. I'm trying to get into my granddaughter's wedding planning. I clicked it twice to be sure."),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we send the rsvp reminders as texts? my dad's whole side of the family doesn't do email"),
  notYet("contributor", "hotel-blocks", "bride asked me to sort out hotel rooms for the out of towners. can i reserve a block of rooms thru serviceberry"),
  notYet("contributor", "phone-support", "Is there a telephone number I can ring to talk to someone? I am not much of a typist."),
  notYet("contributor", "invitation-design", "Can I design and order the printed invitations on here? I want to surprise my daughter with them."),
  notYet("couple", "guest-photos", "is there a spot where guests can upload the pics they took at the reception? like one shared album"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "booking", "high", "booking-dispute", "Our caterer just told us they're closing the business. Wedding is in May and they're keeping our $2,500 deposit. They won't answer our calls anymore. What do we do??"),
  person("contributor", "booking", "high", "booking-dispute", "I'm the father of the bride. The DJ we found through your site never showed up Saturday night. My daughter's first dance was played off somebody's phone. I want this dealt with."),
  person("couple", "booking", "medium", "tour-not-confirmed", "we requested a different tour time at a venue in columbus last wednesday. it's been 6 days, not a confirm, not a no, nothing. my parents are driving in from Dayton for it"),
  person("contributor", "login", "urgent", null, "someone got into my account!! the bride just asked why I deleted 30 guests from her list and I didn't touch it. I think I was hacked"),
  person("contributor", "general", "medium", null, "I would like to speak with a real person please, not a computer program. Thank you."),
  person("couple", "technical", "urgent", "page-not-loading", "REHEARSAL DINNER IS TOMORROW and the seating chart page is totally blank. tried my phone and my laptop. my maid of honor needs to print the place cards tonight"),
  person("contributor", "payment", "high", "refund-request", "there's a $19 charge from serviceberry on my visa. I'm only helping my son with his wedding, I never bought any plan. please refund it"),

  // Refusals: a plain no.
  refuse("contributor", "account", "Can you switch me to be the owner of my daughter's account? She keeps leaving our side of the family off the guest list and I want to fix it myself."),
  refuse("contributor", "account", "my access to the guest list is set to none. can you just tell me if she invited my ex husband, yes or no. I wont tell her"),
  refuse("couple", "account", "my future sister in law is planning her wedding on serviceberry too, same month as ours. can you tell me her date and venue so we dont clash?"),
  refuse("contributor", "account", "can you sign me in as the groom real quick, he's on a work trip and said its fine, i just need to finish the seating chart"),

  // Signed-out visitors: wedding guests from an invitation or the couple's site (never offered a ticket).
  visitor("feature_question", "wedding-website-rsvp", "lost the little card with the code on it 😭 how do I rsvp for my cousins wedding on their website without it"),
  visitor("feature_question", "guest-registration", "got a wedding code from my buddy for his wedding, he said use it to get on the guest list. where do I put it"),
  visitor("feature_question", "rsvp-online", "Hello, my niece's wedding invitation says to RSVP through Serviceberry. Do I have to make an account with you people? I have enough passwords as it is."),
  visitor("login", "sign-in-trouble", "hi there. I'm the groom's grandmother. I made a login last spring to help with the guest list and now it won't let me in no matter what I type. Is there a person I can talk to? I'm not good with these things", { contact: true }),

  // Vague openers: one clarifying question.
  vague("contributor", "Hello, my daughter told me to ask you"),
  vague("couple", "guest list question"),
  vague("contributor", "it's not letting me"),

  // Admins.
  admin("account", "admin-users", "the bride's mom wrote in, can't get into her helper account. how do i pull her account up on the desk"),
  admin("general", "admin-tickets", "where do i see all the tickets that came in from helpers, and can i assign one to myself"),
];
