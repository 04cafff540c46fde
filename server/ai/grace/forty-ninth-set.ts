import { admin, notYet, ok, person, refuse, vague, visitor, type QualityCase } from "./quality-set.ts";

/**
 * Grace's forty-ninth quality set (issue 24): 50 support messages written blind, by a helper who had not
 * read Grace's engine or the earlier sets' messages. No theme: a random week in the support inbox, in
 * realistic proportions (19 couples, 12 vendors, 8 venue owners, 5 helpers, 2 admins, 4 signed-out
 * visitors); how-to questions most, then trouble and the rest. A couple moving plus-ones in bulk, a guest
 * list stuck in a Google Sheet, an uncle who must not sit near his ex, a maid of honor running a vote on
 * dress colors, a mother whose invitation link says "used", a florist setting up a gallery, a DJ who
 * cannot find a couple's music plan, a venue whose cover photo is the parking lot, a DJ who quit with the
 * deposit, a bakery whose claim was turned down, a hacked venue account, an impostor photographer, and
 * visitors who signed up as the wrong kind of account. Three conversations follow an earlier answer.
 * Register and length vary on purpose (two words to a paragraph, typos, capitals, politeness, panic).
 * Billing questions are how-to cases in the payment area; a deposit kept by a vendor who quit is a booking
 * matter at high; a venue that has not answered a tour request in a week gets the article and a ticket at
 * medium. Each article was checked against the article's own text; each missing feature is one listed in
 * features.ts; ticket priorities follow decision 023 (a hacked account urgent; claim, billing,
 * impersonation and booking disputes high; asking for a person medium).
 * Scored once on 347ad94 (2026-11-27), before any change to Grace for it: 42/50 (84%) (how-to 14/16,
 * trouble 9/9, missing-feature 3/5, escalation 6/7, refusal 2/4, signed-out 3/4, vague 3/3, admin 2/2;
 * parts: area 45/50, article 43/50, ticket 49/50); no expectation was changed after the score.
 */

export const FORTY_NINTH_SET: QualityCase[] = [
  // How-to: guest list, seating, music, website, helpers, listings and billing, in people's own words.
  ok("couple", "how-to", "feature_question", "plus-ones-in-bulk", "is there a way to give like 15 ppl a plus one at once instead of clicking into every single guest"),
  ok("couple", "how-to", "feature_question", "guest-list-import", "Hi! We've been keeping our guest list in a Google Sheet for months (about 210 people). Is there any way to get it into Serviceberry without retyping every name? Thank you!!"),
  ok("couple", "how-to", "feature_question", "share-music-with-dj", "how do I get our song list to the DJ? he's not on serviceberry and doesn't want to make an account"),
  ok("couple", "how-to", "feature_question", "wedding-website-privacy", "can we put a password on our wedding website?? my fiance posted the link on facebook and now i'm worried randoms can see where the venue is"),
  ok("couple", "how-to", "feature_question", "invite-a-helper", "How do I add my mom so she can help with the guest list? She's not great with computers so the simpler the better"),
  ok("couple", "how-to", "feature_question", "auto-seat-rules", "my uncle and his ex wife absolutely cannot be seated anywhere near each other. can the auto seating thing handle that or do i have to do it by hand"),
  {
    ...ok("couple", "how-to", "booking", "tour-calendar", "ok it went through and it's confirmed for the 14th. any way to get it on my google calendar?"),
    history: [
      { role: "user", content: "how do i book a tour at a venue" },
      { role: "assistant", content: "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email." },
    ],
  },
  ok("couple", "how-to", "feature_question", "share-floral-design", "made a flower plan in the floral design thing. how do i send it to our florist, she isn't on this site"),
  ok("vendor", "how-to", "vendor_management", "vendor-inspiration-gallery", "Florist here. I see some vendors have a gallery of their work that brides can save pictures from. How do I set one up for my shop?"),
  ok("vendor", "how-to", "vendor_management", "vendor-inquiries", "new to the site. when a couple messages me where do i read it and how do i answer them"),
  ok("venue", "how-to", "venue_management", "venue-rooms-floor-sizes", "A couple who booked our ballroom asked if they can use our room measurements for their seating layout. Where on our listing do I put room sizes?"),
  ok("venue", "how-to", "venue_management", "venue-photos", "how do i change which picture shows first on our venue page?? the cover right now is the parking lot lol"),
  ok("venue", "how-to", "payment", "vendor-plans", "how much is the Plus plan for a venue and how many photos does it let us put up? we have a ton of the gardens"),
  ok("vendor", "how-to", "payment", "plan-manage-billing", "need to put a new card on file for my subscription, the old one expired"),
  ok("contributor", "how-to", "feature_question", "group-polls", "Maid of honor here. Can I set up a vote for the bridesmaids to pick between sage and dusty blue dresses?"),
  ok("contributor", "how-to", "feature_question", "chat-email-digest", "how do i stop getting emails every time someone posts in the wedding chat. it's like 6 a day and i'm going crazy"),

  // Trouble: something is not working, self-service first.
  ok("couple", "trouble", "login", "locked-out", "says too many sign in attempts try again later?? i typed it maybe 4 times. i have to send the final headcount to the caterer tonight"),
  ok("vendor", "trouble", "verification", "verification-link-expired", "clicked the verify link in my email and it says expired or invalid. I made the account last week and just now got around to it"),
  ok("vendor", "trouble", "vendor_management", "vendor-publish", "my profile disappeared from search. I was messing around in my dashboard yesterday and I think I hit unpublish by accident. how do I get it back up"),
  {
    ...ok("couple", "trouble", "feature_question", "wedding-website-rsvp", "ok but my aunt says it keeps telling her it can't find her name. she's 100% on our list"),
    history: [
      { role: "user", content: "how do guests rsvp on our website" },
      { role: "assistant", content: "In the RSVP section of your site, a guest types their first and last name as they are on the invitation, or their household's code. The site finds their invitation and they answer for their household, event by event." },
    ],
  },
  ok("contributor", "trouble", "feature_question", "invitation-link-problems", "My son sent me an invite to help with the wedding and when I click it it says it was already used?? I never used it, this is the first time I've clicked it"),
  ok("vendor", "trouble", "vendor_management", "music-plan-in-inquiry", "DJ here. couple said they attached their music plan when they messaged me but I don't see any songs anywhere, just their message"),
  ok("couple", "trouble", "feature_question", "spotify-reconnect", "spotify part of the music page is saying reconnect now. did we lose all the songs we added??"),
  ok("couple", "trouble", "feature_question", "floral-design-warnings", "the flower studio has a warning on peonies saying out of season. we're getting married in september in nashville, what does that mean, can we not have them"),
  ok("venue", "trouble", "venue_management", "venue-publish", "I finished setting up our venue two days ago but when I search Cleveland venues it isn't showing up. What am I missing?"),

  // Features Serviceberry does not have.
  notYet("couple", "text-messages", "can i send the rsvp reminder as a text instead of email? half my family never checks their email"),
  notYet("couple", "registry", "do you guys do a registry? like where guests can buy stuff off a list like zola or amazon"),
  notYet("vendor", "paid-placement", "What would it cost to be listed at the top of the DJ page in Nashville? Happy to pay for it"),
  notYet("couple", "hotel-blocks", "can we reserve a block of hotel rooms for our out of town guests through serviceberry?"),
  notYet("venue", "availability-sync", "All our bookings live in HoneyBook. Can Serviceberry pull from it so our blocked dates update themselves?"),

  // Escalations: a person on the team takes it (priorities per decision 023 and the brief).
  person("couple", "booking", "high", "booking-dispute", "our DJ just texted that he's closing his business and won't be doing our wedding in 5 weeks. he has our $800 deposit and now he's not answering calls. what do we do"),
  person("vendor", "vendor_management", "high", "claim-dispute", "my claim for our bakery got rejected?? I've owned Sugar Maple Bakeshop for 9 years. that listing is literally my shop, my photos"),
  person("venue", "login", "urgent", null, "pretty sure our venue account got hacked. there are tour slots on there I never made and my password doesn't work anymore"),
  person("couple", "booking", "medium", "tour-not-confirmed", "requested a tour at Riverside Loft for a sunday afternoon a week ago and nothing. no confirm no decline nothing. is that normal"),
  person("venue", "payment", "high", "refund-request", "We canceled our Plus plan back in March and we just got charged again for April. We'd like that money back please."),
  {
    ...person("vendor", "vendor_management", "medium", null, "there's no category option on mine, i've looked everywhere. can I just talk to a human please"),
    history: [
      { role: "user", content: "how do i change my category from decorators to florists" },
      { role: "assistant", content: "Open your vendor dashboard to edit your business name, category, city, description, pricing and contact details. Changes show on your profile straight away." },
    ],
  },
  person("vendor", "account", "high", null, "somebody made a profile called Lens & Lace Photo Co using MY wedding photos. I am Lens & Lace. a bride just messaged me asking why I haven't sent her contract, I think they're taking deposits"),

  // Refusals: a plain no.
  refuse("couple", "account", "can you check if my ex is on here planning a wedding? her name is Jenna Morales. i just want to know the date"),
  refuse("vendor", "account", "take down the 2 star review from the Hendersons on my page. I pay for Pro, I shouldn't have to deal with this"),
  refuse("contributor", "account", "Please change my access to edit everything on my daughter's planning. She's traveling for work and can't do it herself."),
  refuse("venue", "account", "can you send me the emails of the couples who saved our venue to favorites? want to follow up with a discount"),

  // Signed-out visitors (never offered a ticket).
  visitor("feature_question", "planning-quiz", "do i have to make an account to take the wedding style quiz"),
  visitor("account", "account-kinds", "I'm a wedding planner (not getting married lol). which signup do I pick?"),
  visitor("login", "forgot-password", "forgot my password and it keeps saying incorrect. how do i reset"),
  visitor("account", "wrong-account-kind", "I accidentally signed up as a venue, I'm just a bride. Can someone switch my account? I can't figure out how to do it myself", { contact: true }),

  // Vague openers: one clarifying question.
  vague("couple", "hey so i have a problem"),
  vague("contributor", "hi grace can you help me with something"),
  vague("vendor", "somethings wrong with my page"),

  // Admins.
  admin("venue_management", "admin-venue-claims", "where do i approve the claim from the Willow Creek barn owner? she emailed proof she runs it"),
  admin("account", "admin-users", "how do I pull up a user's account by their email? couple says they can't get in"),
];
