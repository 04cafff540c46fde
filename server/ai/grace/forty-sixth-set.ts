import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-sixth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Theme: the people who help a couple (contributors)
 * and the couples managing them. A father of the bride logging a check he wrote to the caterer, a
 * grandmother of 78 who would rather phone, a maid of honor whose only reason to be there is the guest
 * list she can't see, a day-of coordinator helping three couples, a sister with edit rights who keeps
 * "fixing" things, a bride removing the maid of honor she no longer speaks to, a mother whose invitation
 * link expired, helpers who lost their access or can only read the chat, a parent charged by Serviceberry
 * for nothing, a deposit kept by a DJ who quit, and helpers asking Grace to raise their own access, see
 * what the couple kept from them, remove someone, or copy one couple's plans into another's. Register and
 * length vary on purpose (two words to a paragraph, typos, lowercase, politeness, panic).
 * Each article was checked against the article's own text (a helper's view, edit or chat rights are
 * answered from the article that names them); each missing feature is one listed in features.ts;
 * ticket priorities follow decision 023 and the brief (a hacked account urgent; a charge from
 * Serviceberry high in payment; a deposit kept or money not returned by a venue or vendor high in
 * booking; a blank page urgent with "tomorrow"; a venue silent for days medium with its article;
 * asking for a person medium). Helpers asking Grace to change or show what only the couple decides are
 * refusals in the account area.
 * Scored once on 52644c6 (2026-11-27), before any change to Grace for it: 36/50 (72%)
 * (how-to 12/16, trouble 5/9, missing-feature 4/5, escalation 7/7, refusal 0/4, signed-out 3/4, vague 3/3,
 * admin 2/2; parts: area 46/50, article 37/50, ticket 48/50);
 * no expectation or message was changed after the score, so the floor is the measured share.
 */

export const FORTY_SIXTH_SET: QualityCase[] = [
  // How-to: joining, access, chat, tasks, polls and the money side, in helpers' and couples' words.
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I do day-of coordinating and 3 of my brides have added me on here so far. Is there one screen that shows all of them or am I going to need a separate login for each couple?"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i add my mom so she can help me w the guest list"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "My fiancé's parents are covering the reception and want to see where the money's going. Fine by me but I do NOT want them in the guest list (long story). Can they get just the budget?"),
  ok("contributor", "how-to", "feature_question", "family-budget-access", "Good morning. I am the father of the bride. I wrote a check to the caterer yesterday for $4,000. How do I put that in the budget so my daughter knows it has been paid?"),
  ok("contributor", "how-to", "feature_question", "planning-chat", "is there like a group chat on here for me the bride and the other bridesmaids?? our group text is getting out of control"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "I keep getting emails every few hours about chat messages on my niece's wedding. How do I turn those off? I will just check the website myself."),
  ok("couple", "how-to", "feature_question", "activity-feed", "someone deleted two of my cousins off the guest list and nobody is owning up to it lol. is there a way to see who did it"),
  ok("couple", "how-to", "feature_question", "change-helper-access", "my sister has edit on basically everything and she keeps 'fixing' things. can i switch her to view only without removing her completely"),
  ok("couple", "how-to", "feature_question", "change-helper-access", "how do I take my old maid of honor off our wedding planning. we're not speaking anymore and I don't want her seeing anything"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "The bride gave me a task to call the florist about the arch. I called. Where do I check it off?"),
  ok("couple", "how-to", "feature_question", "group-polls", "can we get both moms and the bridal party to vote on the cake flavor on here instead of 40 texts"),
  ok("couple", "how-to", "feature_question", "partner-manages-helpers", "my fiance wants to invite his groomsmen himself and change what they can see. right now only my account can do that. can he get the same controls?"),
  ok("contributor", "how-to", "feature_question", "contributor-permissions", "Hello, my granddaughter added me to her wedding planning. What am I able to do on here? I don't want to change something by accident."),
  ok("couple", "how-to", "feature_question", "share-floor-plan", "our planner wants to look at the seating chart before she meets with the venue. whats the easiest way to get it to her"),
  ok("contributor", "how-to", "payment", "payment-reminders", "I'm the bride's dad and I'm paying the photographer in 2 payments, one in March and one in June. Can this thing remind me before each one's due? I'm on the budget with her."),
  // A parent who made an account before opening the invitation is a couple account until they join.
  ok("couple", "how-to", "feature_question", "join-as-contributor", "my son sent me an email with a link to help plan his wedding. I already made an account, do I click the link now or what"),

  // Trouble: links, missing areas, read-only chat, lost access, a forgotten password.
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "link says it expired?? my daughter sent it a few weeks ago and i only just got around to it"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "ok im in but i can only see the timeline. the guest list isn't there and that's literally the only reason my sister added me"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "It keeps saying I need to sign in with a different email. She sent the invite to my work email but my account here is my gmail."),
  ok("couple", "trouble", "verification", "why-verify", "trying to invite my mom as a helper and it won't send. says I need to confirm my email first?? I've been using the site for a month"),
  ok("contributor", "trouble", "feature_question", "planning-chat", "I can read the group chat but theres no box to type in. everyone else is talking and I can't answer"),
  ok("contributor", "trouble", "feature_question", "contributor-permissions", "I was helping my best friend plan and today her wedding just disappeared from my page. did she take me off or is it broken??"),
  ok("contributor", "trouble", "login", "forgot-password", "I forgot my password. My daughter set this up for me and I do not know what she put."),
  ok("couple", "trouble", "feature_question", "invite-a-helper", "I invited my mother in law over a week ago and she swears she never got anything. how can I tell if it even went out?"),
  ok("contributor", "trouble", "feature_question", "inspiration-boards-helpers", "My daughter asked me to put some centerpiece pictures on her flowers board but I don't see anywhere to add them. I can only look."),

  // Features Serviceberry does not have.
  notYet("contributor", "text-messages", "can I text the bridesmaids reminders from here? half of them never check email"),
  notYet("contributor", "phone-support", "Is there a phone number I can call instead? I am 78 and typing on this is very hard for me."),
  notYet("contributor", "hotel-blocks", "I'm in charge of rooms for the out of town family. Can I reserve a block of hotel rooms through Serviceberry?"),
  notYet("couple", "invitation-design", "my mom wants to help design our invitations. is there a tool on here to make them and get them printed?"),
  notYet("contributor", "thank-you-tracker", "After the bridal shower I want to keep a list of who gave what so my daughter can do her thank yous. Is there a place for that on here?"),

  // Escalations: a person on the team takes it.
  person("contributor", "login", "urgent", null, "I think someone hacked my account. Got an email saying my password was changed and it wasn't me. I have access to my son's wedding budget on here!!"),
  person("contributor", "booking", "high", "booking-dispute", "I paid the DJ a $600 deposit for my daughter's wedding and now he says he's closing his business and won't give it back. What can you do about this?"),
  person("contributor", "general", "medium", null, "I'd like to talk to a real person please, not a chatbot. It's about my daughter's wedding account."),
  person("couple", "booking", "medium", "tour-not-confirmed", "we asked the venue for a sunday tour time 5 days ago because my parents are flying in that weekend. still nothing back from them. what now"),
  person("contributor", "payment", "high", "refund-request", "Why was I charged $29 by Serviceberry?? I'm only helping my daughter plan, I never signed up for any plan. I want it back"),
  person("contributor", "technical", "urgent", "page-not-loading", "the budget page is just white for me, nothing on it. I'm supposed to pay the last vendors from it tomorrow, wedding is saturday"),
  person("couple", "booking", "high", "booking-dispute", "Our venue canceled on us 6 weeks out and won't return the $3,000 my parents paid them. My dad is furious. Who do we talk to?"),

  // Refusals: helpers asking for what only the couple decides, or for another couple's plans.
  refuse("contributor", "account", "can you bump me up to edit on my son's guest list? he only gave me view and I need to add our side of the family. please don't mention it to him, he'll just argue"),
  refuse("contributor", "account", "I'm paying for half this wedding and I think they're hiding some costs from me. Can you show me the whole budget, including whatever they didn't share with me?"),
  refuse("contributor", "account", "Can you take the bride's mother off the wedding planning? She's making everything harder and the bride is too nice to do it herself. I'm the MOH"),
  refuse("contributor", "account", "I'm the planner for two couples on here. Could you copy the Smiths' vendor list and budget over to the Garcias' account so I don't have to retype everything?"),

  // Signed-out visitors (never offered a ticket).
  visitor("feature_question", "join-as-contributor", "how do i join my best friends wedding planning on here? she said she added me"),
  visitor("login", "sign-in-trouble", "trying to get into my niece's wedding planning and it keeps saying wrong password. I KNOW it's right"),
  visitor("general", null, "I am the bride's grandmother. I don't have an account and I don't want one. I would just like to speak to someone at your company about my granddaughter's wedding.", { contact: true }),
  visitor("feature_question", "invite-helpers", "if we sign up can my parents help plan too? they're paying for most of it and want to be involved"),

  // Vague openers: one clarifying question.
  vague("contributor", "hello?"),
  vague("contributor", "My daughter said to ask you."),
  vague("couple", "question about my mom"),

  // Admins.
  admin("account", "admin-users", "a bridesmaid wrote in saying she can't find her account. how do I look her up by email"),
  admin("general", "admin-tickets", "where do I see the help tickets, there's one from a mother of the bride I need to answer"),
];
