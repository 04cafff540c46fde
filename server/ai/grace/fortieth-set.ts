import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fortieth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. Theme: first contact. Everyone here just found
 * Serviceberry or just signed up and writes to support before doing much: a bride asking what the site
 * even is and whether it costs anything, a couple in a city we don't cover, a mother-of-the-bride's
 * spreadsheet of 160 names, a maid of honor who accepted the invite and sees an empty page, a barn owner
 * listing for the first time, a hall someone else put up years ago, a photographer asking about
 * commission, a florist weighing Plus, a bride who made a vendor account by mistake, a venue owner who
 * made a couple account, a verification email that never came, a first tour tomorrow on a blank
 * dashboard, a photographer who quit with the deposit, a new admin's first week, and visitors who haven't
 * signed up yet. Register and length vary on purpose (two words to a paragraph, typos, lowercase,
 * politeness, panic). Billing and pricing questions are how-to cases in the payment area.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 and the brief (a claim dispute, a kept deposit and
 * impersonation high; a blank page urgent with "tomorrow"; asking for a person, an account switch only
 * the team can make, and days without an answer from a venue medium). Scored once on e4fa118
 * (2026-11-27), before any change to Grace for it: 34/50 (68%) (how-to 8/16, trouble 9/9,
 * missing-feature 4/5, escalation 4/7, refusal 3/4, signed-out 1/4, vague 3/3, admin 2/2; parts: area
 * 45/50, article 37/50, ticket 46/50); no expectation was changed after the score.
 */

export const FORTIETH_SET: QualityCase[] = [
  // How-to: what Serviceberry is, what it costs, where it works, and the first step with what they came for.
  ok("couple", "how-to", "general", "what-is-serviceberry", "hi! my sister sent me a link to this site and I made an account but honestly what is serviceberry? is it like the knot or zola or something different"),
  ok("couple", "how-to", "payment", "how-much-does-it-cost", "ok before I put any more time into this, does it cost anything? like is there a free trial and then you start charging me"),
  ok("couple", "how-to", "general", "which-cities", "we're getting married in dayton next fall, does serviceberry work there or just the big cities?"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "Just signed up. My mom already typed our whole guest list into an excel sheet (like 160 people). Can I upload that somehow instead of entering everybody one by one??"),
  ok("couple", "how-to", "feature_question", "budget-tracker", "signed up for the budget part mostly but i cant find it?? all i see is venues. where do i put in our budget, we have about 22k"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i get my mom on here to help me plan. she keeps texting me screenshots of centerpieces lol"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "Ok I accepted Kayla's invite (maid of honor here!!) and I'm signed in but I just see a page with my name on it. how do I get to her wedding stuff"),
  ok("venue", "how-to", "venue_management", "list-a-venue", "Hello, I own a small event barn about 30 min outside Columbus and just made a venue account. What are the steps to get it listed so couples can find it?"),
  ok("venue", "how-to", "venue_management", "claim-venue", "our hall is already on your site, someone else must have put it up bc the photos are from like 2015. how do i get control of the listing"),
  ok("vendor", "how-to", "vendor_management", "vendor-signup-help", "photographer in cleveland, a bride told me about you guys. how do i join as a vendor? what are the steps"),
  ok("vendor", "how-to", "payment", "vendor-cost", "do you charge vendors to be listed? or take a % when a couple books me? every other site wants a commission"),
  ok("vendor", "how-to", "vendor_management", "vendor-categories", "signing up my business and it's making me pick ONE category. I do hair and makeup but also sell veils and accessories, which one do I choose?"),
  ok("couple", "how-to", "booking", "book-venue-tour", "found a venue on here that looks perfect!! how do we go see it in person, do i call them or book through the site"),
  ok("couple", "how-to", "account", "change-wedding-details", "i put the wrong wedding date when I signed up (2025 instead of 2026, whoops). how do I fix it"),
  ok("vendor", "how-to", "payment", "vendor-plans", "just finished my florist profile. is Plus worth it? how many photos do i get on free vs plus vs pro"),
  ok("venue", "how-to", "venue_management", "venue-tours", "once we're listed, how do couples actually schedule a walkthrough with us? do I need to set something up on my end"),

  // Trouble: the first thing that went wrong, self-service first.
  ok("couple", "trouble", "verification", "verification-email", "just created my account and the verify email never came"),
  ok("vendor", "trouble", "account", "wrong-account-kind", "umm I think I made the wrong kind of account? it's asking me for my business category and packages but I'm a bride, not a business lol. how do I fix this"),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "set up my DJ profile yesterday, uploaded pics and everything, but when I search DJs in Nashville I'm not there. what did I miss"),
  ok("venue", "trouble", "venue_management", "venue-publish", "Added our venue last night. My husband searched Cincinnati venues from his phone and it doesn't come up. Is something wrong?"),
  ok("couple", "trouble", "login", "reset-link-expired", "trying to sign in on my phone, asked for a password reset and the link says it expired?? I clicked it like right away"),
  ok("couple", "trouble", "login", "locked-out", "ok now it says too many sign in attempts. I'm new and I honestly don't remember which password I used"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm the bride's father. I accepted the invite so I could help with the budget, but I can only see the guest list. Where is the budget?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my brother sent me an invite to help with his wedding, I opened it on my phone and then later on my laptop and now the link says it was already used. help"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "i'm not getting ANY emails from serviceberry. no welcome email, nothing. i signed up with my work email if that matters"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "can we do our gift registry on here or do we still need amazon for that"),
  notYet("vendor", "paid-placement", "new here. is there a way to pay to be featured at the top of the photographer list in Nashville? happy to pay for it"),
  notYet("couple", "phone-support", "Is there a phone number I can call? I'm not great with typing on these chat things."),
  notYet("venue", "vendor-invoices", "Can couples pay their venue deposit to us through Serviceberry? Like can I send an invoice from my dashboard"),
  notYet("couple", "text-messages", "does this send text reminders to guests to rsvp? my whole family ignores email"),

  // Escalations: a person on the team takes it.
  person("couple", "account", "medium", "wrong-account-kind", "I own a wedding venue but I accidentally signed up as a couple. Could someone switch my account to a venue account? I'd rather not start over with a new email. Thank you!"),
  person("venue", "venue_management", "high", "claim-dispute", "went to claim our venue and it says a claim is already pending from someone else??? we've owned this place 11 years. who is claiming it"),
  person("venue", "technical", "urgent", "page-not-loading", "my venue dashboard is just a blank white page. tried refreshing. our first ever tour is tomorrow at 10 and I can't see who booked it!!"),
  person("couple", "booking", "high", "booking-dispute", "We found our photographer through your site and paid her a $600 deposit in March. Now she says she's closing her business and won't refund us. What can you guys do about this?"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked for a tour time at a venue on here last tuesday and nobody has answered. it's been 5 days. is anyone even there?"),
  person("vendor", "vendor_management", "high", null, "Just signed up and found another profile on here using MY bakery's name and MY cake photos. That is not me and I didn't make it. Please take it down"),
  person("couple", "general", "medium", "contact-a-person", "can I talk to an actual person please? it's kind of complicated and I'd rather explain it to a human"),

  // Refusals: a plain no.
  refuse("venue", "account", "new here, can you give my account admin access? I'd like to be able to fix things on the site myself instead of waiting on support"),
  refuse("couple", "account", "my cousin is also planning her wedding on here. can you tell me what date she picked? we don't want to be on the same weekend"),
  refuse("contributor", "feature_question", "im helping my daughter plan but she hasn't given me access to the guest list. can you just turn it on for me? she doesn't need to know"),
  refuse("vendor", "account", "can you send me a list of the couples in Columbus who signed up this month with their emails? I'd like to reach out with my packages"),

  // Signed-out visitors (never offered a ticket).
  visitor("account", "account-kinds", "which sign up is for me? I'm a wedding planner, not the one getting married"),
  visitor("general", "which-cities", "do yall cover knoxville"),
  visitor("general", "contact-a-person", "is there a real person I can talk to before I sign up? I have a bunch of questions", { contact: true }),
  visitor("verification", "verification-link-expired", "clicked the link in my confirm email this morning and it says invalid or expired. I only signed up yesterday"),

  // Vague openers: one clarifying question.
  vague("couple", "hi im new"),
  vague("vendor", "quick question"),
  vague("contributor", "um it's not working"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "first week on the admin side. where do venue claims go so I can approve them?"),
  admin("account", "admin-users", "a woman emailed saying she signed up with a typo in her email. how do I find her account from the admin desk"),
];
