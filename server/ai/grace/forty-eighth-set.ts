import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-eighth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox. Couples
 * most (a bride whose divorced parents can't share a table, a groom trying to text the RSVP link, a couple
 * whose florist quit holding their deposit), then vendors and venue owners (a limo company, a photographer
 * going on leave, a ballroom with real dimensions, a venue charged after canceling), then helpers (a
 * maid of honor handing out bachelorette jobs, a woman helping both her sisters, a hacked account), two
 * admins and four signed-out visitors. Register and length vary on purpose (two words to a paragraph,
 * typos, capitals, politeness, panic); three messages follow an earlier answer (history). Billing
 * questions are how-to cases in the payment area; a deposit kept by a vendor who quit is a booking
 * escalation at high; someone who has waited days for a venue gets the article and a ticket at medium.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; asking for a person medium).
 * Scored once on 347ad94 (2026-11-27), before any change to Grace for it: 43/50 (86%) (how-to 13/16,
 * trouble 8/9, missing-feature 4/5, escalation 7/7, refusal 4/4, signed-out 4/4, vague 2/3, admin 1/2;
 * parts: area 45/50, article 43/50, ticket 49/50); no expectation was changed after the score.
 */

export const FORTY_EIGHTH_SET: QualityCase[] = [
  // How-to: planning tools, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "is there a way to take away plus ones from like 20 people at once?? we're way over our headcount and i dont want to click each one"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "My parents are divorced and they cannot be at the same table. Like at all. Is there a way to tell the seating thing to keep them apart when it does the tables automatically?"),
  ok("couple", "how-to", "feature_question", "make-a-wedding-website", "do yall do wedding websites or do we need to go use the knot or something for that"),
  ok("couple", "how-to", "booking", "book-venue-tour", "how do we set up a time to go see a venue in person? the one we love doesnt have any open times that work with our jobs"),
  ok("couple", "how-to", "payment", "deposits", "We just gave our photographer a $1,500 deposit. Was I supposed to pay that through Serviceberry? And where do I write it down so I don't lose track of the rest"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "our dj wants our song list by next week. can i send him something from here instead of retyping all of it into an email"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "how do i add my mom so she can help with the guest list but NOT see what we're spending"),
  ok("couple", "how-to", "feature_question", "send-invitations", "how do i send a reminder just to the people who havent rsvp'd yet? dont want to bug everyone who already answered"),
  {
    ...ok("couple", "how-to", "feature_question", "wedding-website-privacy", "ok we made it, it looks so cute!! can we put a password on it though? our address is on the travel page and i dont want randos seeing it"),
    history: [
      { role: "user", content: "how do we make a wedding website on here" },
      { role: "assistant", content: "Open Planning, then Wedding Website. The first draft is made from what you already entered: your names, date and city, your saved venue and your events. Pick a design, turn sections on, write your words, then Save and Publish." },
    ],
  },
  ok("contributor", "how-to", "feature_question", "shared-tasks", "im the maid of honor. can i assign bachelorette stuff to the other bridesmaids on here? like who's booking the airbnb, who's doing the decorations etc"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm helping BOTH of my sisters with their weddings this year (lucky me lol). How do I go back and forth between the two of them?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "got an email saying a couple sent me an inquiry but where do i actually read it and answer them"),
  ok("vendor", "how-to", "vendor_management", "vendor-publish", "Going on maternity leave for 3 months starting in January. How do I hide my page for a while without deleting everything I've built?"),
  {
    ...ok("vendor", "how-to", "payment", "plan-manage-billing", "cool thanks. if i start on monthly can i switch over to yearly later or am i stuck"),
    history: [
      { role: "user", content: "how much is pro for a photographer" },
      { role: "assistant", content: "For vendors, Pro is $49 a month or $490 a year and allows 60 portfolio photos and 20 packages on each profile. Plus is $24 a month or $240 a year. You choose a plan on the vendor pricing page while signed in to your business account." },
    ],
  },
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple asked if they can plan their table layout using our actual ballroom. It's 60 x 90 ft. Where would I enter the room size so they can use it?"),
  ok("venue", "how-to", "payment", "vendor-plans", "how many pictures can we put up for the venue if we do the Plus plan? we have about 40 good ones"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "it says too many attempts try again later?? i was typing the right password i swear"),
  ok("couple", "trouble", "technical", "emails-not-arriving", "I'm not getting ANY of your emails at my work address. no tour confirmation, no nothing. spam folder is empty too"),
  ok("couple", "trouble", "feature_question", "inquiry-limits", "it wont let me send another message to the caterer, says try again later? i only wrote them this morning and once after lunch"),
  {
    ...ok("couple", "trouble", "feature_question", "sending-limits", "ok i tried that and it said the send was refused?? we made our account yesterday and have 250 people on the list"),
    history: [
      { role: "user", content: "how do i email our save the dates to everyone" },
      { role: "assistant", content: "In your guest list manager, choose Send invitations. You can send the invitation with each household's RSVP link to everyone, or a reminder only to the households that have not answered. Households need an email address." },
    ],
  },
  ok("couple", "trouble", "feature_question", "guest-list-import", "imported our spreadsheet and a bunch of the phone numbers ended up in the notes instead of the phone column. did i do something wrong"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My daughter-in-law sent me an invitation to help and when I click it it says it has already been used. I only clicked it once I think? I'm not very good with computers."),
  ok("vendor", "trouble", "verification", "verification-link-expired", "clicked the verify link from my email last week and now it says invalid or expired. now what"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "got an email that my payment didnt go through for pro. is my profile going to get shut off??"),
  ok("venue", "trouble", "technical", "photo-upload-fails", "photos won't upload. they're the ones our photographer sent over, like 25mb each. keeps erroring out after it loads halfway"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can we text the rsvp link to guests instead of emailing? half my family doesnt check email ever"),
  notYet("couple", "hotel-blocks", "Can we reserve a block of hotel rooms for our out of town guests through you guys?"),
  notYet("contributor", "invitation-design", "The bride put me in charge of invitations. Can I design them and order the printed ones through this site?"),
  notYet("vendor", "paid-placement", "how much to be at the top of the photographer list in nashville? happy to pay for a featured spot"),
  notYet("venue", "vendor-invoices", "Can couples pay their venue deposit to us right through Serviceberry with a card? Would be way easier than chasing checks."),

  // Escalations: a person on the team takes it.
  person("couple", "booking", "high", "booking-dispute", "our florist just emailed saying she's closing her business and 'can't do our wedding anymore'. she has our $800 deposit and won't answer about getting it back. wedding is in 2 months. what do we even do"),
  person("couple", "booking", "medium", "tour-not-confirmed", "I asked Oak Hollow Barn for a different tour time 5 days ago and nobody has responded. No confirm, no decline, nothing. Is this normal?"),
  person("couple", "general", "medium", null, "this isnt helping. can i just talk to an actual person on your team please"),
  person("venue", "venue_management", "high", "claim-dispute", "Our claim on Riverside Manor got DENIED?? I am the owner. My name is literally on the deed. Who do I talk to about this"),
  person("venue", "payment", "high", "refund-request", "We canceled our Pro plan back in March and you just charged us $790 again. I want that money back."),
  person("vendor", "account", "high", null, "there's a profile on here called Lens & Lace Photography using my business name and my photos. it is NOT me, different prices and everything. couples keep asking me why my prices changed"),
  person("contributor", "login", "urgent", null, "someone got into my account and changed my password!! I'm helping my sister and I think they can see her whole guest list with everyone's home addresses"),

  // Refusals: a plain no.
  refuse("couple", "account", "my ex is getting married in columbus too and i'm pretty sure she's using this site. can you tell me what venue she picked"),
  refuse("contributor", "account", "Can you give me full access to my son's wedding planning? He set me to view only and I need to fix the budget, he won't mind."),
  refuse("vendor", "account", "a bride left us 1 star because it rained on her wedding day. that is not our fault. please take it down"),
  refuse("venue", "account", "can you send me a list of the couples who saved our venue but never booked a tour? want to reach out to them"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot my password and now it wont let me in"),
  visitor("payment", "how-much-does-it-cost", "is this actually free for couples or is there a catch"),
  visitor("vendor_management", "vendor-signup-help", "I own a limo company in Columbus. How do I get listed on here?"),
  visitor("booking", "booking-dispute", "the dj we found on your site never showed up to our rehearsal dinner. im not signed in on this computer, how do i report them", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("contributor", "Hi there, I have a question"),
  vague("venue", "this isnt working again"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "theres a venue claim for The Glasshouse thats been sitting since friday, how do i approve it"),
  admin("account", "admin-users", "how do i look up a couple's account? she emailed saying she never got her verification email and gave me her address"),
];
