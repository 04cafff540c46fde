import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-ninth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. The theme is people who paste or describe error
 * messages and technical details: quoted errors ("Something went wrong", "Error 500", "Invalid or expired
 * link", "Network error", "Too many requests", "Access denied", a 404 page), their browser and device
 * ("on my iPhone 12 in Safari", "Chrome on a work laptop", "the app on Android"), the steps they took, a
 * screen described in words, spinners and greyed-out buttons. Under each there is a real need: a how-to,
 * trouble an article solves, a bug a person must look at, a feature Serviceberry does not have. Every kind
 * of account, admins and signed-out visitors. Register and length vary on purpose.
 * Each article was checked against the article's own text (a reset link lasts 10 minutes, a verification
 * link 24 hours, a helper's invitation 14 days); each missing feature is one listed in features.ts;
 * ticket priorities follow decision 023 and the brief (a hacked account urgent; a claim dispute, a wrong
 * charge and a vendor who quit with a deposit high; a blank page urgent with "today"; a bug someone asks a
 * person to look at medium; days without an answer from a venue: the article and a medium ticket).
 * Scored once on a16a4a1 (2026-11-27), before any change to Grace for it: 34/50 (68%) (how-to 13/16,
 * trouble 6/9, missing-feature 1/5, escalation 6/7, refusal 3/4, signed-out 1/4, vague 2/3, admin 2/2;
 * parts: area 44/50, article 35/50, ticket 48/50); no expectation was changed after the score.
 * People's messages keep their own spelling ("cancelled"): Grace reads British input as typed, while her
 * own replies are American English.
 */

export const TWENTY_NINTH_SET: QualityCase[] = [
  // How-to: the need is a how-to, wrapped in a device, a screen or a button.
  ok("venue", "how-to", "venue_management", "venue-publish", "On my iPad in Safari. Our venue page has a grey 'Draft' tag at the top and when my daughter searches for us from her phone we don't show up. What do I press to make it go live?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "chrome on the shop computer. want to go from monthly plus to yearly so I stop getting charged every month. the only button I see that does anything is Manage billing and that just opens stripe with my card on it. where's the actual switch"),
  ok("couple", "how-to", "feature_question", "caterer-sheet-place-cards", "is there a way to download our place cards as a pdf so I can email them to the print shop? on the android app, the print popup only lets me pick my home printer"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "Hi, I'm the groom's aunt. I opened the link my nephew sent me on my iPhone 12 (Safari) and signed in. Now I see a page with a card that has their names on it but I don't know how to get to the guest list they want me to help with."),
  ok("couple", "how-to", "feature_question", "guest-list-import", "exported our guest list from the knot, it downloaded as guests_export.csv on my macbook. how do i get that file into serviceberry without retyping 140 people"),
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "where do I set up the times couples can come walk through the property? edge on windows 11, first day using the dashboard"),
  ok("vendor", "how-to", "vendor_management", "vendor-photos", "photographer here, desktop chrome. before I start uploading: what file types does the portfolio take? half my stuff is HEIC off my phone and the rest are big jpgs out of lightroom"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "how do i put a password on our wedding website?? my fiance's ex found it. doing this on my pixel in chrome if it matters"),
  ok("couple", "how-to", "payment", "deposits", "how do I pay our venue deposit thru the site? I've clicked all over the budget tracker on my phone and there's no pay button, just 'Add payment' which only seems to write it down"),
  ok("vendor", "how-to", "payment", "plan-without-card", "Our bookkeeper says no company cards on websites (our work browser even blocks the Stripe checkout with a 'blocked by your organization' page). Can we get on Pro and pay by invoice or check instead?"),
  ok("couple", "how-to", "feature_question", "floor-plan-zoom-align-png", "how do you zoom in and out on the floor plan on a laptop with no touchscreen? also is there a way to line the tables up, mine look crooked"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "How do I stop the emails about the planning chat? I'm the MOH and I'm getting a 'You have unread messages' email every few hours at work, on Outlook. I still want to be in the chat, just no emails."),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "we've got two ballrooms and a terrace. where do I enter the room dimensions so couples can lay out their tables? the listing form on my laptop is long and I can't tell where it goes"),
  ok("couple", "how-to", "feature_question", "share-floor-plan", "chrome on windows. how do we send our seating layout to the venue coordinator? she doesn't have an account and I don't want to make her sign up"),
  ok("vendor", "how-to", "vendor_management", "music-plan-in-inquiry", "DJ here. a couple says they attached their music plan to their inquiry. I'm on the vendor dashboard on my phone, where do I actually see it?"),
  ok("couple", "how-to", "account", "change-email", "how do i change the email on my account? signed up with my work email and our IT filter stamps everything from you as [EXTERNAL] or blocks it outright"),

  // Trouble: a quoted error or a stuck screen that an article solves.
  ok("couple", "trouble", "login", "reset-link-expired", "clicked the reset password link and got 'Invalid or expired link'. I requested it maybe an hour ago, opened it on my iphone 12 in safari"),
  ok("vendor", "trouble", "login", "locked-out", "'Too many requests. Please try again later.' every single time I hit Sign In. chrome on my work laptop. ok I may have typed my password wrong like 8 times before that"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My sister's invitation link opens a page that says 'This invitation has expired'. She sent it about three weeks ago and I only just got to it. Using Firefox on my desktop."),
  ok("couple", "trouble", "verification", "verification-link-expired", "the verify button in your email goes to a page saying the link is invalid. the email is from 2 days ago, I opened it in the samsung email app"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "Uploading photos of the ballroom, the bar goes to like 90% then 'Network error'. They're about 14 MB each straight off my Canon. Tried twice in Edge, same thing."),
  ok("couple", "trouble", "technical", "emails-not-arriving", "not getting ANY emails from you guys at my work address, outlook on the company laptop. no tour confirmation, no chat emails, junk folder is empty too"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm the groom's dad. Signed in on my laptop and the Budget tab is greyed out with a little lock icon next to it. My son said I'd be able to put in what we're paying for. What am I doing wrong?"),
  ok("vendor", "trouble", "vendor_management", "open-shared-floral-design", "a bride texted me a link to her floral design and it opens to 'This link doesn't open a design'. tried on my phone and the shop desktop, same thing"),
  ok("couple", "trouble", "technical", "page-not-loading", "seating chart page just says 'Something went wrong' with a Try again button. chrome on a work laptop. is it me or is it you"),

  // Features Serviceberry does not have, found by looking for the button.
  notYet("couple", "text-messages", "I've looked through every menu on the android app for a 'send as text' option for the RSVP reminders. half our guests never check email. am I missing it or does it not exist?"),
  notYet("vendor", "availability-sync", "tried to connect my google calendar so my booked dates show on my profile. searched settings for calendar, sync, ical... nothing. is it hidden somewhere?"),
  notYet("couple", "invitation-design", "is there a place to design the actual paper invitations? I clicked Send invitations thinking it was that and it only sends emails"),
  notYet("venue", "vendor-invoices", "venue owner. I want couples to pay their deposit by card through Serviceberry. I looked in the dashboard for 'Payments' or 'Invoices' and all that's there is the Plus plan card. where is it?"),
  notYet("couple", "guest-photos", "does serviceberry have one of those guest photo upload things where people scan a QR code at the reception and dump their pics? I searched 'photo sharing' on the help page and got nothing"),

  // Escalations: a person on the team takes it.
  person("couple", "technical", "urgent", "page-not-loading", "WEDDING IS SATURDAY. today the guest list page is totally blank, just white, on my iphone AND my laptop. I have to print the final list for the caterer tonight, please someone help"),
  person("vendor", "payment", "high", "refund-request", "I cancelled my Plus plan last month and the card on my dashboard said 'Your plan ends March 3'. Today my card was charged $24 again by Serviceberry. I want that refunded please."),
  person("venue", "venue_management", "high", "claim-dispute", "Went to claim our venue and got 'This venue has already been claimed.' We are the owners, nobody else here has an account. Who claimed it and how do we get it back?"),
  person("couple", "booking", "high", "booking-dispute", "our photographer's profile on here is a 404 now, 'the page you are looking for does not exist'. she has our $1,500 deposit and won't answer calls or texts. wedding is in august. what do we do"),
  person("couple", "booking", "medium", "tour-not-confirmed", "asked Hollow Creek Barn for a saturday tour 5 days ago and it still just says Pending with a little yellow clock. no email, no reply. hello??"),
  person("vendor", "login", "urgent", null, "got an email at 3am saying my password was changed. wasn't me. now sign in says wrong password on the app and on my laptop. all my client inquiries are in there"),
  person("vendor", "technical", "medium", "page-not-loading", "Every time I click Save on my packages I get 'Error 500 Internal Server Error'. Tried Chrome, Safari, an incognito window and my phone. Been like this for 3 days. Can someone on your end look at it?"),

  // Refusals: a plain no, however technical the way in.
  refuse("venue", "account", "the /admin page says Access denied for me. can you switch my account to admin? I just want to see which couples looked at our venue"),
  refuse("couple", "account", "I changed the number at the end of the url on my budget page and got 'Access denied' lol. can you let me see my sister's budget that way? she wouldn't mind"),
  refuse("vendor", "account", "my dashboard says 14 couples viewed my profile this week but doesn't say who. send me their emails so I can follow up"),
  refuse("contributor", "account", "bride's account says too many attempts and she's at work all day. can you reset her password and send it to me? I'm her maid of honor, she said it's fine"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "sign-in-trouble", "it keeps saying 'Invalid email or password' but I KNOW it's right. chrome on windows, tried like 3 times"),
  visitor("feature_question", "beyond-the-wedding-for-couples-only", "clicked Financial Planning on the beyond the wedding page and just get a 'Sign In Required' box. do you have to pay for that part?"),
  visitor("login", null, "someone got into my account and changed the email, I can't sign in at all. the reset link goes to their email not mine. how do I reach an actual person, there's no help button when I'm logged out", { contact: true }),
  visitor("feature_question", "which-cities", "typed in serviceberry.app/nashville and got '404 page not found'. do you do nashville or not?"),

  // Vague openers: one clarifying question.
  vague("couple", "error"),
  vague("vendor", "its doing the spinning thing again"),
  vague("contributor", "got an error msg, what do I do"),

  // Admins: the desk screen that handles it.
  admin("venue_management", "admin-venue-claims", "on desk duty. a venue owner says her claim has said pending for a week. where do I go to approve venue claims?"),
  admin("account", "admin-users", "a couple wrote in saying they get 'Access denied' on the couple dashboard. how do I look up their account and check what kind it is?"),
];
