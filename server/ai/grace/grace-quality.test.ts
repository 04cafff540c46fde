import { describe, expect, it } from "vitest";
import { deriveStakeholderType, type IssueType, type StakeholderType } from "../../../domain/grace.ts";
import { createBuiltInGrace } from "./engine.ts";

/**
 * The quality bar of the built-in engine: real-sounding support messages from every kind of account,
 * each with the help area it is about, a screen Grace must link to, and whether a person should step in.
 */
interface Case {
  message: string;
  as: StakeholderType;
  area: IssueType;
  /** A link the answer must carry (null: no particular screen). */
  link: string | null;
  ticket: boolean;
}

const CASES: Case[] = [
  // Signing in and passwords
  { message: "I forgot my password and can't log in", as: "couple", area: "login", link: "/reset-password", ticket: false },
  { message: "how do i reset my password?", as: "vendor", area: "login", link: "/reset-password", ticket: false },
  { message: "The reset link in my email says it has expired", as: "couple", area: "login", link: "/reset-password", ticket: false },
  { message: "It says too many sign in attempts, am I locked out?", as: "venue", area: "login", link: "/reset-password", ticket: false },
  { message: "I want to change my password", as: "venue", area: "login", link: "/venue-owner-account", ticket: false },
  { message: "I think my account was hacked, someone else logged in and changed things", as: "couple", area: "login", link: null, ticket: true },
  { message: "I signed in on my friend's laptop and forgot to sign out", as: "contributor", area: "login", link: "/reset-password", ticket: false },
  // Verification
  { message: "I never got the verification email", as: "couple", area: "verification", link: "/contact", ticket: false },
  { message: "My confirmation link doesn't work, it says invalid", as: "vendor", area: "verification", link: "/auth?mode=signin", ticket: false },
  { message: "Why do I need to verify my email before I can request a tour?", as: "couple", area: "verification", link: "/couple-account", ticket: false },
  // Venue management
  { message: "How do I add more photos of my venue and change the cover?", as: "venue", area: "venue_management", link: "/venue-owner-dashboard", ticket: false },
  { message: "I published my venue but couples can't see it in search", as: "venue", area: "venue_management", link: "/venue-owner-dashboard", ticket: false },
  { message: "My venue is already listed on your site, how do I claim it?", as: "venue", area: "venue_management", link: "/venue/claim", ticket: false },
  { message: "How do I block out dates when we have a private event?", as: "venue", area: "venue_management", link: "/venue-owner-dashboard", ticket: false },
  { message: "Can I manage two venues from one account?", as: "venue", area: "venue_management", link: "/add-venue", ticket: false },
  { message: "My claim has been pending for a week, what's going on?", as: "venue", area: "venue_management", link: "/venue/claim", ticket: false },
  { message: "What is the venue questionnaire for?", as: "venue", area: "venue_management", link: "/venue-questionnaire", ticket: false },
  // Vendor management
  { message: "How do I update my business profile and pricing?", as: "vendor", area: "vendor_management", link: "/vendor-dashboard", ticket: false },
  { message: "Where do I see inquiries from couples?", as: "vendor", area: "vendor_management", link: "/vendor-dashboard", ticket: false },
  { message: "Which category should my photography business be in?", as: "vendor", area: "vendor_management", link: "/pros", ticket: false },
  { message: "How do I join as a vendor? I'm a florist in Columbus", as: "vendor", area: "vendor_management", link: "/signup/vendor", ticket: false },
  // Bookings and tours
  { message: "How do I cancel my venue tour on Saturday?", as: "couple", area: "booking", link: "/venue-tours", ticket: false },
  { message: "The venue still hasn't confirmed my tour request", as: "couple", area: "booking", link: "/venue-tours", ticket: false },
  { message: "Can I add my tour to my Google calendar?", as: "couple", area: "booking", link: "/venue-tours", ticket: false },
  { message: "How do I book a tour of a venue?", as: "couple", area: "booking", link: "/book-tour", ticket: false },
  { message: "The venue didn't show up for our tour and now won't answer the phone", as: "couple", area: "booking", link: null, ticket: true },
  // Payments
  { message: "How do I pay the deposit for my venue?", as: "couple", area: "payment", link: "/planning/budget-tracker", ticket: false },
  { message: "I was charged twice and I want a refund", as: "couple", area: "payment", link: null, ticket: true },
  { message: "How do payment reminders work in the budget?", as: "couple", area: "payment", link: "/planning/budget-tracker", ticket: false },
  { message: "The vendor canceled on us and won't refund our deposit", as: "couple", area: "booking", link: null, ticket: true },
  { message: "How does billing work for venues? Is listing free?", as: "venue", area: "payment", link: "/pros", ticket: false },
  // Technical problems
  { message: "My photo upload fails every time", as: "venue", area: "technical", link: "/venue-owner-dashboard", ticket: false },
  // A blank page is a fault on our side: a person looks at it (issue 24).
  { message: "The page won't load, it's just a blank screen", as: "couple", area: "technical", link: "/help", ticket: true },
  { message: "I'm not getting any emails from you", as: "vendor", area: "technical", link: "/contact", ticket: false },
  { message: "Voice mode doesn't work, the microphone can't hear me", as: "couple", area: "technical", link: "/help", ticket: false },
  // Feature questions
  { message: "How does the budget tracker work?", as: "couple", area: "feature_question", link: "/planning/budget-tracker", ticket: false },
  { message: "What is Beyond the Wedding?", as: "couple", area: "feature_question", link: "/beyond-wedding", ticket: false },
  { message: "Can my mom help with planning?", as: "couple", area: "feature_question", link: "/couple-account", ticket: false },
  { message: "Can I import my guest list from a spreadsheet?", as: "couple", area: "feature_question", link: "/planning/guest-list-manager/import", ticket: false },
  { message: "How do guests RSVP to our wedding?", as: "couple", area: "feature_question", link: "/planning/guest-list-manager", ticket: false },
  { message: "Where do I see my messages with vendors?", as: "couple", area: "general", link: "/my-inquiries", ticket: false },
  { message: "How do we share the day-of schedule with our photographer?", as: "couple", area: "feature_question", link: "/planning/master-timeline", ticket: false },
  { message: "What are 3D venue tours?", as: "couple", area: "feature_question", link: "/venues-3d-tours", ticket: false },
  { message: "I'm helping my sister plan but I can't see her budget", as: "contributor", area: "feature_question", link: "/auth?mode=signin", ticket: false },
  // Account
  { message: "How do I delete my account and my data?", as: "couple", area: "account", link: "/couple-account", ticket: false },
  { message: "I signed up as a couple by mistake, I'm actually a caterer. Wrong account type", as: "couple", area: "account", link: "/contact", ticket: false },
  { message: "How do I change the email on my account?", as: "vendor", area: "account", link: "/vendor-account", ticket: false },
  // Angry, vague, people
  { message: "THIS IS RIDICULOUS, NOTHING ON YOUR SITE WORKS AND I'M LOSING BUSINESS", as: "vendor", area: "technical", link: null, ticket: true },
  { message: "help", as: "couple", area: "general", link: "/help", ticket: false },
  { message: "it's not working", as: "venue", area: "general", link: "/help", ticket: false },
  { message: "I want to talk to a real person", as: "couple", area: "general", link: null, ticket: true },
  { message: "Can someone from your team call me about my venue listing?", as: "venue", area: "venue_management", link: null, ticket: true },
  { message: "Do you do honeymoon travel insurance quotes for pets?", as: "couple", area: "general", link: null, ticket: true },
];

const grace = createBuiltInGrace();

describe("Grace's built-in engine on real-sounding support messages", () => {
  it("has at least 40 of them", () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  for (const c of CASES) {
    it(`${c.as}: ${c.message}`, () => {
      const answer = grace.decide({ message: c.message, history: [], stakeholder: c.as, signedIn: true });
      expect({ area: answer.issueType, ticket: answer.suggestTicket }).toEqual({ area: c.area, ticket: c.ticket });
      if (c.link) expect(answer.links.map((l) => l.href)).toContain(c.link);
      expect(answer.response.length).toBeGreaterThan(40);
    });
  }
});

describe("the rest of the engine's rules", () => {
  it("never offers a ticket to signed-out people (they cannot file one): it points them to signing in or /contact", () => {
    const answer = grace.decide({ message: "I need to speak to a person about a refund", history: [], stakeholder: "couple", signedIn: false });
    expect(answer.suggestTicket).toBe(false);
    expect(answer.response).toMatch(/sign in/i);
    expect(answer.links.map((l) => l.href)).toEqual(expect.arrayContaining(["/auth?mode=signin", "/contact"]));
  });

  it("reads a vague follow-up in the light of the earlier question, and escalates when the advice didn't help", () => {
    const history = [
      { role: "user" as const, content: "I forgot my password" },
      { role: "assistant" as const, content: "Choose Forgot password on the sign-in page..." },
    ];
    const answer = grace.decide({ message: "I already tried that, it still doesn't work", history, stakeholder: "couple", signedIn: true });
    expect(answer.issueType).toBe("login");
    expect(answer.suggestTicket).toBe(true);
    expect(answer.priority).toBe("high");
  });

  it("rates urgency: a hacked account is urgent, a feature question low, a refund high", () => {
    const priority = (message: string) => grace.decide({ message, history: [], stakeholder: "couple", signedIn: true }).priority;
    expect(priority("my account got hacked")).toBe("urgent");
    expect(priority("What is Beyond the Wedding?")).toBe("low");
    expect(priority("I want a refund")).toBe("high");
    expect(priority("Our tour is tomorrow and the booking disappeared")).toBe("urgent");
  });

  it("tailors the account link to the asker", () => {
    const links = (as: StakeholderType) => grace.decide({ message: "How do I change the email on my account?", history: [], stakeholder: as, signedIn: true }).links.map((l) => l.href);
    expect(links("venue")).toContain("/venue-owner-account");
    expect(links("venue")).not.toContain("/couple-account");
    expect(links("couple")).toContain("/couple-account");
  });

  it("does not open a 'How do I...' answer with 'Yes.' (issue 27), and keeps it for a yes-or-no question", () => {
    const answer = (message: string) => grace.decide({ message, history: [], stakeholder: "couple", signedIn: true }).response;
    expect(answer("How do I give my mom access to our budget?")).toMatch(/^Couples can invite contributors/);
    expect(answer("Can family and friends help with planning?")).toMatch(/^Yes\. Couples can invite/);
  });

  it("says plainly a feature is not there yet, then files a feature request when the person asks it passed on", () => {
    const notYet = grace.decide({ message: "how do I set up a gift registry?", history: [], stakeholder: "couple", signedIn: true });
    expect(notYet.missingFeature).toBe("registry");
    expect(notYet.response).toMatch(/isn't in Serviceberry yet/);
    expect(notYet.suggestTicket).toBe(false);
    const history = [
      { role: "user" as const, content: "how do I set up a gift registry?" },
      { role: "assistant" as const, content: notYet.response },
    ];
    const request = grace.decide({ message: "yes please pass it on", history, stakeholder: "couple", signedIn: true });
    expect(request).toMatchObject({ suggestTicket: true, issueType: "feature_question", priority: "low", title: expect.stringMatching(/^Feature request: A gift registry/) });
    const visitor = grace.decide({ message: "yes please pass it on", history, stakeholder: "couple", signedIn: false });
    expect(visitor.suggestTicket).toBe(false);
    expect(visitor.links.map((l) => l.href)).toContain("/contact");
  });

  it("titles tickets by area and gist, or the spec's default", () => {
    expect(grace.decide({ message: "I was charged twice", history: [], stakeholder: "couple", signedIn: true }).title).toBe("Payments: I was charged twice");
    expect(grace.decide({ message: "I want to talk to a real person", history: [], stakeholder: "couple", signedIn: true }).title).toBe("Support Request");
  });
});

describe("angry people and older people's letters (session 18)", () => {
  const decide = (message: string, stakeholder: StakeholderType = "couple", signedIn = true) => grace.decide({ message, history: [], stakeholder, signedIn });

  it("reads a letter's ask, not its greeting, signature or the writer's introduction", () => {
    const answer = decide("Good afternoon. I am 74 and not a computer person. My login number is too hard to type, how do I change it to one I can remember? Kind regards, Edith");
    expect(answer).toMatchObject({ issueType: "login", suggestTicket: false });
    expect(answer.articles[0]?.slug).toBe("change-password");
  });

  it("asks one clarifying question, with no ticket, when a message only vents", () => {
    for (const message of ["this is absurd", "ugh seriously, fix it", "this is unacceptable. third time asking"]) {
      const answer = decide(message);
      expect(answer.suggestTicket, message).toBe(false);
      expect(answer.issueType, message).toBe("general");
      expect(answer.response, message).toMatch(/tell me a little more/);
    }
  });

  it("still opens a ticket for anger about something named", () => {
    expect(decide("THIS IS RIDICULOUS, NOTHING ON YOUR SITE WORKS AND I'M LOSING BUSINESS", "vendor").suggestTicket).toBe(true);
  });

  it("refuses another person's details or account plainly, however angry, with no ticket", () => {
    for (const [message, as] of [
      ["give me the couple's phone number now. they owe me", "venue"],
      ["My son's fiancee blocked me. I'm his FATHER. Give me access to his account right now", "couple"],
      ["what date did my ex pick? I know you can see it", "couple"],
      ["Could you switch it on for me from your end? I'm paying for the flowers", "contributor"],
    ] as const) {
      const answer = decide(message, as);
      expect(answer.refused, message).toBe(true);
      expect(answer.suggestTicket, message).toBe(false);
    }
  });

  it("says 'not yet' for a feature said to be lacking", () => {
    expect(decide("every other app has a thank you card tracker. where is yours").missingFeature).toBe("thank-you-tracker");
    expect(decide("there is no hotel block thing on here?? seriously?").missingFeature).toBe("hotel-blocks");
  });

  it("escalates a long wait for a venue's answer and a listing someone else now owns", () => {
    expect(decide("I wrote to the venue eight days ago and have heard nothing back.")).toMatchObject({ suggestTicket: true, priority: "medium" });
    expect(decide("Someone else shows as the owner of our barn on your site and we never sold it.", "venue")).toMatchObject({ suggestTicket: true, priority: "high" });
  });

  it("points a signed-out person to sign-in and the contact page when the fix is a person's", () => {
    const answer = decide("I made a couple account by mistake, I am a caterer. how do I change it", "couple", false);
    expect(answer.suggestTicket).toBe(false);
    expect(answer.links.map((l) => l.href)).toEqual(expect.arrayContaining(["/auth?mode=signin", "/contact"]));
  });
});

describe("error messages, devices and privacy in everyday words (session 18)", () => {
  const decide = (message: string, stakeholder: StakeholderType = "couple", signedIn = true) => grace.decide({ message, history: [], stakeholder, signedIn });

  it("reads through device and browser details and pasted errors to the article that solves it", () => {
    expect(decide("samsung galaxy tab, chrome. the gallery upload hangs then says 'Network error', files are 9 MB", "vendor").articles[0]?.slug).toBe("photo-upload-fails");
    expect(decide("it says Invalid email or password every time, firefox on my mac", "couple", false).articles[0]?.slug).toBe("sign-in-trouble");
  });

  it("says 'not yet' when asked whether a lacking feature exists at all", () => {
    expect(decide("is there a place to set up a hotel block for our out of town guests, or am I blind?").missingFeature).toBe("hotel-blocks");
    expect(decide("does this site have one of those livestream things for the ceremony?").missingFeature).toBe("livestream");
  });

  it("refuses someone else's password, whether someone is marrying, and a reviewer's name, however justified", () => {
    for (const [message, as] of [
      ["my sister can't get in. could you reset her password and text it to me? she's fine with it", "contributor"],
      ["could you let me know if my ex-fiance is planning a wedding on here", "couple"],
      ["who wrote that review? give me their name and number", "vendor"],
    ] as const) {
      const answer = decide(message, as);
      expect(answer.refused, message).toBe(true);
      expect(answer.suggestTicket, message).toBe(false);
    }
  });

  it("does not refuse changing an account still under a former employee's email", () => {
    const answer = decide("The listing is still under our former manager's email. How do we move it to mine?", "venue");
    expect(answer.refused).toBeUndefined();
    expect(answer.articles[0]?.slug).toBe("change-email");
  });

  it("reads fraud the bank handled as a card change, and a charge 'today' as no deadline", () => {
    expect(decide("my bank canceled my card over a fraud alert. how do I add the new one to my plus plan", "vendor").suggestTicket).toBe(false);
    expect(decide("you billed me again today even though I canceled last week. refund please", "vendor")).toMatchObject({ suggestTicket: true, priority: "high" });
  });

  it("reads 'password protected' as private, not a sign-in problem", () => {
    expect(decide("can our wedding livestream be password protected?").issueType).not.toBe("login");
  });
});

describe("stakeholder type (spec section 4)", () => {
  it("is venue owner, then vendor, then contributor, else couple; couple when signed out or on error", () => {
    expect(deriveStakeholderType({ isVenueOwner: true, isVendor: true, hasContributorProfile: true })).toBe("venue");
    expect(deriveStakeholderType({ isVenueOwner: false, isVendor: true, hasContributorProfile: true })).toBe("vendor");
    expect(deriveStakeholderType({ isVenueOwner: false, isVendor: false, hasContributorProfile: true })).toBe("contributor");
    expect(deriveStakeholderType({ isVenueOwner: false, isVendor: false, hasContributorProfile: false })).toBe("couple");
    expect(deriveStakeholderType(null)).toBe("couple");
  });
});
