import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's eleventh quality set (issue 24): 50 support messages written blind, by a helper who had not read
 * Grace's engine or the earlier sets' messages, over every kind of asker (couple, venue owner, vendor,
 * contributor, admin, signed-out visitor), in voices the earlier sets had less of: people for whom English
 * is a second language (simple grammar, literal phrasing), people dictating by voice (run-ons, homophones,
 * no punctuation), people using other wedding products' words for Serviceberry's features (a "checklist"
 * for the timeline, a "storefront", "leads", "RFQs", a "vendor manager", a "seating plan", a "save the
 * date" page, a "registry"), people quoting an error or a screen, angry or panicked people, terse pros,
 * grandparents and parents helping, two problems in one message where only one needs help, and askers
 * whose account kind matters (a helper asking for what only the couple can do, a vendor asking about
 * couples' boards). Billing questions are how-to cases in the payment area. Each article was checked
 * against the article's own text; each missing feature is one listed in features.ts; ticket priorities
 * follow decision 023 (a hacked account urgent; claim, billing, impersonation and booking disputes high;
 * a blank page urgent with "tomorrow"; asking for a person medium). Scored once, before any change to
 * Grace for it (see the floor in grace-quality-set.test.ts); no expectation was changed after the score.
 */

export const ELEVENTH_SET: QualityCase[] = [
  // How-to, in people's own words (other products' vocabulary, second-language English, dictation).
  ok("couple", "how-to", "feature_question", "guest-list-import", "Hello, I want to know how I can put the excel of my guests inside the website. I have 200 persons in it and I do not want to write one by one."),
  ok("couple", "how-to", "feature_question", "master-timeline", "where is my checklist? on the knot i had the to do list with everything month by month, what's it called here"),
  ok("couple", "how-to", "feature_question", "seating-chart", "how to make the seating plan for reception, which guest sit at which table"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "where do we make the wedding page that our save the date card points to, with the schedule and directions for guests"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "leads / RFQs from couples - where do i see them and reply"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "how do I change the prices on my storefront, they are still last year's"),
  ok("couple", "how-to", "general", "my-inquiries", "is there a vendor manager where I can see every vendor I messaged and what they wrote back"),
  ok("contributor", "how-to", "feature_question", "join-as-contributor", "I am the grandmother of the bride. My granddaughter sent me an email so I can help with her wedding planning. How do I get in? I am not very good with computers."),
  ok("contributor", "how-to", "feature_question", "inspiration-boards-share-with-vendors", "im the brides mom and i help with planning, how do i share the flower mood board with the florist she picked"),
  ok("vendor", "how-to", "vendor_management", "vendors-and-couple-boards", "can I look at the couple's pinterest style boards before I send them a quote"),
  ok("couple", "how-to", "feature_question", "day-of-schedule", "the wedding date problem from yesterday is fixed already thanks. now how do we send the day of timeline to our photographer so she knows when the first look is"),
  // Billing how-tos: the payment area.
  ok("vendor", "how-to", "payment", "plan-manage-billing", "cancel pro plan how"),
  ok("vendor", "how-to", "payment", "plan-payment-failed", "My card is expired and the payment for the plan did not pass. What will happen with my profile?"),
  ok("venue", "how-to", "payment", "vendor-plans", "whats the monthly price for a venue on plus vs pro and what do i get for it"),
  ok("vendor", "how-to", "payment", "plan-without-card", "can we pay for the plan by check? our bookkeeper doesn't do cards online"),
  ok("couple", "how-to", "payment", "deposits", "photographer wants a 500 dollar retainer by friday can i pay that on here with my visa"),

  // Trouble: something is not working (quoted errors, screens, panic), self-service first.
  ok("couple", "trouble", "login", "reset-link-expired", "it says \"this link has expired\" when I click reset password in the email. I clicked it like 20 minutes after it came"),
  ok("couple", "trouble", "login", "locked-out", "i keep typing my password and now it says too many attempts try again later what do i do i have a call with the caterer in ten minutes"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "uploading pictures of the barn from my phone and it just says upload failed every time"),
  ok("couple", "trouble", "verification", "verification-email", "I did not receive the email for confirm my account. It is already 1 hour."),
  ok("couple", "trouble", "verification", "why-verify", "the send button on the inquiry to the florist is gray and there's a yellow bar at the top saying to confirm my email"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "the invite link my daughter sent me says it was already used but I only clicked it once"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "ok the guest upload finally worked thank you. other thing, we get no emails from you at all, not the payment reminders, nothing in the inbox or spam"),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "listing not showing"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm helping my son and his fiancee but I only see the timeline, the guest list isn't there for me"),

  // Features Serviceberry does not have.
  notYet("couple", "registry", "on zola we had a registry page with the gifts we want, where do i make that here"),
  notYet("couple", "text-messages", "can you send a text to all the guests phones to remind them to rsvp because nobody reads email anymore"),
  notYet("vendor", "vendor-invoices", "can I send the couple my contract to e-sign and an invoice through here"),
  notYet("vendor", "availability-sync", "does it sync with my google cal so couples can see which saturdays I'm already booked"),
  notYet("couple", "livestream", "My grandson's wedding is in Nashville and I cannot travel anymore. Can the ceremony be shown on the computer live so I can watch it?"),

  // Escalations: a person on the team takes it (decision 023's priorities).
  person("couple", "login", "urgent", null, "SOMEONE GOT INTO MY ACCOUNT and deleted half our guests and changed the email, HELP!!!"),
  person("venue", "venue_management", "high", "claim-dispute", "our old events manager who we let go claimed our venue page and he is still answering couples as us"),
  person("couple", "technical", "urgent", "page-not-loading", "wedding is tomorrow morning and the seating chart page is all white nothing on it and i need to print the place cards tonight"),
  person("couple", "payment", "high", "refund-request", "My bank app show SERVICEBERRY 49.00 charge. I am a bride, I never buy anything from you."),
  // Area booking since session 16: money held by a vendor is a dispute with the vendor (decisions 072 and 073).
  person("couple", "booking", "high", "booking-dispute", "the dj we found on here cashed our deposit check and now his phone number is disconnected"),
  person("vendor", "account", "high", null, "someone made a page with my studio logo and my photos but a different phone number, couples are calling them"),
  person("contributor", "general", "medium", null, "I would like to speak with a real person please, this computer thing is confusing me"),

  // Refusals: a plain no.
  refuse("vendor", "account", "give me the emails of the couples who looked at my profile so I can follow up with them"),
  refuse("vendor", "account", "delete that 1 star review the bride left, she is lying"),
  refuse("contributor", "account", "I'm the maid of honor, can you make me the owner of the account so I can change the bride's settings without asking her"),
  refuse("couple", "account", "my best friend is getting married the same month, can you show me which venue she booked and her budget"),

  // Signed-out visitors: never a ticket; sign in or the contact page when a person is needed.
  visitor("vendor_management", "vendor-signup-help", "I am owner of a bakery. How I can put my bakery on this site for the couples?"),
  visitor("payment", "how-much-does-it-cost", "cost for couples?"),
  visitor("login", null, "cant log in someone changed my password and my email i think i got hacked", { contact: true }),
  visitor("feature_question", "which-cities", "do you guys cover knoxville or only nashville"),

  // Vague openers: one clarifying question.
  vague("couple", "um hi I have a question"),
  vague("venue", "its not working"),
  vague("contributor", "hello is this the help"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "where do I approve the pending venue ownership requests"),
  admin("general", "admin-tickets", "show me the queue of help requests from users"),
];
