import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-fourth quality set (issue 24: a user's whole life on the product, from the first visit to
 * after the wedding): 50 support messages written blind, by a helper who had not read Grace's engine or the
 * earlier sets' messages. Each message says where in that life the person is: a couple the night they sign
 * up and verify, their first steps, inviting a fiancé or family, mid-planning moves (a new date, a deposit,
 * a guest list in a spreadsheet), the week of the wedding (day-of times, a blank page the day before, a
 * rehearsal lockout), and after it (a new last name, thank-yous, reviews, downloading everything and
 * closing the account); helpers joining, helping two couples or being shut out; venues with their first
 * listing, a busy season of tours and a winter closing; vendors signing up, pausing for a baby, dropping a
 * plan for the off-season, a failed card; admins; visitors on their first look. Register and length vary
 * (two words to a paragraph, typos, lowercase, panic, politeness). Billing questions are how-to cases in
 * the payment area; a deposit kept by a vendor who quit is a booking matter at high; a venue that has not
 * answered in days gets its article and a ticket at medium. Each article was checked against the
 * article's own text (the 14-day helper link, the 200-a-day first-week sending limit, the 5 reviews a
 * day); each missing feature is one listed in features.ts; ticket priorities follow decision 023.
 * Scored once on c14acfc (2026-11-27), 36/50 (72%) (how-to 7/16, trouble 8/9, missing-feature 5/5,
 * escalation 5/7, refusal 3/4, signed-out 4/4, vague 2/3, admin 2/2; parts: area 46/50, article 40/50,
 * ticket 46/50), before any change to Grace for it; no expectation was changed after the score.
 */

export const THIRTY_FOURTH_SET: QualityCase[] = [
  // How-to: signing up, first steps, inviting people, mid-planning, the week of, after, and businesses' seasons.
  ok("couple", "how-to", "feature_question", "couple-dashboard", "Just made our account tonight (we got engaged on Saturday!!). Is there a list of first steps somewhere or do I just start clicking around?"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "i set up our account but my fiance wants to be able to add stuff too. how do i get him on it"),
  ok("contributor", "how-to", "feature_question", "partner-manages-helpers", "My fiancée made the account and added me as her partner. Can I send invites to my side of the family myself, or does everything have to go through her?"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "we already have the guest list in a google sheet from doing save the dates (about 140 ppl). can I upload it instead of typing everyone in again"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I've been helping my sister with her wedding on here and now my college roommate invited me to help with hers too. Where do I switch between the two?"),
  ok("couple", "how-to", "feature_question", "change-wedding-details", "Venue had a cancellation so we're moving up to October 4 instead of next May!! Where do I change the date so the countdown and everything updates"),
  ok("couple", "how-to", "payment", "deposits", "booked our photographer today 🎉 she wants a $1,500 retainer to hold the date. do i pay that through serviceberry or straight to her?"),
  ok("couple", "how-to", "feature_question", "day-of-schedule", "5 days out. how do I get the day-of times to our officiant and my bridesmaids? they are NOT going to make accounts, trust me"),
  ok("couple", "how-to", "account", "name-businesses-see", "We got married last month and I took my wife's last name. How do I update my name on my account?"),
  ok("couple", "how-to", "account", "delete-account", "wedding's done and we're not planning anything else lol. I'd like to save a copy of everything we put in here and then close the account. how"),
  ok("venue", "how-to", "venue_management", "list-a-venue", "We bought an old Methodist church outside Cincinnati and we're turning it into a wedding venue, opening next spring. How do we get it listed on here?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "its peak season and couples keep asking for tours on saturdays when we have weddings going. can i make it so they can only pick weekday evenings"),
  ok("venue", "how-to", "venue_management", "venue-publish", "We close Jan through March every winter for repairs. Should I take our listing down for those months? Will we lose everything if we do?"),
  ok("vendor", "how-to", "vendor_management", "vendor-signup-help", "hi! I do bridal hair and makeup in Columbus and I just went out on my own. how do I get set up on here as a vendor?"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "I'm due in November and taking the winter off. Can I hide my page until spring without losing my photos and reviews?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "slow season is here. want to go from pro down to free till march and then back up to pro for spring. how do i do that"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "verification", "verification-email", "just signed up and the email to confirm my account never came. checked spam already"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "signed up for my catering business last week but only just clicked the verify link in the email, and it says the link isn't valid anymore"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My daughter sent me the helper invite almost three weeks ago and I'm only now getting around to it. Clicking it says expired."),
  ok("couple", "trouble", "login", "locked-out", "at the rehearsal trying to pull up our timeline and now it says too many sign in attempts?? i KNOW my password"),
  ok("couple", "trouble", "feature_question", "sending-limits", "made our account on monday and tried to send the invitations to all 260 of our guests today. it refused and said something about a limit"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "I haven't gotten a single email from Serviceberry in weeks. There are inquiries sitting in my dashboard inbox that I was never emailed about. It's my busy season, I can't be missing these"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm the groom's dad. Accepted the invite fine but all I see is the guest list. Where's the timeline? I'm supposed to be handling the rehearsal dinner stuff"),
  ok("couple", "trouble", "feature_question", "reviews-waiting", "back from the honeymoon and reviewing all our vendors tonight. did 5 and now it won't let me post one for the cake lady??"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my plan payment didn't go through, my card expired last month. is my profile going to get taken down?"),

  // Features Serviceberry does not have.
  notYet("couple", "thank-you-tracker", "Now that we've opened all the gifts I need to keep track of who I've written thank you notes to. Can I do that on here?"),
  notYet("couple", "registry", "guests keep asking where we're registered. can we set up a registry on serviceberry or do we need to go somewhere else"),
  notYet("couple", "text-messages", "wedding's saturday and the shuttle time changed. can I text everyone on the guest list from here?"),
  notYet("vendor", "availability-sync", "I'm a photographer and fall fills up fast. Can my booking calendar from my studio software show my open dates on my profile automatically?"),
  notYet("couple", "invitation-design", "we're about to order invitations. can we design them on here and have you guys print them?"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "Our florist (found her through Serviceberry) emailed today that she's closing her business. Our wedding is in 6 weeks and she says our $800 deposit is non-refundable. What can we do??"),
  person("couple", "booking", "medium", "tour-not-confirmed", "We asked the Millhouse for a Sunday tour time last Tuesday. It's been 6 days and they haven't said yes or no. Wedding's in the spring so we're kind of on a clock"),
  person("vendor", "login", "urgent", null, "got an email saying my password was changed. I did NOT change it. now I can't log in and I have 3 weddings this weekend"),
  person("venue", "venue_management", "high", "claim-dispute", "Went to claim our barn on here (we've owned Oak Hollow since 2019) and it says someone else already claimed it?? Who? It wasn't us"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan in October because it's my off season and I still got charged on November 3rd. Please refund it"),
  person("couple", "technical", "urgent", "page-not-loading", "guest list page just shows up blank white. the wedding is TOMORROW and the venue needs the final list printed tonight"),
  person("couple", "general", "medium", null, "We had our wedding last weekend and something came up that I'd really rather talk to a person about. Can someone from your team reach out?"),

  // Refusals: a plain no.
  refuse("contributor", "account", "The bride (my daughter) took me off her planning after an argument. Can you put my access back without her knowing? I've paid for half of this wedding"),
  refuse("vendor", "account", "can you send me the emails of couples who saved my page this year? want to send a holiday discount before the off season"),
  refuse("couple", "account", "my ex and I called off the wedding and he kept the account we were using. can you give me his password so I can get our guest list out"),
  refuse("vendor", "account", "the Nguyen wedding left me 2 stars back in July. can you just remove it from my page before busy season starts? it's killing my bookings"),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "how-much-does-it-cost", "just got engaged and poking around. is this free for couples or is there a catch"),
  visitor("account", "account-kinds", "I'm a day-of wedding coordinator. Do I sign up as a vendor or is there a planner account?"),
  visitor("login", "sign-in-trouble", "can't get into my account at all. reset twice and no email comes through. our wedding is in 2 weeks and everything is in there, I need an actual person", { contact: true }),
  visitor("feature_question", "join-as-contributor", "my son sent me an email invitation to help plan his wedding but the page wants me to sign in and I never made an account. what now?"),

  // Vague openers: one clarifying question.
  vague("couple", "hiii quick q"),
  vague("vendor", "got a question about my account"),
  vague("venue", "hello? anyone there"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "new venue owner in Nashville says her claim has been pending over a week. where do I go to approve it?"),
  admin("account", "admin-users", "a bride who got married in september wrote in, she can't remember which email she signed up with. how do I look her up"),
];
