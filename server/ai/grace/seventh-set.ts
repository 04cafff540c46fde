import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's seventh quality set (issue 24): 60 support messages written blind, by a helper who had not read
 * Grace's engine, over every kind of asker, in the words people type: typos, frustration, the story first
 * and the question last, one word, a screen called by the wrong name. Each article was checked against
 * the article's own text; each missing feature is one listed in features.ts. Scored once, before any change
 * to Grace: 32/60 (53%).
 */

export const SEVENTH_SET: QualityCase[] = [
  // Couples: how do I
  ok("couple", "how-to", "feature_question", "activity-feed", "my mom has edit access on our budget and numbers keep changing on us... is there somewhere that shows who changed what and when??"),
  ok("couple", "how-to", "feature_question", "wedding-website-household-codes", "what is the weird code thing in the website builder, like K7QM-something. am i supposed to print that on the invites or what"),
  ok("couple", "how-to", "feature_question", "floor-plan-zoom-align-png", "the tables in my seating thing are all crooked and it's driving me nuts, is there a way to make them line up straight"),
  ok("couple", "how-to", "feature_question", "share-floral-design", "our florist isn't on serviceberry at all. can i just send her a link to the flower design we made so she can see it"),
  ok("couple", "how-to", "feature_question", "guest-details", "in the guest book section how do i mark who wants the vegetarian plate"),
  ok("couple", "how-to", "feature_question", "seating-chart", "seating"),
  ok("couple", "how-to", "payment", "refund-request", "refund"),
  ok("couple", "how-to", "payment", "deposits", "where in the app do i pay the photographer's deposit? she said to pay it 'through the site'"),

  // Couples: it's broken
  ok("couple", "trouble", "feature_question", "sending-limits", "We finally finished the guest list last night (took FOREVER, 212 people!!) and I went to send the invitations to everybody at once and it said no and something about trying again later. We only made the account on Sunday. My fiance thinks we broke it. Why won't it let us send them?"),
  ok("couple", "trouble", "feature_question", "reviews-waiting", "i left a 2 star review for the dj we talked to and it's not showing on his page. did it get deleted?"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "my cousin says our website can't find her name when she tries to rsvp. she's definitely on the list, I checked"),
  ok("couple", "trouble", "login", "locked-out", "WHY does it keep saying too many attempts, i KNOW my password"),

  // Couples: a person, billing, and things we don't have
  person("couple", "payment", "high", "refund-request", "there's a $49 charge from serviceberry on my visa this morning. I'm a bride, I thought this was free?? I want it reversed"),
  person("couple", "booking", "high", "booking-dispute", "Our caterer emailed two weeks before the wedding to say they're closing and we're on our own. They have $3,000 of ours. What do we even do"),
  person("couple", "login", "urgent", null, "someone changed the password on our account, neither of us did it, and now there are guests on our list we've never heard of"),
  person("couple", "general", "medium", null, "I've asked you three times now. I would like to talk to an actual person please."),
  person("couple", "account", "medium", "wrong-account-kind", "ugh I signed up as a couple by accident, I'm actually a wedding photographer. can you switch it so I don't have to start over?"),
  {
    ...person("couple", "technical", "medium", null, "did all that. still completely white, on chrome AND safari"),
    history: [
      { role: "user", content: "the budget page is just a white screen" },
      { role: "assistant", content: "Reload the page first; if it is still wrong, try a private window, which starts without old files or extensions." },
    ],
  },
  notYet("couple", "registry", "where do we set up the registry so guests can buy stuff off it"),
  notYet("couple", "hotel-blocks", "can serviceberry reserve a block of rooms at a hotel near the venue for our out of town people?"),
  notYet("couple", "text-messages", "most of grandma's side doesn't do email. can we text them the rsvp reminder instead"),
  refuse("couple", "account", "my sister is also getting married on here, can you pull up her guest list so i can make sure we didn't invite the same people"),
  vague("couple", "heyyy"),

  // Venue owners
  ok("venue", "how-to", "venue_management", "venue-tour-slots", "we have a private event saturday the 14th, how do I keep couples from picking a tour that day"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "couples keep asking how big our barn room is. where do i put the dimensions on the listing?"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I made our listing last week and our own venue doesn't come up when I search Columbus venues. What did I do wrong?"),
  person("venue", "venue_management", "high", "claim-dispute", "Our old events manager claimed the Millstone Barn listing before she quit and now none of us can get into it. I'm the OWNER. Please fix this"),
  person("venue", "venue_management", "medium", "claim-pending", "we submitted our claim 9 days ago and it still says pending, nobody has called us. is it stuck?"),
  person("venue", "payment", "high", "refund-request", "you charged our card twice this month for the plan, same amount same day"),
  person("venue", "account", "high", null, "there's another listing up using pictures of OUR ballroom with a different phone number. couples are calling us confused about prices we never gave"),
  notYet("venue", "paid-placement", "how much would it cost to have our venue show first when people search nashville"),
  refuse("venue", "account", "can you send me the emails of the couples who hearted our venue, we want to send them a fall promo"),

  // Vendors
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery-link", "I put my gallery link on instagram but want to kill that link and make a fresh one, how"),
  ok("vendor", "how-to", "vendor_management", "vendor-review-replies", "a 1 star review on my page is from someone who never hired me, it's clearly meant for a different photographer. how do i flag it"),
  ok("vendor", "how-to", "vendor_management", "vendor-edit-profile", "in my store settings where do i change my prices? they went up in january"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Hi, I'm a baker in Cincinnati and we've been on here about two months. A bride told me on Instagram that she sent me a message through the site a week ago but I never saw anything from her. Where are those messages supposed to show up?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "need to switch from monthly to yearly on pro. where"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email saying my payment didnt go through. card expired. is my profile going to get taken down??"),
  ok("vendor", "trouble", "vendor_management", "music-plan-in-inquiry", "im a DJ, a couple says they attached their song list to their message to me but I don't see a playlist anywhere in it"),
  ok("vendor", "trouble", "technical", "photo-upload-fails", "trying to upload my 40MB tiff files to my portfolio and it just says failed every single time"),
  person("vendor", "booking", "high", "booking-dispute", "a couple booked me for june 6, I turned away two other weddings for that date, and now they stopped answering my messages and the venue says the wedding is off. what can you do"),
  notYet("vendor", "vendor-invoices", "can I send the couple an invoice for the balance through serviceberry?"),
  notYet("vendor", "availability-sync", "i keep my bookings in google calendar. can it sync to my profile so couples can see when im already booked"),
  refuse("vendor", "account", "just delete that review for me please, it's hurting my business"),
  vague("vendor", "got a question for u"),

  // Helpers (contributors)
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "the link my daughter sent me says withdrawn?? what does that even mean"),
  ok("contributor", "trouble", "feature_question", "contributor-sign-in", "I'm the maid of honor. I can get into the timeline but the guest list isn't there for me at all"),
  ok("contributor", "how-to", "feature_question", "chat-mentions", "how do i tag the bride in the group chat so she actually sees my message"),
  vague("contributor", "so confused rn"),
  refuse("contributor", "account", "I'm paying for half of this wedding, I want the budget locked so only I can change it and the bride can't"),

  // Admins
  admin("venue_management", "admin-venue-claims", "where do i approve the claim for the riverside venue"),
  admin("general", "admin-tickets", "how do i hand a ticket over to dana"),
  admin("account", "admin-users", "need to check whether jen.k@ has a vendor account or a couple account"),

  // Signed out
  visitor("login", "forgot-password", "forgot my password and obviously I'm not logged in lol"),
  visitor("feature_question", "which-cities", "do you guys do weddings in louisville?"),
  visitor("vendor_management", "vendor-signup-help", "I'm a florist, how do I get on here"),
  visitor("login", null, "I can't get into my account and I don't have that email anymore, I need someone to help me", { contact: true }),
  visitor("payment", "how-much-does-it-cost", "is this actually free or is there a catch"),
  visitor("feature_question", null, "is there a number i can call", { missing: "phone-support" }),
  visitor("account", null, "what's the guest list for the Harper wedding on June 5, I'm trying to figure out if I'm invited", { refuse: true }),
];
