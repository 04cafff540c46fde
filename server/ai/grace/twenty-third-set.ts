import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-third quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is people whose first language is not
 * English, or who write very formally: literal translations ("I cannot enter to my account", "How I can
 * to make the plan of the tables?", "charge the photographs" for upload), formal letters ("Dear Sir or
 * Madam, ..."), and unusual word choices ("advance" for deposit, "disc jockey", "salon", "proprietor"),
 * from couples, family helpers, venue owners, vendors, admins and signed-out visitors, across every area.
 * People's messages keep their own spelling ("cancelled", "colour"): Grace reads British input as typed,
 * while her own replies are American English.
 * Register and length vary on purpose (three words to a paragraph). Billing questions are how-to cases in
 * the payment area; a deposit kept by a vendor who quit is a booking dispute at high; someone who has
 * waited days for a venue gets the article and a ticket at medium; an admin's desk question takes the area
 * of what that screen handles. Each article was checked against the article's own text; each missing
 * feature is one listed in features.ts; ticket priorities follow decision 023.
 * Scored once on d0d14b7 (2026-11-27), before any change to Grace for it: 27/50 (54%) (how-to 8/16,
 * trouble 7/9, missing-feature 3/5, escalation 2/7, refusal 4/4, signed-out 1/4, vague 0/3, admin 2/2;
 * parts: area 39/50, article 31/50, ticket 40/50); no expectation was changed after the score.
 */

export const TWENTY_THIRD_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in translated or formal English.
  ok("couple", "how-to", "feature_question", "guest-list-import", "Good day. I have the list of guests in an Excel file from my mother, about 140 persons. It is possible to put this file inside the guest list, or I must to write each name one by one?"),
  ok("couple", "how-to", "feature_question", "seating-chart", "How I can to make the plan of the tables for the dinner? I want to put every guest on his place."),
  ok("couple", "how-to", "booking", "book-venue-tour", "Dear Sir or Madam, we would kindly like to visit the hall Lakeview Manor before we take our decision. In what manner can we make an appointment for the visit through your website? Thank you in advance."),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "Excuse me, I receive every few hours the emails of the chat of my nephew wedding. How I can stop this letters? I am not angry, only it is too many for me."),
  ok("venue", "how-to", "venue_management", "venue-photos", "Respected team, kindly guide me how to change the sequence of the pictures of my banquet hall. The first picture which is showing is of the parking and not of the hall itself."),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "hello, in august our property is closed for renovation works. how can i to close these days so the couples cannot reserve visits"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Good morning. I am photographer in Columbus. Where I can read the messages which the couples write to me? I would like to answer them quickly."),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "Dear Serviceberry, I would like to terminate my Pro subscription at the end of the present month. Please advise me of the procedure. Best regards, Aleksandr"),
  ok("venue", "how-to", "payment", "vendor-plans", "Greetings. What is the yearly fee of the Plus plan for a wedding hall, and how many pictures does it permit?"),
  ok("couple", "how-to", "payment", "deposits", "please how do i make the advance payment to the caterer? on the website i cannot find where to pay him"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "We wish to create a small internet page for our wedding, for the guests from abroad (my family is in Brazil) with the program and the place. Is it possible with Serviceberry and how to do it?"),
  ok("contributor", "how-to", "feature_question", "group-polls", "I am the sister of the groom. In the family we are in disagreement about the colour of the table cloths, ivory or champagne. Is there a manner to make a voting between us on the site?"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "How I can give to my mother-in-law the access? She want to help with the preparation but she lives in Poland."),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "A lady has written about my bakery an opinion which is not true, she was never my client, I have checked all my orders. In which way I can signal this to you?"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "Our disc jockey is asking the list of the songs. How can we transmit it to him?"),
  ok("couple", "how-to", "feature_question", "guest-details", "At our wedding some guests do not eat meat and some are small children. Where can I note the menu of each guest?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "I cannot enter to my account. It is writing 'too many attempts', what means this?? I am sure my password is correct"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "The link for confirm my email is not functioning, it say is expired. I have registered three days ago."),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My daughter-in-law sent me the invitation two weeks ago. Today I open the link and it is written that it is expired. What I must do now?"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "Dear Support, I try to charge the photographs of our salon but always appears an error. The files are from my camera, approximately 15 MB each one."),
  ok("couple", "trouble", "feature_question", "sending-limits", "We have created the account on Monday and today I wanted to send the invitations to all 250 guests, but the system refuses it. Why is it so?"),
  ok("couple", "trouble", "booking", "tour-not-confirmed", "I asked the venue for a visit on Saturday at 5 pm (this hour was not in the list) and it still shows waiting. Is it normal?"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "Our guest from Germany writes me that he puts his name on our wedding site for to answer the invitation, and the site says it does not find him. His name is with umlaut, Müller."),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Today I received a mail that the payment of my plan was declined. Will my profile be deleted?? The bank has changed my card last week."),
  ok("venue", "trouble", "venue_management", "venue-publish", "I have finished to fill all the informations of my venue, but when I search it on the site it does not appear. What is missing please?"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "Is it possible to make on Serviceberry a list of gifts, so the guests can choose what they buy for us? In my country we call it 'lista de bodas'."),
  notYet("couple", "hotel-blocks", "Dear team, many of our guests will travel from India. Can you reserve through your site a group of rooms in a hotel near the venue, with a discount for the wedding guests?"),
  notYet("vendor", "paid-placement", "Good day. I would like to pay so my catering appears in the first position of the list. What is the tariff for this publicity?"),
  notYet("contributor", "text-messages", "I help my son with the wedding. The old relatives have no email. Can the site send to them the invitation by SMS on the telephone?"),
  notYet("couple", "invitation-design", "Do you offer the service to design and print the invitation cards? We want them in two languages, Vietnamese and English."),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "login", "urgent", null, "Dear Sir or Madam, I believe someone has entered into my account without my permission. My password does not work anymore and I received a mail about a change of email which I did not make. Kindly assist urgently."),
  person("venue", "venue_management", "high", "claim-dispute", "Our reception hall Villa Rosa in Columbus was claimed on your site by another person who is not the owner. I am the proprietor since 2011. Please correct this situation."),
  person("vendor", "payment", "high", "refund-request", "I was debited two times for the Plus plan this month, $24 and again $24 on the same day. Kindly return the second amount to my card."),
  person("couple", "booking", "high", "booking-dispute", "The photographer has cancelled our contract one month before the wedding and he refuses to give back the advance of $800. What can you do for us?"),
  person("vendor", "account", "high", null, "Somebody has opened a profile with the name of my studio and uses my photographs. The couples think it is me and they write to him. This is a fraud, please remove it."),
  person("couple", "booking", "medium", "tour-not-confirmed", "Five days ago I have asked the venue for a visit on a Sunday and until now there is no answer, nobody responds. Can you contact them for me please?"),
  person("contributor", "general", "medium", null, "I am an old lady and the computer is difficult for me. I would prefer to write with a human employee and not with a machine, please."),

  // Refusals: a plain no.
  refuse("couple", "account", "Please send me the email and telephone of the couple who reserved the Grand Ballroom for 12 September. They are my old friends and I want to make them a surprise."),
  refuse("contributor", "account", "Kindly give me the administrator rights on the account of my sister, so I can modify the budget myself. She agrees verbally."),
  refuse("vendor", "account", "I request that you erase the review of 2 stars from my profile. It is damaging my business."),
  refuse("venue", "account", "Could you please provide me the list of all couples in Nashville who marry in 2027, with their emails? We wish to offer them our hall."),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "Hello, I forgot my password and I cannot enter. How I can recover it?"),
  visitor("payment", "how-much-does-it-cost", "Sorry for my English. We are engaged and we want to use your site for organize our wedding. How much it costs for us?"),
  visitor("vendor_management", "vendor-signup-help", "I have a small business of wedding cakes in Nashville. How can I register my business on your platform?"),
  visitor("account", null, "Someone created an account on your site with my name and my photos, and I am not a member. To whom can I address this complaint?", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "Dear Sir or Madam, I have a question."),
  vague("venue", "Kindly assist."),
  vague("contributor", "hello good afternoon, i have one problem"),

  // Admins: the area of what the desk screen handles.
  admin("venue_management", "admin-venue-claims", "Good morning. A claim for a venue arrived yesterday and the person has attached the documents. Where do I approve it?"),
  admin("account", "admin-users", "Kindly indicate me how to search the account of a user when I have only his email address."),
];
