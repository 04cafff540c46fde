import type { GraceHistoryMessage } from "../../../domain/grace.ts";
import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's twenty-sixth quality set (issue 24: conversations, not first messages): 50 support messages
 * written blind, by a helper who had not read Grace's engine or the earlier sets' messages. Most cases
 * carry one or two earlier turns (the person's first message and Grace's reply, written as Grace would
 * plausibly answer from the help articles), and the message scored is the follow-up: "that didn't work",
 * "ok and how do I...", the detail Grace asked for, a request for a person after an article, or a switch
 * to a new topic. Every kind of account and signed-out visitors; register and length vary on purpose.
 * The expectation scores what the follow-up needs, not what the first message needed. Each article was
 * checked against its own text (a reset link lasts 10 minutes, a verification link 24 hours, a new
 * account sends at most 100 messages an hour and 200 a day in its first week); each missing feature is
 * one listed in features.ts. Ticket priorities follow decision 023 and this set's brief: a hacked account
 * urgent; claim disputes, billing and a deposit kept by a business that quit (booking area) high; a blank
 * page that survived the article's steps, a request for a person, and days without an answer from a
 * venue medium. A follow-up that only asks for a person after an article leads with no article and keeps
 * the conversation's area. Billing questions are how-to cases in the payment area; an admin's question
 * about a desk screen takes the area of what the screen handles.
 * Scored once on main at b27afe1 on 2026-11-27, before any change to Grace for it: 33/50 (66%) (how-to
 * 11/16, trouble 6/9, missing-feature 5/5, escalation 4/7, refusal 2/4, signed-out 2/4, vague 1/3, admin
 * 2/2; parts: area 41/50, article 36/50, ticket 44/50); no expectation was changed after the score.
 */

/** Alternating turns, the person first: (person, Grace, person, Grace...). */
const turns = (...lines: string[]): GraceHistoryMessage[] => lines.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
/** A case whose message follows the given conversation. */
const after = (history: GraceHistoryMessage[], c: QualityCase): QualityCase => ({ ...c, history });

export const TWENTY_SIXTH_SET: QualityCase[] = [
  // How-to: the next step after an answer, or a new question in the same chat.
  after(
    turns(
      "how do i get my mom on here to help with stuff",
      "Open Contributor access, enter her email, choose how she's related to you, and set each area (guest list, budget, timeline, saved venues, planning chat) to no access, can view or can edit. She gets an email with a link that works once and lasts 14 days.",
    ),
    ok("couple", "how-to", "feature_question", "family-budget-access", "ok she accepted!! now i want her to SEE the budget but not be able to change numbers, she will absolutely start moving money around lol"),
  ),
  after(
    turns(
      "How do guests RSVP? Do they need to make an account?",
      "No account needed. Each guest gets a personal RSVP link, and when they answer attending or declined your guest list updates at once; anyone who hasn't answered shows as pending.",
    ),
    ok("couple", "how-to", "feature_question", "send-invitations", "Perfect. So how do I actually email everybody their link? And later on just bug the ones who still haven't answered?"),
  ),
  after(
    turns(
      "is there a seating chart thing",
      "Yes: open the Floor plan builder, pick the event, add your tables, and drag guests onto a table or a chair. Tables that overlap or leave no aisle are flagged, and you save when you're done.",
    ),
    ok("couple", "how-to", "feature_question", "auto-seat-rules", "nice. my dad and my uncle CANNOT be at the same table, long story. can the automatic seating thing keep them apart or do i have to babysit it"),
  ),
  after(
    turns(
      "we want a wedding website, where do we start",
      "Open Planning → Wedding Website. Your first draft is built from your wedding profile, saved venue and events; pick a design, turn sections on, then Save and Publish. Until you publish, only you can see it.",
    ),
    ok("couple", "how-to", "feature_question", "wedding-website-privacy", "ok it's live. can we lock it with a password? i don't love the idea of any random person seeing the date and the venue"),
  ),
  after(
    turns(
      "hi my best friend sent me an invite to help plan her wedding, how does this work",
      "Open the invitation link she sent you, then sign in or create your sign-in, and you'll land in her planning with the access she chose for you. If the link doesn't work, ask her to send a fresh invitation.",
    ),
    ok("contributor", "how-to", "feature_question", "planning-chat", "omg ok I'm in. is there a group chat or something where me and the bride and the other bridesmaids can all talk"),
  ),
  after(
    turns(
      "My fiancée set up our account and invited me. It says my relationship is Partner. What does that mean for me?",
      "As her Partner you work on the same planning she does, from your contributor dashboard, and you can see the activity list of who changed what.",
    ),
    ok("contributor", "how-to", "feature_question", "partner-manages-helpers", "Got it. Can I invite my own parents to help out from my side, or does she have to be the one to send those invites?"),
  ),
  after(
    turns(
      "how do i put my venue on here",
      "Create a venue account, then add your venue with its capacity, pricing, amenities, photos and tour times. Listing is free to start, and if your venue is already in our catalog you can claim it instead.",
    ),
    ok("venue", "how-to", "venue_management", "venue-publish", "ok did all that. it says Draft at the top tho. how do couples actually see it"),
  ),
  after(
    turns(
      "How do I set up the times couples can come see the place?",
      "From your venue dashboard open Tours. Set your touring hours, add open slots, and block dates when the venue is closed or booked; couples only see times that are open.",
    ),
    ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "Thank you. Different question. A couple asked me how big our ballroom is because they're doing their floor plan on here. Is there a spot on my listing where I can put the room dimensions?"),
  ),
  after(
    turns(
      "how do i add photos to my portfolio",
      "Open your vendor dashboard and add photos in the portfolio section. JPEG, PNG, WebP and HEIC are all accepted, so iPhone photos upload as they are.",
    ),
    ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "got it. I also saw other florists have like a separate gallery with tags (peonies, cascade bouquet etc) that brides can save to their boards. how do I make one of those"),
  ),
  after(
    turns(
      "where do i see messages from couples",
      "Couples send inquiries from your profile once their email is verified. Each one waits in the inbox of your vendor dashboard, where you reply in the same conversation, and we email you when a new one arrives.",
    ),
    ok("vendor", "how-to", "vendor_management", "music-plan-in-inquiry", "ok found the inbox. one couple says they attached their music plan to the inquiry, where would i see their songs? I'm the DJ"),
  ),
  after(
    turns(
      "whats the difference between plus and pro",
      "Both are optional; Free stays free. Plus and Pro give you room for more portfolio photos and packages on each profile, and no plan buys a higher place in search. The vendor pricing page lists the prices and limits.",
    ),
    ok("vendor", "how-to", "payment", "plan-manage-billing", "I went with Plus monthly last week. If I flip it to yearly now am I gonna get charged twice for this month? how do I even change it"),
  ),
  after(
    turns(
      "How does billing work for venues?",
      "Listing, inquiries and tour requests are free, with no commission on bookings. The optional Plus and Pro plans are paid monthly or yearly through Stripe, and you manage your plan from the Your plan card on your dashboard.",
    ),
    ok("venue", "how-to", "payment", "plan-without-card", "Our bookkeeper would much rather cut one check a year than keep a card on file. Is that something you all can do?"),
  ),
  after(
    turns(
      "can i pay the photographer's deposit through serviceberry",
      "Deposits and contracts are arranged directly with each venue or vendor; Serviceberry never takes payment for them. Record each deposit and its due date as a payment in your budget tracker.",
    ),
    ok("couple", "how-to", "payment", "payment-reminders", "ok so if i put the final payment in there (due march 1) will it actually remind me before then? i WILL forget"),
  ),
  after(
    turns(
      "how do i change my password",
      "Signed in, open your account page and choose Change password. Enter your current password, then a new one of at least 12 characters.",
    ),
    ok("couple", "how-to", "account", "change-wedding-details", "done, thanks! other thing, we pushed the wedding from october to next may. where do i change the date so the countdown isn't lying to me"),
  ),
  after(
    turns(
      "how do i book a tour at a venue",
      "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue gets your request straight away and you get a confirmation by email.",
      "booked saturday at 2!!",
      "Wonderful! Your confirmation email has the details, and you can see the tour under your venue tours.",
    ),
    ok("couple", "how-to", "booking", "tour-calendar", "can i put it on my google calendar somehow so my fiance sees it too"),
  ),
  after(
    turns(
      "how do the inspiration boards work",
      "Open Inspiration Boards from Planning tools and create a board, for example Dresses or Flowers. Add pictures with Add images, write a note under each, and drag them into order.",
    ),
    ok("couple", "how-to", "feature_question", "pinterest-import", "ugh I have literally 400 pins across like 6 pinterest boards. please tell me I don't have to upload all of those one at a time"),
  ),

  // Trouble: the first answer didn't settle it, or a new snag comes up mid-conversation.
  after(
    turns(
      "forgot my password",
      "Choose Forgot password on the sign-in page and enter your email. If an account exists, we send a reset link that works once.",
    ),
    ok("couple", "trouble", "login", "reset-link-expired", "ok I clicked the link in the email and it says expired?? I got it like 20 min ago, I was in the shower"),
  ),
  after(
    turns(
      "why does it keep telling me to verify my email",
      "Until your address is confirmed, you can plan, browse and save, but Serviceberry won't send mail to other people for you: tour requests, invitations to helpers and inquiries wait. Use the link in the banner at the top of the page to send a fresh verification email.",
    ),
    ok("couple", "trouble", "verification", "verification-link-expired", "oh. I found the verify email from Saturday and clicked it just now and it says the link isn't valid. is that why"),
  ),
  after(
    turns(
      "How do I add photos to my portfolio?",
      "Open your vendor dashboard and add photos in the portfolio section. JPEG, PNG, WebP and HEIC are all accepted.",
    ),
    ok("vendor", "trouble", "technical", "photo-upload-fails", "Did that. The small ones went up fine but every one of my full-size shots fails. They're 30ish MB JPEGs straight out of the Canon."),
  ),
  after(
    turns(
      "I am helping my daughter plan. What am I allowed to see?",
      "Only what the couple shares with you. They decide, person by person, whether you can view or edit parts of their planning such as the budget, the guest list or the timeline.",
    ),
    ok("contributor", "trouble", "feature_question", "contributor-sign-in", "Well the guest list is there now, but I still have no timeline at all. She says she gave me everything. Is something broken?"),
  ),
  after(
    turns(
      "how do i get everyone's mailing address without texting 80 people",
      "Open the RSVP settings of your guest list manager and create the address link under Address collection. Send that one link to everyone: each guest fills in a mailing address, which we match to their household or hold for you to review.",
    ),
    ok("couple", "trouble", "feature_question", "address-approvals", "sent the link last week and like 30 people filled it out but none of their households show the new addresses. did it break??"),
  ),
  after(
    turns(
      "How do I send the invitations out by email?",
      "In your guest list manager, choose Send invitations. Send the invitation with each household's RSVP link to everyone, or a reminder only to the households that have not answered.",
    ),
    ok("couple", "trouble", "feature_question", "sending-limits", "just tried to send to everyone, about 240 emails, and it got refused with a try again later message?? I only made the account 3 days ago if that matters"),
  ),
  after(
    turns(
      "I can't sign in to the venue account",
      "Make sure you're using the email address you signed up with and that caps lock is off, since passwords are case-sensitive. You can also reset your password from the sign-in page.",
    ),
    ok("venue", "trouble", "login", "locked-out", "tried a couple more passwords and now it says too many attempts. am I locked out for good now?? I have tours booked this afternoon"),
  ),
  after(
    turns(
      "how do we hook up spotify",
      "Your Wedding music page has a Spotify section with a Connect Spotify button. It takes you to Spotify to agree, then brings you back to your plan.",
      "thanks that worked",
      "Glad to hear it! You can now search Spotify when you add a song to any moment.",
    ),
    ok("couple", "trouble", "feature_question", "spotify-reconnect", "so that was a month ago and now the spotify box just says reconnect. are all our songs gone?? we spent hours on that"),
  ),
  after(
    turns(
      "where do i see my messages with vendors",
      "Every inquiry you send from a vendor's profile becomes a conversation under My inquiries, with the vendor's replies in order.",
    ),
    ok("couple", "trouble", "feature_question", "inquiry-limits", "ok but now it won't let me send ANOTHER new inquiry to the same photographer, says I already wrote them twice today. I just forgot to ask about a second shooter"),
  ),

  // Features Serviceberry does not have, asked as the next question.
  after(
    turns(
      "how do i send rsvp reminders",
      "In your guest list manager, choose Send invitations, then send a reminder only to the households that haven't answered. Households need an email address.",
    ),
    notYet("couple", "text-messages", "half my family does not check email ever. can it send them a text instead?"),
  ),
  after(
    turns(
      "which cities do you do",
      "We cover Cleveland, Columbus and Cincinnati in Ohio, and Nashville in Tennessee.",
    ),
    notYet("couple", "hotel-blocks", "nashville! most of our guests are flying in. can serviceberry get us a block of rooms at a hotel near the venue with a group rate"),
  ),
  after(
    turns(
      "how do couples contact me",
      "Couples send inquiries from your profile once their email is verified. Each one waits in the inbox of your vendor dashboard, where you reply in the same conversation.",
    ),
    notYet("vendor", "vendor-invoices", "Cool. And once a couple books, can I send them my contract and an invoice through here and have them pay the deposit by card?"),
  ),
  after(
    turns(
      "how do i block out dates",
      "From your venue dashboard open Tours. Set your touring hours, add open slots, and block dates when the venue is closed or booked for an event.",
    ),
    notYet("venue", "availability-sync", "ok but all our events already live in google calendar. can I just connect that so I'm not blocking every date in two places"),
  ),
  after(
    turns(
      "is there a group chat for the wedding party",
      "Yes. Every couple has a planning chat for the couple and the helpers they gave chat access; helpers open it from their contributor dashboard.",
    ),
    notYet("contributor", "guest-photos", "perfect thx. also after the reception is there a place on here where all the guests can upload the pics from their phones? I'm MOH and got voluntold to collect them"),
  ),

  // Escalations: the article didn't do it, or it's a matter for a person.
  after(
    turns(
      "the floor plan page won't load",
      "Reload the page first; if it's still wrong, try a private window, which starts without old files or extensions. Serviceberry works in current Chrome, Safari, Firefox and Edge.",
    ),
    person("couple", "technical", "medium", "page-not-loading", "did the private window, tried safari too. still a totally white page where the floor plan should be. the venue wants our layout by friday"),
  ),
  after(
    turns(
      "my bakery is already listed on here, how do i claim it",
      "Create a vendor account, then open Claim your business, find your listing and tell us how we can confirm it's yours. Our team confirms that you run the business, usually through its public phone number or email.",
    ),
    person("vendor", "vendor_management", "high", "claim-dispute", "went to claim it and it says the listing has already been claimed?? by who?? it's a one woman bakery, I'm the only one here. someone else has my shop"),
  ),
  after(
    turns(
      "how do we get a refund",
      "Deposits paid to a venue or vendor follow that business's contract, so ask them first. If you were charged by Serviceberry and think it's wrong, I can open a ticket for our team.",
    ),
    person("couple", "booking", "high", "booking-dispute", "we DID ask them. the caterer closed down, stopped answering calls, and still has our $1,500 deposit. the wedding is in 2 months and we found them through your site. what can you do"),
  ),
  after(
    turns(
      "none of the open tour times at this venue work for us so I asked for a different one",
      "A request for another time waits for the venue, which can confirm it, propose a different time or decline; you get an email either way.",
    ),
    person("couple", "booking", "medium", "tour-not-confirmed", "its been 5 days and nothing from the venue. no yes no no. can someone on your end poke them?"),
  ),
  after(
    turns(
      "can't get into our venue account",
      "Make sure you're using the email address you signed up with, and that caps lock is off. You can also reset your password from the sign-in page.",
    ),
    person("venue", "login", "urgent", null, "the reset goes to an email that isn't ours anymore, somebody changed the email on the account. and our listing now has a different phone number on it. I think we've been hacked"),
  ),
  after(
    turns(
      "how do i cancel my plan",
      "Open your vendor dashboard: the Your plan card has Cancel plan, which stops the renewal. Your plan keeps working until the end of the period you paid for, then your account moves to Free.",
    ),
    person("vendor", "payment", "high", "refund-request", "I did that back in October. Got charged again on the 3rd anyway. I want that money back."),
  ),
  after(
    turns(
      "can i import my guest list from a spreadsheet",
      "Yes. Export your list as CSV or your contacts as a .vcf file and import it into the guest list manager. The preview shows every row before anything is saved, and the CSV format guide lists the columns we read.",
    ),
    person("couple", "feature_question", "medium", null, "I'm sorry, this is way over my head. Is there a real person who could walk me through it?"),
  ),

  // Refusals, after a helpful first answer.
  after(
    turns(
      "can I respond to a bad review",
      "Yes. Open the Reviews tab of your vendor dashboard. Answer in public and your answer shows under the review; if a review is fake, abusive or about another business, report it and our team looks.",
    ),
    refuse("vendor", "account", "reporting takes forever. you work there, just delete it for me"),
  ),
  after(
    turns(
      "can my parents see our budget without seeing everything else",
      "Yes. Family budget access lists everyone helping you; set each person's budget access to no access, can view or can edit.",
    ),
    refuse("couple", "account", "amazing. unrelated, my sister in law is also planning on here and being super secretive. can you tell me what venue she booked?"),
  ),
  after(
    turns(
      "I'm helping my son and his fiancée, why can't I see their guest list",
      "Contributors see only what the couple shares with them, area by area. If a part is missing, the couple hasn't given you access to it yet: ask them to change your access.",
    ),
    refuse("contributor", "account", "They're on their honeymoon and won't answer. Can't you just give me access to the guest list from your end? I'm his mother."),
  ),
  after(
    turns(
      "which couples see my venue",
      "Your venue appears when couples browse venues in its city, and couples can save your venue to their favorites and request a tour from its page.",
    ),
    refuse("venue", "account", "Can you send me the list of couples who saved us, with their emails? We'd like to reach out with a fall discount."),
  ),

  // Signed-out visitors (never offered a ticket).
  after(
    turns(
      "what is serviceberry",
      "Serviceberry is a wedding-planning home for couples in Ohio and Tennessee: browse venues and vendors, keep your guest list, budget and timeline in one place, and plan with June, our planning assistant.",
    ),
    visitor("payment", "how-much-does-it-cost", "ok is it free or what? we are on a very tight budget"),
  ),
  after(
    turns(
      "cant log in",
      "Make sure you're using the email address you signed up with and that caps lock is off. You can reset your password from the sign-in page; if you're still locked out, contact us from that email address.",
    ),
    visitor("login", null, "the reset goes to my old work email and I don't work there anymore, so I can't get to it. I need an actual person to help me get back in", { contact: true }),
  ),
  after(
    turns(
      "How do I list my venue?",
      "Create a venue account, then add your venue with its capacity, pricing, amenities, photos and tour times. If your venue is already in our catalog, claim it instead.",
    ),
    visitor("venue_management", "claim-venue", "Oh, our barn is actually already on your site, I guess someone added it. How do we take it over?"),
  ),
  after(
    turns(
      "do you have columbus",
      "Yes: we cover Cleveland, Columbus and Cincinnati in Ohio, and Nashville in Tennessee.",
    ),
    visitor("feature_question", "change-city", "ok good. how do I switch it to columbus then, it keeps showing me cleveland venues"),
  ),

  // Vague: one clarifying question.
  after(
    turns(
      "how do i cancel a tour",
      "Open your venue tours, choose the tour and cancel it; the venue is told by email and the time opens up for other couples.",
    ),
    vague("couple", "ok thanks. oh wait one more thing"),
  ),
  vague("vendor", "help something is messed up"),
  vague("contributor", "hi I'm new to this, I have a question"),

  // Admins.
  after(
    turns(
      "where do I see help tickets",
      "The ticket desk lists open tickets with their priority and area; open one to read the conversation and reply.",
    ),
    admin("venue_management", "admin-venue-claims", "ok thanks. separate thing, a claim just came in for the Glass House in Columbus. where do I go to approve or reject it"),
  ),
  admin("account", "admin-users", "bride says she can't get in and gave me her email. how do I pull up her account"),
];
