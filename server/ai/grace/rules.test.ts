import { describe, expect, it } from "vitest";
import type { GraceHistoryMessage, StakeholderType } from "../../../domain/grace.ts";
import { createBuiltInGrace } from "./engine.ts";

/**
 * Grace's general rules for long conversations and for running a business (round 12), each checked on
 * messages written for this file, not taken from a quality set.
 */
const grace = createBuiltInGrace();
const turns = (...lines: string[]): GraceHistoryMessage[] => lines.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
const decide = (message: string, stakeholder: StakeholderType = "couple", history: GraceHistoryMessage[] = [], signedIn = true) => grace.decide({ message, history, stakeholder, signedIn });

describe("in a conversation, the last message's own question wins", () => {
  it("answers a new question in the last turn, not the earlier turns' topic", () => {
    const history = turns("how do I import my guest list from a spreadsheet", "Export your list as CSV and import it into the guest list manager.");
    const answer = decide("yay that went in fine. unrelated but our playlist lives on spotify, can we bring the whole thing over to the music page?", "couple", history);
    expect(answer.articles[0]?.slug).toBe("connect-spotify");
  });

  it("drops a sentence that only says the last step is done, and answers what is asked now", () => {
    const history = turns("how do I make my profile public", "Choose Publish on your vendor dashboard and couples can find and write to you.");
    const answer = decide("Done, we're published! Now how do we find out when a couple wants to hire us?", "vendor", history);
    expect(answer.articles[0]?.slug).toBe("vendor-inquiries");
    expect(answer.issueType).toBe("vendor_management");
  });

  it("still reads a follow-up that names nothing of its own in the light of the earlier question", () => {
    const history = turns("I forgot my password", "Choose Forgot password on the sign-in page and enter your email.");
    expect(decide("did that twice, still no luck", "couple", history).issueType).toBe("login");
  });

  it("reads 'what about for...' as leaning on the earlier question, not as a subject of its own", () => {
    const history = turns("where do I see inquiries", "Each one waits in the inbox of your vendor dashboard.");
    expect(decide("what about for my assistant, can she see them too", "vendor", history).issueType).toBe("vendor_management");
    const dates = turns("how do I block dates for a private event", "From your venue dashboard open Tours and block dates.");
    expect(decide("what about holidays like christmas week?", "venue", dates).articles[0]?.slug).toBe("venue-tour-slots");
  });

  it("asks what it is about when a later turn only opens something new", () => {
    const history = turns("how do I add a table to the floor plan", "Open the Floor plan builder and choose Add table.", "great, found it", "Glad that helped!");
    for (const message of ["hmm ok and one more thing actually", "alright something else is not right now", "not sure if you're the right one to ask", "i'm here for my daughter's wedding"]) {
      const answer = decide(message, "contributor", history);
      expect(answer.issueType, message).toBe("general");
      expect(answer.articles, message).toEqual([]);
      expect(answer.suggestTicket, message).toBe(false);
    }
  });
});

describe("trouble and people in a conversation", () => {
  it("reads exclamation marks after good news as excitement, not anger", () => {
    const history = turns("how do I make a wedding website", "Open Planning, then Wedding Website, and publish when you're ready.");
    const answer = decide("it's live!!! so pretty. can I keep it private so only people with a password get in?", "couple", history);
    expect(answer.suggestTicket).toBe(false);
    expect(answer.articles[0]?.slug).toBe("wedding-website-privacy");
  });

  it("answers a new, named failure that came of following the advice with its own article, not a ticket", () => {
    const history = turns("i can't remember my password", "Choose Forgot password on the sign-in page and enter your email; we send a reset link.");
    const answer = decide("did what you said, opened the email an hour later and the reset link says expired", "vendor", history);
    expect(answer.articles[0]?.slug).toBe("reset-link-expired");
    expect(answer.suggestTicket).toBe(false);
  });

  it("does not repeat the article already given when the person now asks for a human", () => {
    const history = turns("my password isn't accepted", "Make sure you use the email you signed up with and that caps lock is off.");
    const answer = decide("checked the email and caps lock, it still rejects my password. please get me a real person", "couple", history);
    expect(answer.articles).toEqual([]);
    expect(answer.suggestTicket).toBe(true);
  });
});

describe("running a business: staff, ownership and money", () => {
  it("reads a charge after canceling as a refund request, with a ticket at high", () => {
    for (const message of ["I turned off Plus in October and you billed my card again on the 1st, please refund it", "canceled our subscription weeks ago yet stripe took $24 from us today. want it back"]) {
      const answer = decide(message, "venue");
      expect(answer.articles[0]?.slug, message).toBe("refund-request");
      expect(answer.suggestTicket, message).toBe(true);
      expect(answer.priority, message).toBe("high");
    }
  });

  it("does not read a question about what canceling would do as a charge in dispute", () => {
    expect(decide("if I cancel my plan today, will I still be billed next month?", "vendor").suggestTicket).toBe(false);
  });

  it("treats someone who left the business and took the login with them as an urgent account takeover", () => {
    const answer = decide("Our old receptionist quit on Friday and reset the password to the business account. She still has access and we're locked out.", "vendor");
    expect(answer).toMatchObject({ issueType: "account", suggestTicket: true, priority: "urgent", articles: [] });
  });

  it("still answers how to change the password when someone who left only knows it", () => {
    expect(decide("a photographer who used to work for us no longer works here but knows our password. how do we change it?", "vendor").articles[0]?.slug).toBe("change-password");
  });

  it("sends an account whose email nobody can reach any more to a person, not to a reset", () => {
    const answer = decide("our former manager opened the listing with her work email and none of us can get into that inbox now. how do we get in?", "venue", [], false);
    expect(answer.articles).toEqual([]);
    expect(answer.issueType).toBe("login");
    expect(answer.links.map((l) => l.href)).toEqual(expect.arrayContaining(["/auth?mode=signin", "/contact"]));
  });

  it("reads another account acting in the asker's name as impersonation, high", () => {
    const answer = decide("there's a profile named Bloom Room Florals that is writing to brides in my name. I'm the owner of Bloom Room and it isn't me.", "vendor");
    expect(answer).toMatchObject({ issueType: "account", suggestTicket: true, priority: "high" });
  });

  it("reads a tour request unanswered for days as a wait (article and a ticket at medium), not a dispute", () => {
    const answer = decide("I requested a Thursday evening tour 6 days ago and have heard nothing back from the venue, not even a no", "couple");
    expect(answer.articles[0]?.slug).toBe("tour-not-confirmed");
    expect(answer).toMatchObject({ suggestTicket: true, priority: "medium", issueType: "booking" });
  });

  it("refuses to tell a business partner's password, with no ticket", () => {
    const answer = decide("my co-owner made our vendor login and won't share it. could you tell me what his password is?", "vendor");
    expect(answer.refused).toBe(true);
    expect(answer.suggestTicket).toBe(false);
  });
});

describe("the words businesses and couples use for features that exist", () => {
  const slug = (message: string, as: StakeholderType) => decide(message, as).articles[0]?.slug;

  it("finds the article behind everyday wording", () => {
    expect(slug("we're photographers but started filming too, can we be listed under videographers as well?", "vendor")).toBe("vendor-categories");
    expect(slug("can I tell which gallery pictures brides keep saving to their boards?", "vendor")).toBe("vendor-inspiration-gallery");
    expect(slug("that venue questionnaire on the dashboard, is it required or optional?", "venue")).toBe("venue-questionnaire-help");
    expect(slug("can I point a chat message at one person so she knows it's for her", "couple")).toBe("chat-mentions");
    expect(slug("the music page wants us to reconnect spotify, are our songs gone?", "couple")).toBe("spotify-reconnect");
    expect(grace.decide({ message: "how do I look up a member by name on the desk", history: [], stakeholder: "couple", signedIn: true, admin: true }).articles[0]?.slug).toBe("admin-users");
  });
});

describe("a business's listing, photos, ownership and plan", () => {
  it("reads hiding a listing for a season as unpublishing it, not a business that closed on a couple", () => {
    for (const [message, as, slug] of [
      ["our bakery shuts down every summer for two months, can we hide the profile till we're back?", "vendor", "vendor-publish"],
      ["we're closing the barn over the winter for a new floor. can the listing go away until we reopen?", "venue", "venue-publish"],
    ] as const) {
      const answer = decide(message, as);
      expect(answer.articles[0]?.slug, message).toBe(slug);
      expect(answer.suggestTicket, message).toBe(false);
    }
  });

  it("reads a photo to show first as the cover photo, not paid placement", () => {
    const answer = decide("the main photo couples see is our kitchen, how do I make the garden picture come first?", "venue");
    expect(answer.missingFeature).toBeUndefined();
    expect(answer.articles[0]?.slug).toBe("venue-photos");
  });

  it("reads putting a new owner's email on the account as changing the account's email", () => {
    expect(decide("I'm handing the studio over to my partner in May. can I move the account to his email when I go?", "vendor").articles[0]?.slug).toBe("change-email");
    expect(decide("retiring and the new owner is keeping our page. can we put the buyer's email on the account?", "venue").articles[0]?.slug).toBe("change-email");
  });

  it("answers a listing missing from search with the publish article, even behind another topic's words", () => {
    expect(decide("we set up our third hall last week but it doesn't come up when I search venues near Dayton", "venue").articles[0]?.slug).toBe("venue-publish");
  });

  it("says 'not yet' to a business asking to take couples' payments through Serviceberry", () => {
    expect(decide("can our clients send us their deposits through serviceberry instead of by check?", "vendor").missingFeature).toBe("vendor-invoices");
  });

  it("reads a plan payment that did not go through as the failed-payment article", () => {
    expect(decide("stripe says our plus payment failed. will our photos and page disappear?", "vendor").articles[0]?.slug).toBe("plan-payment-failed");
  });

  it("refuses a helper who asks Grace to switch on a part the couple has not shared, even if the couple is out of reach", () => {
    const answer = decide("my son is camping with no signal and not answering. could you turn the guest list on for me? he'd be fine with it", "contributor");
    expect(answer.refused).toBe(true);
    expect(answer.suggestTicket).toBe(false);
  });
});

/**
 * Round 13's general rules ("can Serviceberry do X?" and a user's whole life on the product), each checked on
 * messages written for this file, not taken from a quality set.
 */
describe("asked whether Serviceberry can do something, Grace shows how", () => {
  it("leaves out what another wedding site did or charged, keeping the thing it did", () => {
    const answer = decide("withjoy made us pay for a custom domain. can serviceberry do a wedding website for us?");
    expect(answer.articles[0]?.slug).toBe("make-a-wedding-website");
    expect(answer.suggestTicket).toBe(false);
    const priced = decide("does serviceberry do escort cards? minted charged us $90 for them and our seating is already done on here");
    expect(priced.issueType).toBe("feature_question");
    expect(priced.articles[0]?.slug).toBe("caterer-sheet-place-cards");
    expect(priced.suggestTicket).toBe(false);
  });

  it("answers 'can it...' with the how-to article, not the one about reconnecting or changing it later", () => {
    expect(decide("can this hook up to our spotify account so our songs come over?").articles[0]?.slug).toBe("connect-spotify");
  });

  it("reads 'your site' as Serviceberry, so a question about online RSVP is not about the couple's website", () => {
    expect(decide("does your site let guests rsvp online instead of mailing cards back?", "couple", [], false).articles[0]?.slug).toBe("rsvp-online");
  });

  it("lists a venue that is not on Serviceberry yet instead of claiming it", () => {
    expect(decide("we're converting my grandfather's dairy barn into an event space next year. how do we get it listed on here?", "venue").articles[0]?.slug).toBe("list-a-venue");
    expect(decide("our barn is already on your site but someone else set it up. how do we get it listed under us?", "venue").articles[0]?.slug).toBe("claim-venue");
  });

  it("answers how to join as a vendor with the sign-up, whatever trade is named", () => {
    expect(decide("I'm a cake decorator who just went independent. how can I sign up here as a vendor?", "vendor").articles[0]?.slug).toBe("vendor-signup-help");
  });
});

describe("a user's whole life on the product", () => {
  it("gives a new couple the dashboard's first steps", () => {
    expect(decide("we only just signed up, what are the first steps we should take?").articles[0]?.slug).toBe("couple-dashboard");
  });

  it("reads closing an account after saving a copy as the download-and-delete article", () => {
    const answer = decide("all done with the wedding, how do I get a copy of our data and then close my account?");
    expect(answer.articles[0]?.slug).toBe("delete-account");
    expect(answer.issueType).toBe("account");
  });

  it("reads taking a listing down for some months as unpublishing it", () => {
    expect(decide("we shut for renovations every August. do I take our listing down for those weeks or leave it?", "venue").articles[0]?.slug).toBe("venue-publish");
  });

  it("reads a link that stopped working as expired, and a verify link named earlier in the sentence as that link", () => {
    const answer = decide("it wants me to confirm my email first, but the link it sent me no longer works now", "contributor");
    expect(answer.articles[0]?.slug).toBe("verification-link-expired");
    expect(answer.issueType).toBe("verification");
  });

  it("takes a listing claimed by a former staffer as a claim dispute", () => {
    const answer = decide("our bakery's page was claimed by a former employee and she is replying to couples as us", "vendor");
    expect(answer.articles[0]?.slug).toBe("claim-dispute");
    expect(answer.suggestTicket).toBe(true);
    expect(answer.priority).toBe("high");
  });

  it("does not read 'today' telling when the news came as urgency", () => {
    const answer = decide("the caterer we booked called today to say she's going out of business and keeping our deposit. the wedding is in 3 months");
    expect(answer.suggestTicket).toBe(true);
    expect(answer.priority).toBe("high");
  });

  it("takes days without a yes or no on a tour request as a wait for a person", () => {
    const answer = decide("we requested a tour at the orchard 8 days ago and they never gave us a yes or no");
    expect(answer.suggestTicket).toBe(true);
    expect(answer.priority).toBe("medium");
  });

  it("asks what a question 'about my account' is, filing nothing", () => {
    const answer = decide("I have a quick question about my listing", "venue");
    expect(answer.suggestTicket).toBe(false);
    expect(answer.articles).toHaveLength(0);
  });

  it("refuses another bride's guest list and access put back behind the couple's back", () => {
    const other = decide("could you show me the guest list of the other couple I'm helping? they haven't shared it yet", "contributor");
    expect(other.refused).toBe(true);
    expect(other.issueType).toBe("account");
    const back = decide("my son removed me as a helper. can you add me back in as an editor without him finding out?", "contributor");
    expect(back.refused).toBe(true);
    expect(back.suggestTicket).toBe(false);
  });
});

describe("what a message says around its ask (session 21)", () => {
  it("reads a wait after the advice was followed as a wait, at medium, with the article", () => {
    const history = turns("how do i book a tour of a venue", "Open the venue's page and choose one of its open tour times.");
    const waited = decide("I did that, asked for a Friday morning at the old mill 6 days ago. Still nothing, not a yes or a no. Is that normal?", "couple", history);
    expect([waited.articles[0]?.slug, waited.suggestTicket, waited.priority]).toEqual(["tour-not-confirmed", true, "medium"]);
  });

  it("hears being bad with dates as the writer, not as anger", () => {
    const reminder = decide("Our photographer's balance is due on the 20th. Can you remind me a few days before? I'm the worst at dates");
    expect([reminder.articles[0]?.slug, reminder.suggestTicket]).toEqual(["payment-reminders", false]);
  });

  it("answers a business that is not signed in with what a listing costs, and refuses to edit someone's review", () => {
    expect(decide("be honest, do you take a percentage of every booking I get through you?", "vendor", [], false).articles[0]?.slug).toBe("vendor-cost");
    expect(decide("The Parkers gave us 2 stars but promised to make it 5. Could you change it for them?", "vendor").refused).toBe(true);
  });

  it("finds the gallery's link, a rejected claim with the listing named between, and what a venue's basics need", () => {
    expect(decide("a bride says the link to our bouquet gallery is dead now", "vendor").articles[0]?.slug).toBe("vendor-inspiration-gallery-link");
    const claim = decide("Our claim on Willow Creek Barn was rejected. We have run it since 2009.", "venue");
    expect([claim.articles[0]?.slug, claim.priority]).toEqual(["claim-dispute", "high"]);
    expect(decide("finished filling in all our venue details yesterday and my sister searched for us and we're not there. what did I miss?", "venue").articles[0]?.slug).toBe("venue-publish");
  });
});

describe("helpers asking Grace to act, and what people call things (session 21, later)", () => {
  it("refuses a helper's request that only the couple can grant", () => {
    for (const message of [
      "could you please upgrade me to editing on my daughter's budget? she set me to view only",
      "can you remove the groom's sister from their planning, she's being awful",
      "would you copy the Lees' guest list into the Parks' account? I plan both",
    ]) expect(decide(message, "contributor").refused, message).toBe(true);
    // Asking how is not asking Grace to do it.
    expect(decide("can you show me how to see the budget my son shared", "contributor").refused).toBeFalsy();
  });

  it("finds polls, plus-ones at once, a helper's dashboard and a refund asked for", () => {
    expect(decide("is there any way the bridesmaids can vote on dresses here?", "couple").articles[0]?.slug).toBe("group-polls");
    expect(decide("I coordinate for 4 couples now. is there a single page with all my couples or a separate login for every one?", "contributor").articles[0]?.slug).toBe("contributor-dashboard");
    const refund = decide("I canceled Plus in May and was charged again in June. I'd like my money back", "venue");
    expect([refund.articles[0]?.slug, refund.priority]).toEqual(["refund-request", "high"]);
  });
});

describe("the round 20 blind set's lessons (session 21, last)", () => {
  it("hears a bad connection as the setting, a six-day wait as a wait, and an ex's email as someone else's data", () => {
    const upload = decide("my photos won't upload, the hotel internet here is awful. it just says failed", "vendor");
    expect([upload.articles[0]?.slug, upload.suggestTicket]).toEqual(["photo-upload-fails", false]);
    const waited = decide("we asked Oak Hollow for another tour time a week ago, 7 days with nothing. can someone poke them?", "couple");
    expect([waited.suggestTicket, waited.priority]).toEqual([true, "medium"]);
    expect(decide("which email address my ex-fiance is using on this site? she's on here too", "couple").refused).toBe(true);
  });
});

describe("the round 21 and 22 blind sets' lessons (session 22)", () => {
  it("never says 'not yet' to a couple about what only a business lacks", () => {
    const answer = decide("we have a tour on friday, is there a way to put it on my google calendar?", "couple");
    expect([answer.missingFeature, answer.articles[0]?.slug]).toEqual([undefined, "tour-calendar"]);
    expect(decide("Can Serviceberry pull bookings from our CRM so our blocked dates update themselves?", "venue").missingFeature).toBe("availability-sync");
  });

  it("hears a helper's 'please change my access' as asking Grace to act, and another couple's booking as theirs", () => {
    expect(decide("Please change my access so I can edit the budget, my son is on his honeymoon", "contributor").refused).toBe(true);
    expect(decide("who has the Orchard Barn booked on October 3? we really wanted that date", "couple").refused).toBe(true);
    expect(decide("can you see if my old roommate has an account here", "couple").refused).toBe(true);
    expect(decide("can you check if my maid of honor has accepted my helper invitation yet", "couple").refused).toBeFalsy();
  });

  it("gives a visitor the plain yes about family helping, and a how-to only when asked how", () => {
    expect(decide("once we sign up, can our parents help with the planning?", "couple", [], false).articles[0]?.slug).toBe("invite-helpers");
    expect(decide("how would my sister get invited to help us plan", "couple", [], false).articles[0]?.slug).toBe("invite-a-helper");
  });

  it("treats a week, or days 'and nothing', as a wait for a person", () => {
    const waited = decide("asked the Willow Inn for a tour a week ago and still nothing. is that normal?", "couple");
    expect([waited.suggestTicket, waited.priority]).toEqual([true, "medium"]);
    const after = decide("8 days now and nothing. should I call them?", "couple", turns("I asked a venue for a different tour time and they haven't replied", "A request for another time waits for the venue."));
    expect([after.articles[0]?.slug, after.suggestTicket, after.priority]).toEqual(["tour-not-confirmed", true, "medium"]);
  });
});

describe("the round 24 blind sets' lessons (session 22, last)", () => {
  it("passes one's own lost sign-in address to a person, pointing a visitor to the contact page", () => {
    const lost = decide("my login email was at my old job and I no longer have that email. how do I get back in?", "couple", [], false);
    expect([lost.issueType, lost.articles[0]?.slug, lost.suggestTicket]).toEqual(["login", undefined, false]);
    expect(lost.links.map((l) => l.href)).toContain("/contact");
  });

  it("reads a nudge to those who never answered as the reminder send, and a list still blank as how it stands", () => {
    const nudge = decide("can we ping only the guests who haven't rsvp'd? about 30 names are still blank", "couple", turns("how do guests rsvp", "Each guest gets a personal RSVP link."));
    expect([nudge.articles[0]?.slug, nudge.suggestTicket]).toEqual(["send-invitations", false]);
  });

  it("hears family who may see only the budget, and a relative's date asked after as theirs", () => {
    expect(decide("is there a way my parents can view just the budget and nothing else?", "couple").articles[0]?.slug).toBe("family-budget-access");
    expect(decide("my brother is planning his wedding here too. can you tell me what weekend he picked?", "couple").refused).toBe(true);
  });

  it("asks what's going on when a stretched greeting names nothing", () => {
    const hello = decide("heyyy so i sorta need help with a thing", "vendor");
    expect([hello.issueType, hello.suggestTicket]).toEqual(["general", false]);
  });
});

describe("the round 25 blind sets' lessons (session 23)", () => {
  it("lets family see the budget without the guest list, and refuses what someone they know booked", () => {
    const family = decide("My parents are chipping in and want to see where the money is going. Can I let them see the budget without them seeing the guest list?", "couple");
    expect([family.refused ?? false, family.articles[0]?.slug]).toEqual([false, "family-budget-access"]);
    expect(decide("can I add a helper without them seeing it?", "couple").refused ?? false).toBe(false);
    expect(decide("my ex's fiancee booked a venue on here. can you tell me which one and what date?", "couple").refused).toBe(true);
    expect(decide("my sister booked a venue on here last year, can you tell me which cities you cover?", "couple").refused ?? false).toBe(false);
  });

  it("hears a business that runs something weddings use asking to join", () => {
    const bar = decide("I run a mobile bar in Nashville (we do weddings mostly). How do I get on here?", "couple", [], false);
    expect([bar.issueType, bar.articles[0]?.slug]).toEqual(["vendor_management", "vendor-signup-help"]);
  });

  it("hears days of voicemail and nobody picking up as waiting for a person, on the tour asked about", () => {
    const tour = turns("the venue never confirmed my tour request", "A request for another time waits for the venue, which can confirm it, propose a different time or decline.");
    const voicemail = decide("there are no open slots, thats why I asked for a different time. its been 6 days. called them twice and got voicemail. can someone on your end reach out to them?", "couple", tour);
    expect([voicemail.issueType, voicemail.articles[0]?.slug, voicemail.suggestTicket, voicemail.priority]).toEqual(["booking", "tour-not-confirmed", true, "medium"]);
    const nobody = decide("it's been 5 days. none of their open times work for us and nobody picks up the phone there", "couple", tour);
    expect([nobody.suggestTicket, nobody.priority]).toEqual([true, "medium"]);
  });

  it("gives the expired link's own article when a step done turned up a new problem", () => {
    const expired = decide("ok found it in spam but the link says it's expired. it's from tuesday", "couple", turns("never got the email to verify my account", "Verification emails usually arrive within a minute. Check your spam folder."));
    expect([expired.issueType, expired.articles[0]?.slug]).toEqual(["verification", "verification-link-expired"]);
  });

  it("finds plus-ones for several guests at once and a venue visit set up", () => {
    expect(decide("is there a way to give a bunch of people a plus one at once? my fiance wants all 8 groomsmen to get one", "couple").articles[0]?.slug).toBe("plus-ones-in-bulk");
    const visit = decide("we want to go see The Glasshouse in Columbus, preferably a saturday morning. how do we set up a visit", "couple");
    expect([visit.issueType, visit.articles[0]?.slug]).toEqual(["booking", "book-venue-tour"]);
  });
});

describe("the round 26 blind sets' lessons (session 23)", () => {
  it("hears a listing shown under someone else as a claim dispute, from an owner or a visitor with no account", () => {
    const owner = decide("Our venue, The Grainery in Columbus, now shows somebody else as the owner on your site. We never sold it or gave anyone permission.", "venue");
    expect([owner.articles[0]?.slug, owner.suggestTicket, owner.priority]).toEqual(["claim-dispute", true, "high"]);
    const visitor = decide("I own a venue in Nashville and just found out someone else claimed our listing on your site. I don't even have an account yet. How do I get this fixed", "couple", [], false);
    expect([visitor.refused ?? false, visitor.issueType, visitor.articles[0]?.slug, visitor.suggestTicket]).toEqual([false, "venue_management", "claim-dispute", false]);
    expect(visitor.links.map((l) => l.href)).toContain("/contact");
  });

  it("sends a fault with the wedding's own deadline on it to a person at once", () => {
    const spinning = decide("the guest list page wont load, it just spins forever on chrome AND safari. wedding is saturday and the caterer needs final numbers today", "couple");
    expect([spinning.issueType, spinning.articles[0]?.slug, spinning.suggestTicket, spinning.priority]).toEqual(["technical", "page-not-loading", true, "urgent"]);
    expect(decide("the guest list page wont load on safari", "couple").suggestTicket).toBe(false);
  });

  it("refuses what another couple pays, even when the asker feels overcharged", () => {
    expect(decide("Can you tell me what the couple who booked our venue the weekend before us is paying? I think we got overcharged", "couple").refused).toBe(true);
  });
});

describe("the round 27 blind sets' lessons (session 23)", () => {
  it("reads a vendor who quit and ignores the deposit as a booking dispute, wherever the couple found them", () => {
    const quit = decide("our DJ quit 2 months before the wedding. just texted 'sorry cant do it anymore' and now he's ignoring us about the $800 deposit. we found him on serviceberry. what can you guys do??", "couple");
    expect([quit.issueType, quit.articles[0]?.slug, quit.suggestTicket, quit.priority]).toEqual(["booking", "booking-dispute", true, "high"]);
  });

  it("refuses who else asked for a date, and takes a story told aside as no part of the ask", () => {
    expect(decide("can you tell me who else requested a tour at the glasshouse for may 17?", "couple").refused).toBe(true);
    const moved = decide("We had to move the wedding from Sept 14 to Oct 5 (venue double booked, long story). Where do I change the date so everything else follows it?", "couple");
    expect([moved.articles[0]?.slug, moved.suggestTicket]).toEqual(["change-wedding-details", false]);
  });

  it("hears a business or a place that hosts weddings asking to join, each to its own way in", () => {
    const hair = decide("Hi! I do wedding hair and makeup in Nashville. How do I get my business on here?", "couple", [], false);
    expect(hair.articles[0]?.slug).toBe("vendor-signup-help");
    const winery = decide("Hello, I own a small winery outside Cincinnati and we host weddings. How would we get listed on your site?", "couple", [], false);
    expect([winery.issueType, winery.articles[0]?.slug]).toEqual(["venue_management", "list-a-venue"]);
  });

  it("reads what a helper must not see, the DJ's lists, the free plan's limit and a step done before a new question", () => {
    expect(decide("how do i add my mom so she can help with the guest list but NOT see the budget", "couple").articles[0]?.slug).toBe("invite-a-helper");
    expect(decide("our DJ is asking for our must play and do not play lists. whats the easiest way to get him what we put in here", "couple").articles[0]?.slug).toBe("share-music-with-dj");
    expect(decide("how many pics can i put up before i have to start paying", "vendor").articles[0]?.slug).toBe("vendor-plans");
    const cards = decide("ok did that and saved it. can i print little name cards with everyone's table number from it?", "couple", turns("how do i make a seating chart", "Open the Floor plan builder, add your tables and drag guests onto them."));
    expect([cards.articles[0]?.slug, cards.suggestTicket]).toEqual(["caterer-sheet-place-cards", false]);
  });
});

describe("the round 28 blind sets' lessons (session 23)", () => {
  it("hears a listing still held by an old owner, and someone posing as the business, as reports for a person", () => {
    const old = decide("We bought the property in March and the old owner still manages our venue page on here. How do we get the listing moved to us?", "venue");
    expect([old.articles[0]?.slug, old.suggestTicket, old.priority]).toEqual(["claim-dispute", true, "high"]);
    const posing = decide("someone on here is messaging couples saying they're the event coordinator for our barn and asking for deposits by venmo. that is NOT us", "venue");
    expect([posing.issueType, posing.suggestTicket, posing.priority]).toEqual(["account", true, "high"]);
  });

  it("refuses reviews written for a business, and still tells a business how to get them", () => {
    expect(decide("Can you post a few 5 star ones on my page to get me started?", "vendor").refused).toBe(true);
    expect(decide("how do I get couples to write reviews for me?", "vendor").refused ?? false).toBe(false);
  });

  it("reads a new card put in as billing, a separate app as no part of the ask, and 'real quick' as nothing named", () => {
    expect(decide("need to update the card for my plan, the old one expired", "vendor").articles[0]?.slug).toBe("plan-manage-billing");
    expect(decide("our plan suddenly says free, the card expired, what happened", "vendor").articles[0]?.slug).toBe("plan-payment-failed");
    expect(decide("is there a way to do table assignments on here or do i need a separate app for that", "couple").articles[0]?.slug).toBe("seating-chart");
    const locked = decide("did all that. now it says too many sign in attempts and won't even let me try. great", "couple", turns("cant sign in, it keeps saying wrong password", "Make sure you are using the email address you signed up with."));
    expect([locked.articles[0]?.slug, locked.suggestTicket]).toEqual(["locked-out", false]);
    expect(decide("tried all that. still doesn't work, I want a real person", "couple", turns("cant sign in", "Reset your password from the sign-in page.")).suggestTicket).toBe(true);
    const quick = decide("hey can you help me with something real quick", "couple");
    expect([quick.issueType, quick.articles.length, quick.suggestTicket]).toEqual(["general", 0, false]);
  });
});

