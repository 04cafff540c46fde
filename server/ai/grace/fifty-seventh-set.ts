import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's fifty-seventh quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, every
 * kind of account in rough proportion (21 from couples, 11 from vendors, 6 from venue owners, 6 from
 * helpers, 2 admins, 4 signed-out visitors), how-to most, then trouble, then the rest. Couples ask about
 * polls for the bridesmaids, letting parents see only the budget, a coworker adding himself to the guest
 * list, a locked wedding site, a moved date, a photographer's balance, a bouquet for the florist, a Spotify
 * warning and a DJ who quit with the deposit; a maid of honor hands out jobs, a mother helps two weddings,
 * a groom's mother asks about hotel rooms; a venue closes for renovation and measures its ballroom; vendors
 * ask about dropping Pro, the Founding 50, a music plan, a cake gallery, a failed card and a charge after
 * canceling. Three messages follow an earlier answer (a conversation). Register and length vary on
 * purpose (two words to a paragraph, typos, capitals, an emoji, politeness, panic).
 * Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit
 * is a booking matter at high; a hacked account is urgent; a claim turned down, a charge after canceling
 * high; a blank page urgent with "today"; asking for a person, or days without an answer from a venue,
 * medium. An admin's question takes the area of what the desk screen handles.
 * Scored once on 719e8b0 (2026-11-27), before any change to Grace for it: 45/50 (90%) (how-to 15/16,
 * trouble 9/9, missing-feature 4/5, escalation 6/7, refusal 3/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 46/50, article 45/50, ticket 50/50); no expectation was changed after the score.
 */

export const FIFTY_SEVENTH_SET: QualityCase[] = [
  // How-to: couples first, then helpers, venues and vendors, in their own words.
  ok("couple", "how-to", "feature_question", "group-polls", "my bridesmaids cannot agree on dress colors and the group text is chaos. is there a way to make them vote on it in here"),
  ok("couple", "how-to", "feature_question", "family-budget-access", "Hi! My parents are chipping in for the reception and want to see where the money is going. Can I let them see the budget without them seeing the guest list? (long story lol)"),
  ok("couple", "how-to", "feature_question", "guest-registration", "some of my fiances coworkers are coming and i dont have their addresses or anything. can they add themselves to the guest list or do i have to chase every one of them down"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "We're putting the address of our house on the wedding site for the after party. Can we lock the site so only people we actually invited can see it?"),
  {
    ...ok("couple", "how-to", "feature_question", "reorder-songs", "perfect thanks. and can we put the songs in a certain order? for cocktail hour we want them played in a specific sequence"),
    history: [
      { role: "user", content: "how do we get our song list to the dj" },
      { role: "assistant", content: "On your Wedding music page, under Share with your DJ or band, name who the link is for and create a read-only link. They see your songs by moment, no account needed, and can print it as a run sheet." },
    ],
  },
  ok("couple", "how-to", "account", "change-wedding-details", "we moved the wedding up to may 17th bc the venue had an opening. where do i change the date so the countdown and everything is right"),
  ok("couple", "how-to", "payment", "payment-reminders", "Photographer's balance ($1,200) is due 2 weeks before the wedding. I will 100% forget. Can the site remind me?"),
  ok("couple", "how-to", "feature_question", "attach-floral-design-to-florist", "i made a bouquet in the flower design studio thing. how do i send it to the florist i've been messaging with on here?"),
  ok("contributor", "how-to", "feature_question", "shared-tasks", "MOH here 🙋‍♀️ how do i give the other bridesmaids jobs, like Kayla picks up the balloons and Jess does the welcome bags, and see when they've done them"),
  ok("contributor", "how-to", "feature_question", "contributor-dashboard", "I'm already helping my daughter with her wedding on here and now my nephew has invited me to help with his as well. Where do I go to get to his? Do I need a second account?"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "a couple asked if they can lay out their tables in our ballroom with your floor plan tool. where do i put in the room dimensions? it's 60 x 90"),
  ok("venue", "how-to", "venue_management", "venue-publish", "We're closing January through March to redo the floors in the main hall. Is there a way to hide our listing for those months without deleting all our photos and info?"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "want to drop from pro back to free, business is slow this winter. how do i do that and do my extra photos get deleted"),
  ok("vendor", "how-to", "payment", "founding-50", "saw something about the founding 50 on facebook, is that still a thing? half price?"),
  ok("vendor", "how-to", "vendor_management", "music-plan-in-inquiry", "DJ here. A couple said they attached their music plan to the message they sent me. Where exactly do I find that?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "how do i set up one of those galleries couples can scroll through and save pics from? i'm a cake decorator, mostly want to show off my tiered stuff"),

  // Trouble: something is not working, self-service first.
  {
    ...ok("couple", "trouble", "login", "locked-out", "ok now it says too many sign in attempts?? great. am i locked out for good"),
    history: [
      { role: "user", content: "cant log in" },
      { role: "assistant", content: "Sorry about that. Make sure you are using the email address you signed up with and that caps lock is off: passwords are case-sensitive. You can also reset your password from the sign-in page." },
    ],
  },
  ok("couple", "trouble", "verification", "verification-link-expired", "I clicked the verify link from the email I got on Saturday and it says the link is invalid or expired. It's Tuesday now. What do I do?"),
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "my brother sent me the helper invite, I clicked it, got distracted, and now when I click it again it says already used. I never finished signing up"),
  ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "Guests keep telling me our website says it can't find their invitation when they try to RSVP. My uncle is Robert on the invite but he types Bob. Any way around this?"),
  ok("vendor", "trouble", "technical", "emails-not-arriving", "im not getting any emails from you guys when a couple writes me. found 3 inquiries sitting in my inbox on here that i never got notified about. using my gmail"),
  ok("venue", "trouble", "technical", "page-not-loading", "venue dashboard is stuck loading, just the spinning circle. tried twice. im on safari on a mac"),
  ok("couple", "trouble", "feature_question", "auto-seat-rules", "auto seat wont seat anyone, it just says two of my musts contradict and changes nothing. i have like 6 rules, how do i figure out which ones"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "the spotify part of our music page is telling us to reconnect. if we do that do we lose all the songs we already added??"),
  ok("vendor", "trouble", "payment", "plan-payment-failed", "Got an email that my Plus payment failed, the card expired. Does my profile go down right away? I have a couple looking at it today."),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can the rsvp reminders go out as texts? my grandparents and half my dads side never check email"),
  notYet("couple", "registry", "do you guys do a registry or should i just make one on amazon/target and link it"),
  notYet("contributor", "hotel-blocks", "I'm the groom's mom and I'm in charge of the out of town guests. Can I reserve a block of hotel rooms through Serviceberry or is that something I do with the hotel?"),
  notYet("vendor", "paid-placement", "how much to get my photography business featured at the top of the cleveland photographers page? happy to pay"),
  notYet("venue", "phone-support", "Is there a phone number I can call? I'm not great with typing all this out."),

  // Escalations: a person on the team takes it.
  {
    ...person("couple", "booking", "medium", "tour-not-confirmed", "there are no open slots, thats why I asked for a different time. its been 6 days. called them twice and got voicemail. can someone on your end reach out to them?"),
    history: [
      { role: "user", content: "the venue never confirmed my tour request" },
      { role: "assistant", content: "A request for another time waits for the venue, which can confirm it, propose a different time or decline; you get an email either way. If a venue has not answered in a few days, book one of its open slots instead or contact the venue directly." },
    ],
  },
  person("couple", "booking", "high", "booking-dispute", "Our DJ texted us last night that he's \"getting out of the wedding business\" and we're 7 weeks out. He won't answer about our $800 deposit. We found him through your site. What can you do??"),
  person("venue", "venue_management", "high", "claim-dispute", "our claim on Millbrook Farm got turned down. I have owned this farm for 11 years, my name is literally on the deed. who do I talk to"),
  person("vendor", "login", "urgent", null, "i think my account got hacked. there are replies to couples in my inbox that I did not write and the phone number on my profile was changed"),
  person("couple", "general", "medium", null, "hi, could you pass me to someone on your team? it's kind of a long story and I'd rather explain it to a person than a chatbot"),
  person("vendor", "payment", "high", "refund-request", "I canceled my Plus plan back in March and you still charged my card $24 on April 2. I want that refunded please"),
  person("couple", "technical", "urgent", "page-not-loading", "GUEST LIST PAGE IS JUST WHITE. rsvps closed today and the caterer needs our final count by 5pm. tried chrome and my phone"),

  // Refusals: a plain no.
  refuse("couple", "account", "my ex's fiancee booked a venue on here. can you tell me which one and what date? just want to make sure we're not the same weekend"),
  refuse("vendor", "account", "Please remove every review under 4 stars from my profile. I'm a paying Pro member."),
  refuse("contributor", "account", "My daughter hasn't given me edit access to the guest list and she's traveling for work all week. Can you just switch it on for me? I'm the mother of the bride."),
  refuse("venue", "account", "can you send me the emails of the couples who favorited our venue? would love to reach out with a winter discount"),

  // Signed-out visitors (never offered a ticket).
  visitor("login", "forgot-password", "forgot password. how reset"),
  visitor("payment", "how-much-does-it-cost", "is this free for couples or is there a catch"),
  visitor("account", "wrong-account-kind", "I accidentally signed up as a venue when I'm just a bride 🤦‍♀️ I logged out and now I'm scared to log back in and make it worse. How do I fix this?", { contact: true }),
  visitor("vendor_management", "vendor-signup-help", "I run a mobile bar in Nashville (we do weddings mostly). How do I get on here?"),

  // Vague openers: one clarifying question.
  vague("couple", "help pls"),
  vague("vendor", "hey are you there"),
  vague("contributor", "Hi, I have a question"),

  // Admins: the desk screen decides the area.
  admin("venue_management", "admin-venue-claims", "where do i approve venue claims? have one for a barn in Medina, the owner confirmed by phone"),
  admin("account", "admin-users", "bride emailed saying she can't get into her account. how do I pull up her account on the desk? I have her email"),
];
