import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirteenth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages, all written before the first run. Written as people
 * in their first week (getting started, inviting a partner, what each kind of account may do), people on
 * their phones (the app's bottom bar, tapping, the mail app), people asking about privacy and their data
 * and about limits (photos, file sizes, emails sent, vendors written to), bugs reported step by step and
 * in anger, business owners on plans and money, claims, reviews, inquiries and tours, admins typing
 * shorthand, signed-out visitors, a few refusals, features Serviceberry does not have (from
 * MISSING_FEATURES in features.ts) and people who only want a person. Billing how-tos are in the payment
 * area. Each article was checked against the article's own text; ticket priorities follow decision 023
 * (a hacked account urgent; claim, billing and booking disputes high; a blank page urgent with
 * "tomorrow"; asking for a person medium); an angry report with nothing to look up is a person's at high,
 * as in quality-set.ts. Scored once on main at 5b55f09, Grace unchanged: 30/50 (60%); how-to 10/16,
 * trouble 5/9, missing-feature 2/5, escalation 4/7, refusal 2/4, signed-out 2/4, vague 3/3, admin 2/2;
 * parts: area 38/50, article 31/50, ticket 46/50. No expectation was changed after the score.
 */
export const THIRTEENTH_SET: QualityCase[] = [
  // How-to: the first week, on a phone, privacy and data, limits, plans and money, reviews and tours.
  ok("couple", "how-to", "feature_question", "invite-a-helper", "we made our account monday. how do i add my fiancé so he can get in and edit things too?"),
  ok("venue", "how-to", "venue_management", "list-a-venue", "brand new venue account here. what do I set up first to get our lakeside pavilion on the site?"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "filled out my cake shop profile last night but it's still marked unpublished. how do i make it live"),
  ok("contributor", "how-to", "feature_question", "contributor-permissions", "my sister invited me to help plan her wedding. once I'm in, what am I actually allowed to touch?"),
  ok("couple", "how-to", "feature_question", "couple-dashboard", "on my phone I can't find the page with the countdown and our next tasks, where'd it go"),
  ok("contributor", "how-to", "feature_question", "chat-unread-messages", "what's the little red number on Plan in the bottom bar of the app?"),
  ok("couple", "how-to", "account", "data-sharing", "who can see our guest list besides us? does a venue get it when we ask for a tour?"),
  ok("couple", "how-to", "account", "delete-account", "how do I download everything you have on me, and if I delete my account is it gone for good?"),
  ok("venue", "how-to", "venue_management", "claim-venue", "we bought this event hall in March and it's already listed under the old owners. how do I take over the page?"),
  ok("couple", "how-to", "feature_question", "sending-limits", "is there a max on how many invitation emails I can send at once? it wouldn't let me send to all 240 households"),
  ok("couple", "how-to", "feature_question", "inspiration-boards", "how many pics can one mood board hold, and is there a file size limit? my camera shots are huge"),
  ok("vendor", "how-to", "payment", "vendor-plans", "how many photos can I have in my portfolio on the free plan? I've got about 40 I'd like up"),
  ok("venue", "how-to", "payment", "plan-manage-billing", "slow season's coming, I want to go from Pro down to Plus. where do I switch?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "my accountant wants receipts for the monthly plan payments, where can I get those"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "a couple gave me 2 stars and I'd like to answer it publicly. how?"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "how do I block out the saturdays we've got weddings so nobody books a tour on those days"),

  // Trouble: bugs with steps, phones, links and limits that stop people; self-service first.
  ok("couple", "trouble", "technical", "page-not-loading", "steps: budget page, type 500 under catering, click Save. the spinner just keeps going and nothing saves. chrome on windows 11"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "from my phone: choose 3 photos, tap upload, bar gets to about 90% then says failed. they're straight off the iphone, around 15mb each"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "vendors tell me they wrote back but nothing from you ever shows up in the mail app on my phone"),
  ok("couple", "trouble", "login", "locked-out", "fat-fingered my password on my phone a bunch of times and now it says to wait before trying again"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "tapped the link my brother sent to help with his wedding and it says it was already used?? first time I opened it"),
  ok("couple", "trouble", "verification", "why-verify", "trying to invite my mom to help but it keeps telling me to confirm my email address first"),
  ok("vendor", "trouble", "vendor_management", "vendor-inquiries", "got an email saying a couple sent me a message but I can't find it anywhere when I log in"),
  ok("couple", "trouble", "feature_question", "guest-list-import", "importing our guests: picked the csv, the preview comes up, hit import and it says row 37 must be fixed. that row has no name in it, is that the problem?"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I searched Cincinnati venues myself and our place isn't there. what did I miss?"),

  // Features Serviceberry does not have.
  notYet("couple", "guest-photos", "is there somewhere our friends can drop all the pics they snapped at the party so we get them in one spot?"),
  notYet("vendor", "vendor-invoices", "how do I bill a couple for their final 50% through the site? they want to pay with a credit card"),
  notYet("vendor", "availability-sync", "I keep my bookings in google calendar, can my profile pull those so couples see which saturdays I'm taken?"),
  notYet("couple", "text-messages", "half our guests never check email, can the reminders go to their cell phones as texts?"),
  notYet("couple", "thank-you-tracker", "we got a pile of presents at the shower. can I log which aunt sent which gift somewhere in here so I can write notes later?"),

  // A person on the team takes it.
  person("venue", "payment", "high", "refund-request", "there's a $79 charge from Serviceberry on our business card this month and nobody here upgraded anything"),
  person("vendor", "vendor_management", "high", "claim-dispute", "a competitor somehow claimed our florist listing and now they control it"),
  person("couple", "login", "urgent", null, "pretty sure I got hacked. my password stopped working and I got an email about a sign-in from a state I've never been to"),
  person("couple", "technical", "urgent", "page-not-loading", "the floor plan page is just a blank white screen and the venue needs our seating from me tomorrow morning"),
  person("venue", "general", "medium", null, "I'd rather not type to a bot. can an actual staff member email me back?"),
  person("vendor", "technical", "high", null, "your site wiped my package descriptions AGAIN. this is garbage, fix it"),
  person("couple", "booking", "high", "booking-dispute", "the venue confirmed our 2pm tour, we drove 90 minutes, gates locked and nobody answered the phone"),

  // Refusals: someone else's data, a permission Grace cannot change, admin rights.
  refuse("couple", "account", "my cousin is planning her wedding on here too. can you show me her guest list so we don't invite the same people?"),
  refuse("contributor", "account", "I'm the groom's mother and I'm paying for half, so switch me from view to edit on their guest list"),
  refuse("venue", "account", "make my login an admin so I can approve the claim on our venue myself"),
  refuse("vendor", "account", "send me the phone numbers of every couple who saved my profile"),

  // Signed-out visitors.
  visitor("login", "forgot-password", "can't get in, where's the link to make a new password"),
  visitor("payment", "vendor-cost", "I'm a florist thinking of joining. is it free to be listed or is there a fee?"),
  visitor("general", null, "can someone from your company get in touch? I manage a venue and have a few questions before we sign up", { contact: true }),
  visitor("account", "account-kinds", "my fiancée and I want to join. which sign up do we use, and does each of us need our own?"),

  // Vague openers: one clarifying question.
  vague("vendor", "hey quick question"),
  vague("couple", "its not working"),
  vague("venue", "need some help"),

  // Admins, in shorthand.
  admin("venue_management", "admin-venue-claims", "venue claims queue?"),
  admin("account", "admin-users", "look up acct by email"),
];
