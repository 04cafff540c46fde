import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirtieth quality set (issue 24): 50 support messages about privacy, data and account safety,
 * written blind by a helper who had not read Grace's engine or the earlier sets' messages. Each is one
 * person worried about who sees what: a couple who called off the wedding and wants everything gone, a
 * bride whose ex will google the wedding site, a groom who checked the seating chart on a relative's
 * laptop, parents who should see the budget and nothing else, a maid of honor afraid of snooping, a venue
 * whose account still sits under a manager who left, a vendor whose card was replaced after fraud, an
 * impersonated vendor, a hacked email, a charge nobody made, people asking for someone else's data, and
 * visitors who are not signed in. Register and length vary on purpose (two words to a paragraph, typos,
 * lowercase, panic, politeness). Billing questions are how-to cases in the payment area; a deposit kept by
 * a vendor who quit is a booking matter; a venue silent for days gets the article and a ticket at medium.
 * Areas follow the help areas: signing in and passwords is login; the account's own data (delete,
 * download, the email on it, what businesses see, the name on reviews) is account; planning tools and
 * helpers' access are feature_question; an admin's desk question takes the area its screen handles.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; a charge not made, a claim
 * dispute, impersonation and a booking dispute high; asking for a person medium).
 * Scored once on a16a4a1 (2026-11-27), before any change to Grace for it: 34/50 (68%) (how-to 9/16,
 * trouble 8/9, missing-feature 4/5, escalation 5/7, refusal 2/4, signed-out 3/4, vague 2/3, admin 1/2;
 * parts: area 44/50, article 40/50, ticket 46/50); no expectation or message was changed after the score.
 * People's messages keep their own spelling ("cancelled"): Grace reads British input as typed, while her
 * own replies are American English.
 */

export const THIRTIETH_SET: QualityCase[] = [
  // How-to: deleting, downloading, who sees what, shared devices, helpers' access, emails, billing.
  ok("couple", "how-to", "account", "delete-account", "we called off the wedding. how do i delete everything, guest list budget all of it. i dont want our stuff sitting on a server somewhere"),
  ok("vendor", "how-to", "account", "delete-account", "Is there a way to download a copy of all the info you have on my account? My accountant wants records and honestly I'd just like to know what's stored."),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "my ex knows my fiancés full name and WILL google our wedding site. can we lock it so only people we invited can get in"),
  ok("couple", "how-to", "login", "sign-out-everywhere", "I checked our seating chart on my brother in laws laptop over thanksgiving and pretty sure I never logged out. can I sign out of it from my phone"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "my parents are paying for part of it and want to keep an eye on the money. can they see just the budget and not the guest list and everything else"),
  ok("couple", "how-to", "feature_question", "activity-feed-who-sees", "if I add my bridesmaids as helpers will they see the recent activity list? it shows budget changes and they do NOT need to know what the dress cost"),
  ok("couple", "how-to", "account", "name-businesses-see", "when I leave a review for our caterer does it show my full name? I'd rather it didn't"),
  ok("couple", "how-to", "account", "data-sharing", "when we request a tour, what does the venue actually see about us? can they see our budget or our guest list?"),
  ok("venue", "how-to", "account", "change-email", "Our venue account is still under my old event manager's email and she left in October. How do I switch it so everything comes to me now?"),
  ok("couple", "how-to", "feature_question", "address-approvals", "someone i don't even know submitted an address through our address link?? how do i make sure that doesn't get added to our guest list"),
  ok("couple", "how-to", "feature_question", "beyond-the-wedding-private-notes", "in the after the wedding money stuff, can I write notes my fiancé can't read? just some things I want to think about before we talk"),
  ok("contributor", "how-to", "feature_question", "contributor-permissions", "im the MOH and just got added as a helper. what can i actually see? dont want to be snooping in her budget by accident"),
  ok("couple", "how-to", "feature_question", "change-helper-access", "we had a falling out with my cousin who was helping us plan. how do I take her off so she cant see anything anymore"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "bank replaced my card after some fraud. how do I put the new card on my pro plan so it doesn't lapse"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do I turn off the emails from the wedding group chat? they go to my work email and my boss sits right behind me lol"),
  ok("couple", "how-to", "feature_question", "share-floor-plan", "we sent our floor plan link to a coordinator who then quit. can I shut that link off so she can't see who's sitting where anymore?"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "trying to change my password bc i think my roommate knows it, but the link in the email says it's expired?? I clicked it like 20 min after"),
  ok("venue", "trouble", "login", "locked-out", "it says too many sign in attempts and won't let me in. I only tried twice. is someone trying to get into our account??"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my sister sent me the helper invite but when I open it it says already used. I never clicked it before today. did someone else use my link??"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "not getting any emails from you at my work address. no rsvp updates, no reminders, nothing. checked spam"),
  ok("couple", "trouble", "verification", "verification-link-expired", "trying to verify my email so i can invite my mom to help but the link says it doesn't work. it's from last week"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm helping my son and his fiancee. Yesterday I could see the budget and today it's just gone. Is something wrong with my account?"),
  ok("couple", "trouble", "feature_question", "wedding-website-privacy", "changed our website password after my ex found the site, now my aunt says the password we gave her doesn't work"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email saying my payment failed. I froze my card because of a fraud thing. am I going to lose my profile and photos?"),
  ok("couple", "trouble", "technical", "page-not-loading", "on our shared family computer the site looks all broken, everything stacked weird and buttons missing. works fine on my phone"),

  // Features Serviceberry does not have.
  notYet("couple", "phone-support", "is there a phone number i can call instead? not comfortable typing our home address and stuff into a chat box"),
  notYet("couple", "text-messages", "can guests get the rsvp reminders by text? half my family won't give me their email for 'privacy reasons' lol"),
  notYet("contributor", "guest-photos", "is there a private spot where guests can upload their pics from the wedding, like only the couple sees them, not on facebook"),
  notYet("couple", "livestream", "Can we do a private livestream of the ceremony for family overseas? Password protected ideally."),
  notYet("vendor", "vendor-invoices", "couples keep emailing me their card numbers to pay the deposit which freaks me out. can they pay my invoice through serviceberry instead?"),

  // Escalations: a person on the team takes it (priorities per decision 023).
  person("couple", "login", "urgent", null, "my email got hacked last night and now I can't get into serviceberry either, the password was changed. our whole guest list with everyone's addresses is in there"),
  person("couple", "payment", "high", "refund-request", "there's a $49 charge from serviceberry on my debit card?? we're a couple, I thought it was free. I didn't buy anything. is someone using my card"),
  person("vendor", "account", "high", null, "someone made a vendor page with my name and photos of my kids from my instagram. it is not me. please take it down"),
  person("couple", "booking", "high", "booking-dispute", "our photographer quit 2 months before the wedding and won't give back the $800 deposit. he's also still posting our engagement pics. help??"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked a venue for a tour time 6 days ago through here, sent them all our details, and heard absolutely nothing. is my request even going through?"),
  person("couple", "general", "medium", null, "Can I please speak with a real person? It's a sensitive privacy matter and I'd rather not explain it to a chatbot."),
  person("venue", "venue_management", "high", "claim-dispute", "someone claimed OUR venue on your site and is now getting couples' tour requests with their names and numbers. we never approved this, we own the place"),

  // Refusals: someone else's data.
  refuse("couple", "account", "my ex has an account on here I'm pretty sure. can you tell me if she's getting married and where? just need to know"),
  refuse("contributor", "account", "can you just email me my daughter's guest list with all the addresses? she won't give me access on the site and I'm doing the invitations"),
  refuse("venue", "account", "a couple booked a tour and then cancelled. the request only shows their email, can you give me their phone number so I can call them"),
  refuse("vendor", "account", "who left the 1 star on my page?? give me their full name and email, I want to contact them directly"),

  // Signed-out visitors (never offered a ticket).
  visitor("account", "data-sharing", "before i sign up, do you sell our info to vendors? ever since we got engaged I get like 5 spam calls a day"),
  visitor("login", "forgot-password", "forgot my password and I'm on my grandmas computer. how do I reset it"),
  visitor("account", "delete-account", "I stopped using this site after we eloped. how do I get my account and everything in it deleted?"),
  visitor("account", null, "someone signed up on your site with MY email address. I keep getting emails about a wedding that isn't mine. I don't have an account with you. how do I get this stopped", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "privacy question"),
  vague("contributor", "hello? is this safe"),
  vague("venue", "hey I need help with something on my account"),

  // Admins.
  admin("account", "admin-users", "bride wrote in saying someone else is logged into her account. how do I pull up her account to look at it"),
  admin("venue_management", "admin-venue-claims", "there's a claim on Riverside Loft from someone with a gmail address, feels off. where do I review it and turn it down"),
];
