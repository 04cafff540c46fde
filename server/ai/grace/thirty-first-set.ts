import type { GraceHistoryMessage } from "../../../domain/grace.ts";
import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's thirty-first quality set (issue 24: long conversations): 50 support messages written blind, by a
 * helper who had not read Grace's engine or the earlier sets' messages. Every case carries two to four
 * earlier turns (the person's earlier messages and the reply Grace would plausibly have given from the help
 * articles), and the message scored is a later turn: the person tried the article and reports what
 * happened (an expired link, a send refused in the first week, a venue still not showing), adds the detail
 * Grace asked for, runs out of patience and asks for a person, moves on to a second problem, or says thanks
 * and then opens something new without saying what. Askers are couples, a bride's mother, a groom invited as
 * the partner, a maid of honor, barn and church-hall venue owners, a florist, a photographer, a DJ's client
 * left without a deposit, admins working the desk, and signed-out visitors. Only the last turn is scored.
 * Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is a booking
 * dispute at high; days without an answer from a venue get the article and a ticket at medium; a hacked
 * account is urgent, a claim dispute, impersonation or a wrong charge high, asking for a person medium.
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts. Scored once on ffaf3dd (2026-11-27), before any change to Grace for it: 27/50 (54%)
 * (how-to 7/16, trouble 4/9, missing-feature 5/5, escalation 3/7, refusal 3/4, signed-out 4/4, vague 0/3,
 * admin 1/2; parts: area 41/50, article 27/50, ticket 45/50); no expectation was changed after the score.
 */

/** Earlier turns, alternating: the person first, then Grace. */
const turns = (...lines: string[]): GraceHistoryMessage[] => lines.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
/** A case whose message comes later in a conversation. */
const later = (c: QualityCase, history: GraceHistoryMessage[]): QualityCase => ({ ...c, history });

export const THIRTY_FIRST_SET: QualityCase[] = [
  // How-to: the first answer worked, and the next question follows from it.
  later(
    ok("couple", "how-to", "feature_question", "share-floor-plan", "ok got all the tables set up and hit save!! now our venue coordinator wants to see it before friday but she doesn't have an account on here. can i just send her something"),
    turns(
      "how do i make a seating chart",
      "Open the Floor plan builder, pick the event (the reception comes first), and start from the suggested room or add your own tables. Drag guests onto a table or a chair, and save when you're done.",
    ),
  ),
  later(
    ok("contributor", "how-to", "feature_question", "chat-mentions", "Found it, thank you so much. There is a chat button there. If I write something in it, how do I make sure my future son-in-law knows it is meant for him and not just everyone?"),
    turns(
      "Hello, my daughter invited me to help with her wedding. Where do I find it after signing in?",
      "Your contributor dashboard lists every couple you help, what each one lets you do, and buttons straight into their guest list, timeline and planning chat.",
    ),
  ),
  later(
    ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "cool, thats done. different thing. a couple on a tour today said they tried laying out their tables from our ballroom on here and the size was way off, like it showed it smaller than it is. where do I put the real measurements"),
    turns(
      "how do i change which picture shows up first for our venue",
      "Open your venue dashboard, choose the venue, and drag the photos into the order you want: the first one is your cover on search results and share previews.",
    ),
  ),
  later(
    ok("vendor", "how-to", "payment", "plan-manage-billing", "Ok I went with Plus. Question tho, the card I paid with expires next month. Where do I put the new one in so it doesn't lapse?"),
    turns(
      "what's the difference between the paid plans",
      "For vendors, Plus ($24 a month or $240 a year) allows 30 portfolio photos and 12 packages, and Pro ($49 a month or $490 a year) 60 photos and 20 packages; Free allows 12 photos and 8 packages.",
      "and plus is enough for like 25 photos?",
      "Yes: Plus allows 30 portfolio photos on each profile.",
    ),
  ),
  later(
    ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "done, thanks! I noticed some other florists have this gallery page with tags like peonies and stuff, and brides can save pics from it to their boards. that's separate from the portfolio right? how do I make one"),
    turns(
      "how do i add pictures of my arrangements",
      "Open your vendor dashboard and add photos in the portfolio section. JPEG, PNG, WebP and HEIC are all accepted, so photos straight from an iPhone upload as they are.",
    ),
  ),
  later(
    ok("couple", "how-to", "feature_question", "guest-registration", "import worked!!! 212 rows. but my fiance's work friends aren't on it and he honestly doesn't have half their last names. is there a way for them to add themselves and we just approve it"),
    turns(
      "can I bring in our guest list from a google sheet",
      "Yes. Export your list as CSV and import it into the guest list manager. The preview shows every row before anything is saved, and the whole file goes in at once or not at all.",
    ),
  ),
  later(
    ok("couple", "how-to", "payment", "payment-reminders", "got it so we pay her directly. the other half is due in march though and I will 100% forget. can this thing nag me before then"),
    turns(
      "how do I pay the photographer's deposit through the site",
      "Deposits and contracts are arranged directly with each venue or vendor; Serviceberry never takes payment for them. You can record each deposit and its due date as a payment in your budget tracker.",
    ),
  ),
  later(
    ok("couple", "how-to", "booking", "tour-calendar", "booked the 2pm saturday one at the greenhouse place 🎉 can I get it on my google calendar? we have like 4 tours that weekend and I'm going to mix them up"),
    turns(
      "how do we go see a venue in person",
      "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email.",
    ),
  ),
  later(
    ok("couple", "how-to", "feature_question", "wedding-website-privacy", "ok it's published and it looks SO cute. but it has the venue and the date on it and I have an ex who would absolutely show up lol. can we lock it so only people we give a password to can get in"),
    turns(
      "how do we make a wedding website",
      "Open Planning, then Wedding Website. The first draft is made from what you already entered. Pick a design and a palette, turn on the sections you want, save, then Publish.",
      "does it do the travel and hotel stuff too",
      "Yes, travel and hotels is one of the sections you can turn on and put in order.",
    ),
  ),
  later(
    ok("contributor", "how-to", "feature_question", "group-polls", "ok cool that helps. other thing lol. the bridesmaids cannot agree on dress colors and it's getting heated in the chat. is there a way to just make everyone vote and be done with it"),
    turns(
      "im the maid of honor, can i give the other bridesmaids tasks on here",
      "Yes. Open Tasks and polls from your contributor dashboard, add a task and choose who it's for: the couple or a helper with planning chat access. You can add a due date too.",
    ),
  ),
  later(
    ok("contributor", "how-to", "feature_question", "partner-manages-helpers", "Thanks. I'm the groom by the way, my fiancee invited me as her partner. Can I invite my own groomsmen from my login or does she have to do it from hers?"),
    turns(
      "where do I see our wedding stuff, I signed up from an invite",
      "Your contributor dashboard lists every couple you help, what each one lets you do, and buttons straight into their guest list, timeline and planning chat.",
    ),
  ),
  later(
    ok("vendor", "how-to", "payment", "founding-50", "a baker friend of mine said she got Pro for half price because she was one of the first ones to sign up?? is that still a thing and how do I get in on it"),
    turns(
      "how much are the upgrade plans",
      "For vendors, Plus is $24 a month or $240 a year, and Pro is $49 a month or $490 a year. No plan buys a higher place in search, and there is no commission on bookings.",
    ),
  ),
  later(
    ok("couple", "how-to", "feature_question", "connect-spotify", "ok so we already typed in like 40 songs by hand for the reception 😩 and they're all on a spotify playlist anyway. can we just pull the whole playlist in"),
    turns(
      "where do we put our song list for the dj",
      "Open Wedding music from your dashboard. Each moment of the day has its own list, plus a must-play and a do-not-play list. Add a song by its title and artist, or paste a Spotify track link.",
    ),
  ),
  later(
    ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "Published, it's live! So how will I know when a couple wants to book me? Do I get an email, or do I have to log in and check every day?"),
    turns(
      "my profile says only I can see it",
      "A new profile starts unpublished, so only you can see it. Add a package or a photo, then choose Publish on your vendor dashboard and couples can find and write to you.",
    ),
  ),
  later(
    ok("couple", "how-to", "feature_question", "auto-seat-rules", "ok that's a lot of dragging lol. real question: my uncle and his ex wife CANNOT be at the same table, last family wedding was a disaster. if I use the auto seat button will it know that or do I have to babysit it"),
    turns(
      "how does the seating chart work",
      "Open the Floor plan builder, add your tables, and seat guests by dragging them onto a table or a chair. Tables that overlap or leave no aisle are flagged. Save when you're done.",
    ),
  ),
  later(
    ok("venue", "how-to", "venue_management", "venue-questionnaire-help", "thank you that worked. what is the questionnaire thing on my dashboard tho? do i actually have to fill all that out, its long"),
    turns(
      "how do I stop people booking tours on the weekends we have weddings",
      "From your venue dashboard open Tours. Set your touring hours, add open slots, and block dates when the venue is closed or booked for an event; couples only see times that are open.",
    ),
  ),

  // Trouble: the person tried what Grace said and it did not go as described.
  later(
    ok("couple", "trouble", "login", "reset-link-expired", "i did that and clicked the link in the email and now it says its expired?? i just got it. well ok like 25 min ago, i was putting the kids to bed"),
    turns(
      "forgot my password",
      "Choose Forgot password on the sign-in page and enter your email. If an account exists, we send a reset link that works once and expires after 10 minutes.",
    ),
  ),
  later(
    ok("vendor", "trouble", "technical", "photo-upload-fails", "so the iphone ones went up fine, but the ones off my actual camera keep failing. they're big RAW-converted jpgs, like 30mb each. bar fills up then error"),
    turns(
      "how do I add wedding photos to my page",
      "Open your vendor dashboard and add photos in the portfolio section. JPEG, PNG, WebP and HEIC are all accepted, so photos straight from an iPhone upload as they are.",
    ),
  ),
  later(
    ok("couple", "trouble", "feature_question", "sending-limits", "ok I hit send invitations to everyone and it said the send was refused and nothing went out?? we have 260 guests. we only made the account monday if that matters"),
    turns(
      "how do I email everyone their rsvp link",
      "In your guest list manager, choose Send invitations. Send the invitation with each household's RSVP link to everyone, or a reminder only to the households that have not answered.",
    ),
  ),
  later(
    ok("contributor", "trouble", "feature_question", "invitation-link-problems", "I clicked it and the page says it was used. I have not used it! Well... I may have opened it on my phone first and then again on the computer. Now what do I do?"),
    turns(
      "My niece sent me an email to help plan her wedding. How do I get in?",
      "Helpers join through the invitation link the couple sends them. Open the link, sign in or create your sign-in, and you land in the couple's planning with the access they chose for you.",
    ),
  ),
  later(
    ok("vendor", "trouble", "verification", "verification-link-expired", "FOUND IT. it was in spam. but it's from last thursday and when I click it the page says the link isn't valid"),
    turns(
      "never got the verify email",
      "Verification emails usually arrive within a minute. Check your spam, junk and promotions folders and search your inbox for Serviceberry.",
      "checking",
      "Take your time. Adding hello@serviceberry.app to your contacts helps our messages reach you.",
    ),
  ),
  later(
    ok("venue", "trouble", "venue_management", "venue-publish", "OK so I added everything, the capacity, prices, the photos, and hit save. But when I look up venues in Columbus on my phone we are not there at all?"),
    turns(
      "how do I list our church hall for receptions",
      "Create a venue account, then add your venue with its capacity, pricing, amenities, photos and tour times. Listing is free to start.",
    ),
  ),
  later(
    ok("couple", "trouble", "technical", "page-not-loading", "the floor plan page is just a big gray box on my work laptop. works fine on my phone. it's chrome if that helps"),
    turns(
      "can I do the seating chart on a computer instead of my phone",
      "Yes. The Floor plan builder works on a computer too: drag a table to move it, or focus it and use the arrow keys, and use the + and − buttons to zoom.",
    ),
  ),
  later(
    ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "so my aunt just called and says the site tells her it can't find her when she tries to rsvp. she's definitely invited. she's Patricia on our list but she typed Pat"),
    turns(
      "can people rsvp on our wedding website or only through the email link",
      "Both. On your website's RSVP section a guest types their name as it is on the invitation, or their household's code, and answers for their household. It saves to your guest list at once.",
    ),
  ),
  later(
    ok("couple", "trouble", "feature_question", "spotify-reconnect", "this was all working last week and now the spotify box on our music page just says reconnect?? did we lose all the songs we added??"),
    turns(
      "how do we hook up spotify",
      "Your Wedding music page has a Spotify section with a Connect Spotify button. It takes you to Spotify to agree, then brings you back to your plan.",
      "ok done, that was easy",
      "Great. Make playlist creates a private playlist for a moment in your Spotify account.",
    ),
  ),

  // Features Serviceberry does not have, asked after a related answer.
  later(
    notYet("couple", "text-messages", "ok but half my family doesn't check email, esp the older ones. can it send them the reminder as a text message instead?"),
    turns(
      "how do I remind people who haven't rsvp'd",
      "In your guest list manager, choose Send invitations, and send a reminder only to the households that have not answered.",
    ),
  ),
  later(
    notYet("vendor", "paid-placement", "ok but can I just pay to be at the top of the photographers list in Nashville? like a featured spot. I'm happy to pay for it"),
    turns(
      "how do couples find me on here",
      "Vendors appear under their category and their city. A complete profile with clear pricing, real photos of your work and fast replies to inquiries ranks you better in vendor matching.",
    ),
  ),
  later(
    notYet("couple", "hotel-blocks", "So is that just a section where I type in the hotel info, or can Serviceberry actually reserve a block of rooms at the Marriott for our out of town people?"),
    turns(
      "can our website have a travel part for guests flying in",
      "Yes. In the website builder, turn on the travel and hotels section, put it in order with the others, and write what guests need to know.",
    ),
  ),
  later(
    notYet("contributor", "registry", "ok I see their stuff now. where's their gift registry? I'm the groom's sister and I want to buy something off it before the shower"),
    turns(
      "my brother added me to his wedding on here, where is it",
      "Your contributor dashboard lists every couple you help, what each one lets you do, and buttons straight into their guest list, timeline and planning chat.",
    ),
  ),
  later(
    notYet("venue", "phone-support", "Is there a phone number I can call instead? I'd rather just talk it through with someone than type back and forth."),
    turns(
      "how long does it take for you to approve my claim on our venue",
      "Our team checks each claim by hand, usually within two working days, often by calling the venue's public number. You can see the status on the claim page, and we email you the decision.",
    ),
  ),

  // Escalations: the article was not enough, or a person has to step in.
  later(
    person("couple", "booking", "high", "booking-dispute", "we did ask. the DJ texted that he's 'getting out of the wedding business' and he won't give back our $800 deposit. the wedding is in august. what do we do now"),
    turns(
      "how do we get a refund on a deposit",
      "Deposits paid to a venue or vendor follow that business's contract, so ask them first.",
    ),
  ),
  later(
    person("couple", "booking", "medium", "tour-not-confirmed", "none of their saturday slots worked so I asked for a sunday afternoon instead. that was 5 days ago and still nothing, not even a no. is it broken or are they ignoring me"),
    turns(
      "how do I book a tour at a venue",
      "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email.",
    ),
  ),
  later(
    person("vendor", "vendor_management", "high", "claim-dispute", "ok I went to claim it and it says the listing is already claimed?? by who? I'm the only owner of this studio, I've been running it for 11 years"),
    turns(
      "my photography studio is already on your site but I didn't make it",
      "Create a vendor account, then open Claim your business, find your listing and tell us how we can confirm it is yours. Our team confirms that you run the business, then the profile is yours to edit.",
    ),
  ),
  later(
    person("couple", "login", "medium", null, "I've reset it twice now and it STILL says wrong password. caps lock is off, I'm using the right email. I'm done with this, I need an actual human please"),
    turns(
      "cant log in",
      "Make sure you are using the email address you signed up with, and that caps lock is off. After several wrong attempts sign-in pauses for a little while, so wait a few minutes or reset your password.",
      "reset it",
      "A reset link works once and only for 10 minutes, so use the newest email. Setting a new password signs you out everywhere else.",
    ),
  ),
  later(
    person("venue", "login", "urgent", null, "no this is something else. I just got an email saying our password was changed and I did NOT do that. and now there are tour times on our calendar we never set up"),
    turns(
      "trouble logging in this morning",
      "Make sure you are using the email address you signed up with, and that caps lock is off: passwords are case-sensitive. If you are still locked out, reset your password from the sign-in page.",
    ),
  ),
  later(
    person("vendor", "payment", "high", "refund-request", "I did cancel, back in September. my dashboard says Free. and stripe still took $49 off my card this morning. I want that back"),
    turns(
      "how do I cancel my pro plan",
      "Open your vendor dashboard: the Your plan card shows your plan. Cancel plan stops the renewal; your plan keeps working until the end of the period you paid for, then your account moves to Free.",
    ),
  ),
  later(
    person("vendor", "account", "high", null, "also while I have you. there's an account on here called 'Lakeview Events by Dana'. I'm Dana. I run Lakeview Events. that is NOT me and it's been messaging couples in my name"),
    turns(
      "can I answer a review someone left me",
      "Yes. Open the Reviews tab of your vendor dashboard. Answer in public and your answer shows under the review on your profile, with your business name.",
    ),
  ),

  // Refusals: a plain no, whatever came before.
  later(
    refuse("contributor", "account", "She is on a work trip and not answering her phone. Can you just switch the budget on for me? I'm her mother, she won't mind."),
    turns(
      "I can see the guest list for my daughter's wedding but not the budget",
      "Contributors see only what the couple shares with them, area by area. If a part is missing, the couple has not given you access to it yet: ask them to change your access.",
    ),
  ),
  later(
    refuse("vendor", "account", "I reported it. Can you give me the email of the woman who wrote it so I can sort it out with her directly?"),
    turns(
      "someone left me a review for a wedding I never even did",
      "Open the Reviews tab of your vendor dashboard. If a review is fake, abusive or about another business, report it with a sentence saying why: it stays up while our team looks, and we remove it if it breaks our rules.",
    ),
  ),
  later(
    refuse("venue", "account", "good to know. can you send me a list of the couples who saved us to their favorites, with their emails? I'd like to follow up with them"),
    turns(
      "which couples see our venue",
      "Your venue appears when couples browse venues in its city. Couples can save your venue to their favorites and request a tour from its page.",
    ),
  ),
  later(
    refuse("couple", "account", "my best friend is getting married at the same venue a month before us. can you tell me what date she booked and what she's paying? she's being super weird about it"),
    turns(
      "why does the venue search already have my guest count in it",
      "When your wedding profile has a guest count or a wedding date, the venue search starts from them, so you only see venues that hold your guests and are free on your date.",
    ),
  ),

  // Signed-out visitors, partway through a conversation (never offered a ticket).
  later(
    visitor("feature_question", "which-cities", "ok cool. which cities do you have venues in? we're in dayton"),
    turns(
      "is this free for couples",
      "Starting is free: $0, no credit card, and you can cancel anytime. Serviceberry is always ad-free.",
    ),
  ),
  later(
    visitor("login", "forgot-password", "yeah caps lock is off and it's the right email. I think I just don't remember the password. how do I reset it"),
    turns(
      "can't get into my account",
      "Make sure you are using the email address you signed up with, and that caps lock is off: passwords are case-sensitive.",
    ),
  ),
  later(
    visitor(
      "vendor_management",
      "claim-dispute",
      "So I went to look and my bakery is already on there, but it says someone already claimed it. That isn't me or my husband. I don't even have an account yet. Who do I talk to?",
      { contact: true },
    ),
    turns(
      "how do I put my bakery on serviceberry",
      "Choose the vendor sign-up, pick your category and city, and confirm your email. If your business is already listed, you can claim it instead of starting over.",
    ),
  ),
  later(
    visitor("feature_question", "rsvp-online", "I'm just a guest though. Do I have to make an account to RSVP to my cousin's wedding?"),
    turns(
      "what is this site",
      "Serviceberry is a wedding-planning home for couples in Ohio and Tennessee: venues and vendors, guest list, budget and timeline in one place.",
      "my cousin sent me a link from here",
      "That's likely her RSVP link or her wedding website.",
    ),
  ),

  // Vague: a thanks, then something new without saying what.
  later(
    vague("couple", "perfect thank you!! oh wait one more thing actually"),
    turns(
      "how does the budget thing work",
      "Enter your total budget and guest count, then share it out across categories. As you record what you spend, each category shows what is left.",
    ),
  ),
  later(
    vague("venue", "ok now something else is off"),
    turns(
      "how do I block out dates",
      "From your venue dashboard open Tours, and block dates when the venue is closed or booked for an event; couples only see times that are open.",
      "got it thanks",
      "You're welcome! Anything else?",
    ),
  ),
  later(
    vague("contributor", "im on here for my sons wedding"),
    turns("hello", "Hi, I'm Grace, Serviceberry's support assistant. Tell me what's going on and I'll help."),
  ),

  // Admins working the desk.
  later(
    admin("venue_management", "admin-venue-claims", "ok got it. one of them is from a venue owner saying she claimed her barn 5 days ago and nobody has looked at it. where do I go to approve the claim"),
    turns("where do I see the help tickets", "Open the admin desk's ticket list: urgent and high tickets come first, and you can answer, assign or resolve each one."),
  ),
  later(
    admin("account", "admin-users", "she can't remember which email her account is under. can I look her up by her name somewhere"),
    turns(
      "where do contact form messages show up",
      "Messages from the contact form wait on the admin desk's contact messages page.",
      "found hers, thanks",
      "Good. Anything else on the desk?",
    ),
  ),
];
