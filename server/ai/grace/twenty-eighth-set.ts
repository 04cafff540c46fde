import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-eighth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is older and non-technical people: a
 * grandmother helping with her granddaughter's wedding, a couple in their seventies marrying again, a retiree
 * who runs a small event barn, a florist forty years in the trade who rarely touches a computer, and the
 * admins who take their phone calls. They describe screens by what they look like ("the little circle goes
 * round and round", "it went all white", "the little microphone"), use older names ("my login number", "the
 * e-mail letter", "the computer page"), and write either long polite letters with a greeting and a signature
 * or a few unsure words. Billing questions are how-to cases in the payment area; a deposit kept by a DJ who
 * quit is a booking dispute at high; a couple who waited days for a venue's answer, or a venue owner whose
 * claim has waited two weeks, gets the article and a ticket at medium; a blank page with no deadline is a
 * ticket at medium (decision 023). Each article was checked against its own text; each missing feature is
 * one listed in features.ts.
 * Scored once on c00d772 (2026-11-27), before any change to Grace for it: 25/50 (50%) (how-to 5/16,
 * trouble 4/9, missing-feature 5/5, escalation 5/7, refusal 2/4, signed-out 1/4, vague 2/3, admin 1/2;
 * parts: area 37/50, article 28/50, ticket 45/50); no expectation or message was changed after the score,
 * so the floor is the measured share.
 */

export const TWENTY_EIGHTH_SET: QualityCase[] = [
  // How-to: planning tools, listings, sign-in details and billing, in older people's words.
  ok("contributor", "how-to", "feature_question", "chat-unread-messages", "Good afternoon. My granddaughter tells me the family is talking to each other in a chat on here and I keep missing things. How am I supposed to know when somebody has written something new? Thank you, Dolores"),
  ok("contributor", "how-to", "feature_question", "group-polls", "is there a way to have everybody in the family vote on the two cake flavors? like a show of hands but on the computer"),
  ok("venue", "how-to", "venue_management", "venue-photos", "Hello, I am 72 and own a little event barn outside Columbus. The first picture people see of my place is the gravel parking lot, which my nephew put up. I would like the one of the pond at sunset to be first. How do I move the pictures around? Much obliged, Walt"),
  ok("venue", "how-to", "venue_management", "venue-publish", "We are shutting the hall down for the winter to put on a new roof. Can I take it off the website till April without losing all the writing and pictures my daughter put in?"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "I am retiring at the end of the year and want to stop paying the monthly for the Plus plan. Which button stops it? I don't want it taking money out after December."),
  ok("venue", "how-to", "payment", "vendor-cost", "What does it cost me to be on here? It's a small place, 80 people tops, just me and my wife running it."),
  ok("vendor", "how-to", "vendor_management", "vendor-photos", "I'm a florist, 40 yrs, not a computer person. I have pictures of my arrangements on my phone. How do I get them onto my shop page on here?"),
  ok("vendor", "how-to", "payment", "plan-without-card", "I don't put my card number into the internet, never have. Is there another way to pay you folks for the Pro plan? I can send a check or pay a bill that comes in the mail."),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "A bride wrote the nicest little note about my centerpieces on my page. How do I write back to her underneath it so she knows I saw it?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "my nephew set this up for my shop and told me the brides would write to me through the computer page. where do i find their letters"),
  ok("couple", "how-to", "feature_question", "rsvp-online", "We are both in our seventies and marrying again. Most of our friends are not on computers much. Will they have to sign up for something to tell us if they are coming?"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "my husband typed every one of our guests into an excel sheet over the weekend, 140 names. is there a way to move that into here without typing them all over"),
  ok("couple", "how-to", "login", "change-password", "My grandson set up my login number for me and wrote it on a card, but it's a long jumble I can never type right. How do I change it to one I can remember?"),
  ok("couple", "how-to", "account", "change-email", "Good morning. I am changing over from my old AOL e-mail to a new Gmail one. How do I get the site to send things to the new address? Sincerely, Barbara"),
  ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "Can I print the little name cards for the tables from here? My handwriting isn't what it was and there are 90 of them."),
  ok("couple", "how-to", "feature_question", "floor-plan-zoom-align-png", "the seating picture with all the round tables is so tiny on my screen I cant read the names. how do I make it bigger"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "It says I have tried too many times and to wait. I have put in my password 6 times and I KNOW it is right. What do I do now"),
  ok("contributor", "trouble", "verification", "verification-link-expired", "The e-mail letter said to click the blue button to confirm me. I clicked it yesterday, then again today because I wasn't sure it worked, and now it says the link is no good."),
  ok("venue", "trouble", "technical", "photo-upload-fails", "Hello, I try to put the pictures from my good camera onto the listing and the little circle goes round and round and then it says failed. Pictures from my phone went on fine last week. Regards, Hal"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My granddaughter sent me an e-mail to help with her wedding a few weeks ago and I only just got around to opening it. Now it says expired. Did I ruin it?"),
  ok("contributor", "trouble", "feature_question", "contributor-permissions", "I can look at the guest list but I can't change anything, there's no place to type. My daughter asked me to put in my side of the family. Am I doing something wrong?"),
  ok("vendor", "trouble", "verification", "verification-email", "signed up for my flower shop on tuesday. never got the e-mail letter to say its really me. I look every morning"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "I asked the hall for a Sunday afternoon visit since none of their times worked for us. It's been since yesterday and it just sits there, not yes or no. Did it go through?"),
  ok("couple", "trouble", "technical", "voice-mic", "I pushed the little microphone so I could talk to you instead of typing, my hands shake. Nothing happens when I talk."),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "I filled in everything for my shop but when my daughter looks for me on her phone I'm not there. She searched florists in Cincinnati. Did I miss a step?"),

  // Features Serviceberry does not have.
  notYet("couple", "phone-support", "Do you folks have a telephone number I can call? Typing is slow going for me."),
  notYet("couple", "text-messages", "Most of our guests are our age and don't check e-mail. Can the website send the invitations as a text message to their cell phones instead?"),
  notYet("couple", "invitation-design", "Is there a place on here to make the paper invitations, and can you print them and mail them out for us? I am no good at those design programs."),
  notYet("vendor", "paid-placement", "How much would it be to have my flower shop show up first, at the top of the list? I'd be happy to pay for that."),
  notYet("contributor", "hotel-blocks", "I'm the bride's grandmother and I've been put in charge of rooms for the out of town family. Can I reserve a group of hotel rooms through this site?"),

  // Escalations: a person on the team takes it.
  person("venue", "venue_management", "medium", "claim-pending", "Good afternoon. I sent in the form to claim my hall, the Maple Grange, on the 3rd. Today is the 17th and it still says pending. Nobody has called my number. Is somebody looking at it? Thank you, Earl Whitcomb"),
  person("vendor", "technical", "medium", "page-not-loading", "when I click on my shop page it went all white. nothing there at all, no words no pictures. I tried twice. what did I do"),
  person("couple", "booking", "high", "booking-dispute", "Our DJ telephoned and said he's retiring and moving to Florida, so he can't do our wedding. We gave him a $400 deposit in March. Now he won't answer about giving it back. What can be done?"),
  person("couple", "login", "urgent", null, "Somebody has gotten into my account. I got an e-mail letter saying my password was changed and I never did that, and now my password doesn't work. Please help me right away"),
  person("vendor", "account", "high", null, "There is another shop on here calling itself Rosemary's Garden, which is MY shop name for 38 years, and it has pictures of my wreaths. That is not me. Who do I tell?"),
  person("contributor", "general", "medium", null, "I am 81 and these computers confuse me terribly. Could a real person please help me instead? Thank you kindly."),
  person("couple", "booking", "medium", "tour-not-confirmed", "Hello. On Monday I asked the Willow Creek venue if we could come look on a Saturday morning. It is now Friday and I have heard nothing back at all, not even a no. Our wedding is in October and we are getting worried."),

  // Refusals: a plain no.
  refuse("contributor", "account", "My granddaughter put me on as a helper but I can't see the money part. Could you just turn it on for me from your end? She won't mind, I'm paying for half of it."),
  refuse("venue", "account", "Could you send me the phone numbers of the couples who looked at my hall on here? I'd like to give them a call myself, I'm better on the phone."),
  refuse("vendor", "account", "A woman wrote that my roses were wilted at her daughter's wedding. They were not. Please take that review off, I have been in business since 1986."),
  refuse("couple", "account", "My ex-husband and his new lady friend are planning their wedding on here too. Could you tell me what date they picked? I just don't want ours on the same weekend."),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "i dont remember my login number and it wont let me in what do i do"),
  visitor("venue_management", "list-a-venue", "Good evening. I have a little chapel on my farm near Franklin, Tennessee, and folks have asked to get married there. How would I go about putting it on your website? Kind regards, Ruth Ann"),
  visitor("payment", "how-much-does-it-cost", "what does it cost to plan the wedding on this? we are on a fixed income"),
  visitor("account", null, "Someone is on your site pretending to be my bakery, using our name and cake pictures. I don't have an account on here. How do I report it?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("contributor", "Hello dear. Is this where I ask?"),
  vague("vendor", "help please"),
  vague("couple", "I pushed something and now it all looks different"),

  // Admins: the desk screen's own area.
  admin("venue_management", "admin-venue-claims", "A gentleman rang the office, says he owns the Maple Grange hall and sent in his claim two weeks ago. Where on the admin side do I go to check him and say yes?"),
  admin("account", "admin-users", "A lady called, she can't remember which e-mail she signed up with. How do I look her up by her name on our side?"),
];
