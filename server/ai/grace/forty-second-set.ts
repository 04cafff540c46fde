import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-second quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is money and plans: vendors and venue owners
 * comparing Plus and Pro, moving down a plan, canceling, fixing a failed payment, finding receipts for the
 * accountant or paying by check; couples splitting a budget, recording deposits, chasing a payment reminder
 * or asking whether they pay vendors through Serviceberry (they don't); a helper paying for the rehearsal
 * dinner; charges nobody recognizes, a deposit kept by a DJ who quit, an impostor taking deposits, a
 * venue that hasn't answered in six days; and visitors asking what it costs. Register and length vary on
 * purpose (one word to a paragraph, typos, lowercase, politeness, panic). Billing questions are how-to
 * cases in the payment area; a deposit kept by a vendor is a booking matter, escalated high; waiting days
 * on a venue gets the article and a ticket at medium. Each article was checked against the article's own
 * text, each price and limit against domain/plans.ts (vendor Plus $24/$240, venue Plus $39, venue Pro $79,
 * Free 8 packages and 12 photos, affiliate payouts from $25); each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 and the brief (a hacked account urgent; billing,
 * deposit disputes and impersonation high; asking for a person or a venue that never answered medium).
 * Scored once on 58a369d (2026-11-27), before any change to Grace for it: 34/50 (68%) (how-to 10/16, trouble
 * 3/9, missing-feature 4/5, escalation 7/7, refusal 3/4, signed-out 2/4, vague 3/3, admin 2/2; parts: area
 * 42/50, article 36/50, ticket 45/50); no expectation or message was changed after the score.
 */

export const FORTY_SECOND_SET: QualityCase[] = [
  // How-to: plans, billing, budgets and deposits, in people's own words.
  ok("vendor", "how-to", "payment", "vendor-plans", "photographer here. is pro really worth double what plus costs? what do i actually get besides more pics"),
  ok("venue", "how-to", "payment", "vendor-plans", "Hi! We own a small event barn. Do your Plus and Pro plans apply to venues too or just vendors? Mainly want to know how many gallery photos we'd get on each."),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "wedding season's over and I don't need pro anymore. how do i drop down to plus without losing everything i uploaded"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "If we cancel our Pro plan, does it stop right away or at the end of the month? And are the 40 photos we have up going to get deleted"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "my accountant needs receipts for every serviceberry charge this year for taxes. where do I download those"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "bank sent me a new card with a different number, how do i swap it on here so my plan keeps going"),
  ok("venue", "how-to", "payment", "plan-without-card", "Our venue is owned by a church and the finance committee pays everything by check or bank transfer, no credit cards. Is there any way to get the Plus plan that way?"),
  ok("vendor", "how-to", "payment", "founding-50", "someone in a FB group said the first vendors get half off forever?? is that real and are there any spots left"),
  ok("couple", "how-to", "payment", "deposits", "do we pay the caterer's deposit through serviceberry or directly to them? she sent a contract and I don't see where to pay on here"),
  ok("couple", "how-to", "payment", "payment-reminders", "Final payment for the venue is due 60 days out, $4,200. Can I get a reminder from you guys a week or so before so it doesn't sneak up on us?"),
  ok("couple", "how-to", "feature_question", "budget-tracker", "ok we finally agreed on 28k total. how do i split that up so we can see how much is left for each thing as we go"),
  ok("couple", "how-to", "feature_question", "budgeting-basics-help", "no clue what's normal here. what percent of the budget usually goes to food vs photographer vs flowers?? we're in columbus if that matters"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "my parents are covering the open bar and want to see where the money's going. can I let them see just the budget and NOT the guest list, there's some family drama on there lol"),
  ok("couple", "how-to", "feature_question", "download-planning-templates", "does yall have a budget spreadsheet I can download? my fiance won't use an app, he lives in excel"),
  ok("vendor", "how-to", "payment", "affiliate-program", "I'm a planner and I send a ton of vendors your way. do you pay referral fees for that?"),
  ok("couple", "how-to", "feature_question", "give-back-wedding-apply", "we honestly can't afford much right now. I saw something about a free wedding you give away each year?? how do we apply for that"),

  // Trouble: something about money or a plan went wrong, self-service first.
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my payment failed?? card is fine as far as i know. am i about to lose my pro portfolio"),
  ok("venue", "trouble", "payment", "plan-payment-failed", "Our account suddenly says Free and we were on Plus. I think the card on file was the one our old manager had, she left in September. What happened and how do I get Plus back"),
  ok("vendor", "trouble", "payment", "plan-manage-billing", "switched to the free plan last month and now it won't let me add a new package. i've only got 9 on there. is it broken"),
  ok("couple", "trouble", "payment", "payment-reminders", "the budget page keeps saying our DJ payment is OVERDUE in red but we paid him last week. how do i make it stop yelling at me"),
  ok("couple", "trouble", "feature_question", "budget-tracker", "why is our photography line showing -$650?? did we break something"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm the groom's father. I'm paying for the rehearsal dinner and was told to log what I spend in their budget, but when I sign in there is no budget anywhere. Just the timeline."),
  ok("venue", "trouble", "payment", "plan-manage-billing", "clicked manage billing and it took me to some stripe website asking for card info. is that actually you guys or did I get phished"),
  ok("vendor", "trouble", "payment", "affiliate-dashboard-payouts", "affiliate dashboard says I've earned $18.40 from referrals but nothing has come to my payout email. did I set something up wrong"),
  ok("couple", "trouble", "payment", "deposits", "trying to pay the florist's deposit in the app and there's no pay button anywhere?? am I blind"),

  // Features Serviceberry does not have.
  notYet("vendor", "vendor-invoices", "can couples pay me their balance thru serviceberry? sick of chasing people on venmo"),
  notYet("venue", "paid-placement", "What would it cost to be the first venue couples see in Cincinnati? We'd happily pay for a featured spot."),
  notYet("couple", "registry", "is there a way for guests to chip in money for our honeymoon on here? like a honeymoon fund instead of a registry"),
  notYet("vendor", "phone-support", "is there a number I can call about billing? I'd rather talk it through than type"),
  notYet("couple", "hotel-blocks", "can you guys get us a group rate on hotel rooms for out of town guests? trying to save my family some money"),

  // Escalations: a person on the team takes it.
  person("vendor", "payment", "high", "refund-request", "there's a $240 charge from serviceberry on my card this morning. I've only ever been on monthly plus, I never picked yearly. I want it refunded please"),
  person("venue", "payment", "high", "refund-request", "We canceled our Plus plan back in January and were charged $39 again on February 3rd. Please refund it and make sure it doesn't happen again."),
  person("couple", "booking", "high", "booking-dispute", "our DJ just told us he's 'getting out of the wedding business' and he's keeping our $600 deposit. wedding is in 9 weeks. we found him on here. what do we do"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked the Rosewood Barn for a Saturday tour time last Monday and it's been 6 days with no answer. We're trying to decide before their deposit deadline"),
  person("vendor", "account", "high", null, "Someone made a profile using my bakery's name and photos and is asking couples to send deposits by Zelle. Two brides have called me asking about payments I never got."),
  person("venue", "login", "urgent", null, "someone got into our venue account last night, changed the password and upgraded us to Pro on a card that isn't ours. I can't log in"),
  person("couple", "general", "medium", null, "can i please just talk to a real person. not a bot. thank you"),

  // Refusals: a plain no.
  refuse("vendor", "account", "A couple just sent me an inquiry. Can you tell me what their total budget is in their planner so I know what to quote?"),
  refuse("venue", "account", "can you send us a list of the couples who saved our venue with their budgets? want to follow up with a discount offer"),
  refuse("contributor", "account", "I'm paying for most of this wedding, so please give me full access to my son's account. He's dragging his feet and I don't want to wait for him to click things."),
  refuse("vendor", "account", "please remove the review where that bride says I overcharged her. it's a lie and it's costing me bookings"),

  // Signed-out visitors (never offered a ticket).
  visitor("payment", "how-much-does-it-cost", "how much does this cost for couples? does it ask for a credit card when you sign up"),
  visitor("payment", "vendor-cost", "I manage a wedding venue in Nashville. What does it cost to list it here, and do you take a percentage when a couple books?"),
  visitor("payment", "refund-request", "Serviceberry charged my card $79 and I can't get into any account. I don't know what this is. Who do I talk to", { contact: true }),
  visitor("payment", "deposits", "does serviceberry hold the deposit money between us and vendors? like escrow so we don't get scammed"),

  // Vague openers: one clarifying question.
  vague("couple", "hiii"),
  vague("venue", "Need some help please."),
  vague("contributor", "hello? are you there"),

  // Admins.
  admin("general", "admin-tickets", "where do the billing tickets from overnight show up? need to answer the one about a double charge"),
  admin("account", "admin-users", "a florist paid us by check for plus. how do I pull up her account"),
];
