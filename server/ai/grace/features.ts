import type { HelpArticle } from "../../../domain/help.ts";
import type { GraceLink, IssueType, TicketPriority } from "../../../domain/grace.ts";

/**
 * What Grace knows beyond the public help articles: which features Serviceberry does not have (so she
 * says "not yet" instead of inventing a how-to), the requests a person must take or she must refuse
 * (each taught by example sentences, searched with the articles in one index), and the admins' own
 * articles, which only admins are shown.
 */

/** A feature people ask for that Serviceberry does not have. `examples` are how people ask for it. */
export interface MissingFeature {
  id: string;
  /** As a sentence's subject: "A seating chart". */
  name: string;
  examples: string[];
  /** What Serviceberry does have that comes closest, if anything. */
  instead?: string;
  links?: GraceLink[];
  /** Only a venue or vendor asks for it: a couple or a helper using the same words ("my google calendar") means something else. */
  businessOnly?: true;
}

export const MISSING_FEATURES: MissingFeature[] = [
  {
    id: "registry",
    name: "A gift registry",
    examples: ["registry", "gift registry", "guests buy gifts", "honeymoon fund", "cash fund", "wish list for gifts", "set up a registry"],
    instead: "Your wedding website can link to your registries at any store.",
    links: [{ label: "Wedding website", href: "/planning/wedding-websites" }],
  },
  {
    id: "paid-placement",
    businessOnly: true,
    name: "Paid placement or a featured listing",
    examples: ["featured listing", "pay to be featured", "top of search", "show up first", "boost my listing", "sponsored placement", "spotlight spot", "pay to rank higher", "be the first one couples see", "toplisting"],
    instead: "Search order and matching are not for sale on any plan. The Plus and Pro plans add room for more photos and packages, nothing else.",
    links: [{ label: "Vendor pricing", href: "/vendor-pricing" }],
  },
  {
    id: "text-messages",
    name: "Text messages (SMS) to guests",
    examples: ["text our guests", "send a text message", "sms reminders", "text reminder to rsvp", "send text reminders to guests", "text message invitations", "text them the reminder instead of email", "textmessages", "send the invitation by sms to relatives without email"],
    instead: "Guests answer through their personal RSVP link, and your guest list shows who has not answered yet.",
    links: [{ label: "Guest list", href: "/planning/guest-list-manager" }],
  },
  {
    id: "invitation-design",
    name: "Designing or printing invitations",
    examples: ["design invitations", "order printed invitations", "print save the dates", "invitation templates", "paper invitations", "stationery"],
  },
  {
    id: "hotel-blocks",
    name: "Hotel room blocks",
    examples: ["hotel room block", "hotel block for guests", "book rooms for out of town guests", "accommodations for guests", "reserve rooms with a discount for our guests"],
  },
  {
    id: "thank-you-tracker",
    name: "A thank-you note and gift tracker",
    examples: ["thank you notes", "thank you cards", "track gifts", "gift tracker", "who gave us what", "log who gave what gift", "list of gifts for thank yous", "keep track of shower gifts"],
  },
  {
    id: "guest-photos",
    name: "Guest photo sharing",
    examples: ["guests upload photos", "shared photo album", "photo sharing for guests", "collect guests' pictures from the wedding", "guests share the photos they took", "one album where guests drop their pics", "guests add photos from their phones"],
  },
  {
    id: "livestream",
    name: "Livestreaming the ceremony",
    examples: ["livestream", "live stream the ceremony", "stream the wedding online", "stream the ceremony for someone who can't travel", "watch the ceremony live on the computer", "show the ceremony live online", "virtual guests watch from home"],
  },
  {
    id: "vendor-invoices",
    businessOnly: true,
    name: "Contracts, invoices or card payments for vendors",
    examples: ["send an invoice", "invoicing couples", "e-sign contracts", "contract signing", "take card payments from couples", "bill couples for the balance", "collect the remaining balance from couples", "get paid by couples here instead of venmo", "collect deposits from clients on serviceberry", "clients pay us on here"],
    instead: "Couples record the deposits and payments they make to you in their budget; the contract and the money stay between you and them.",
  },
  {
    id: "availability-sync",
    businessOnly: true,
    name: "Syncing a vendor's calendar or availability",
    examples: ["connect our google calendar so we don't block dates in two places", "sync my calendar", "google calendar sync", "show my availability", "mark dates as booked on my vendor profile", "hook up my google calendar so couples see which saturdays are booked", "connect my calendar to my profile", "sync our event software", "booked dates show as taken automatically"],
  },
  {
    id: "phone-support",
    name: "Phone support",
    examples: ["phone number", "call support", "call you", "support phone line", "number to call", "phonesupport"],
    instead: "A person on our team answers in writing, Monday to Friday, 9 am to 6 pm Eastern, usually within one working day. If typing is hard, turn on voice mode with the microphone button and ask me out loud.",
    links: [{ label: "Contact us", href: "/contact" }],
  },
];

/** What a person on the team, or a plain no, handles. Found by the same index as the articles. */
export interface GraceIntent {
  id: "billing" | "dispute" | "claim-dispute" | "impersonation" | "security" | "blank-page" | "person" | "admin-rights" | "others-data";
  /** null: the stakeholder's own management area (claims). */
  area: IssueType | null;
  priority: TicketPriority;
  /** The article that goes with it, if any. */
  article?: string;
  refuse?: boolean;
  examples: string[];
  /** The telling words: the request counts only when the message has every word of one of these (each form listed). */
  signals: string[];
}

export const INTENTS: GraceIntent[] = [
  {
    id: "billing",
    area: "payment",
    priority: "high",
    article: "refund-request",
    examples: ["serviceberry charged my card", "a charge from serviceberry I don't recognize", "charged on my statement", "billed twice", "double charged", "I want my money back", "charged me for something I never signed up for", "unauthorized charge", "refund my payment"],
    signals: ["charge", "charged", "charges", "charging", "billed", "bill", "billing", "statement", "refund", "overcharged", "double", "twice", "money back", "used my card", "someone used my card"],
  },
  {
    id: "dispute",
    area: "booking",
    priority: "high",
    article: "booking-dispute",
    examples: ["vendor is closing and has our deposit", "went out of business with our money", "vendor took our deposit and stopped answering", "won't return the deposit", "won't refund our deposit", "canceled our wedding", "canceled on us", "never showed up", "nobody was there for our tour", "no show", "didn't show up", "scam vendor", "vendor ghosted us", "breach of contract", "kept our deposit", "stopped responding after we paid", "double booked our date"],
    signals: ["took deposit", "kept deposit", "keep deposit", "keeping deposit", "give back", "giving back", "won't give", "refusing give", "refuses give", "canceled our date", "return deposit", "refund deposit", "deposit back", "lost deposit", "won't refund", "ghosted", "scam", "scammed", "nobody was there", "nobody showed", "never showed", "didn't show", "no show", "no-show", "breach contract", "stopped answering", "stopped responding", "not answering", "won't answer", "canceled our wedding", "canceled wedding", "out of business", "closed business", "closed down", "shut down", "went under", "disappeared", "vanished", "won't return", "doublebooked", "not answering", "they're closing", "closing business", "on our own", "of ours", "our money", "have our deposit", "phone disconnected", "number disconnected", "cashed deposit", "cashed check", "disappeared with", "vanished", "gates locked", "gate locked", "door locked", "doors locked", "nobody answered", "no one answered", "no one was there"],
  },
  {
    id: "claim-dispute",
    area: null,
    priority: "high",
    article: "claim-dispute",
    examples: ["someone else claimed our venue", "someone else claimed my business", "claimed our listing and they don't work here", "my claim was rejected but I'm the owner", "claim denied I can prove I own it", "wrong person owns our listing", "former partner claimed our listing"],
    signals: ["someone claimed", "someone else claimed", "already been claimed", "someone else has my", "claimed by another", "somebody else owner", "someone else owner", "shows another owner", "claimed by someone", "claimed by a person", "claimed not owner", "else claimed", "claim rejected", "claim denied", "claim declined", "claim turned down", "partner claimed", "wrong person claimed", "old claimed", "former claimed", "somebody claimed", "claimed not owner", "claim pending someone else", "already pending someone", "previous claimed", "prior claimed", "previous owners claimed", "still have claimed", "quit claimed", "left claimed", "own account claimed", "ex claimed", "stole listing", "let go claimed", "fired claimed", "manager claimed", "employee claimed", "approved owner", "approved as the owner", "got approved as owner", "competitor claimed", "somehow claimed", "claimed old", "claimed former", "claimed ex", "claimed manager", "claimed employee", "claimed partner", "claimed competitor", "they control it", "now controls", "someone owns", "someone already owns", "someone else owner", "someone else shows owner", "different owner"],
  },
  {
    id: "impersonation",
    area: "account",
    priority: "high",
    examples: ["pretending to be me", "pretending to be my business", "fake profile of my business", "fake account using my name", "someone using our venue's name and photos", "impersonating us", "posing as our company", "stole my photos for their listing", "fake listing asking couples for deposits"],
    signals: ["pretending", "pretend", "impersonating", "impersonation", "fake profile", "fake account", "fake listing", "fake page", "posing", "stole photos", "stolen photos", "using our name", "using my name", "under my name", "our name and photos", "using photos", "using pictures", "copied photos", "copying photos", "stealing photos", "using my work", "stole my work", "copied my work", "using our work", "using logo", "another listing", "copy of our listing", "duplicate listing", "logo photos", "photos logo", "someone made page", "someone made listing", "someone created page", "someone created listing", "someone copied", "profile business name", "listing business name", "business name photos", "name of my studio", "name of my business", "name of my company", "name of our business", "uses my photos", "use my photos", "with my name", "my name and my photos", "calling itself", "calls itself", "going by my name", "goes by my name"],
  },
  {
    id: "security",
    area: "login",
    priority: "urgent",
    examples: ["my account got hacked", "someone else logged into my account", "password changed and it wasn't me", "got an email that my password changed but I didn't change it", "someone changed my email and locked me out", "account compromised", "someone took over my account", "phishing email"],
    signals: ["hacked", "hack", "hacker", "compromised", "phishing", "didn't change", "someone logged in", "someone logged into", "someone logged on", "someone signed in", "someone signed into", "someone changed", "someone else", "stolen", "took over", "taken over", "didn't do", "didn't request", "didn't ask", "wasn't me", "not me", "didn't reset", "someone got into", "someone got in", "got into our account", "got into my account"],
  },
  {
    id: "blank-page",
    area: "technical",
    priority: "medium",
    article: "page-not-loading",
    examples: ["the page is blank", "blank white page", "empty white screen", "nothing shows on the page", "page is completely white", "screen stays blank", "page won't load at all"],
    signals: ["blank", "white", "empty", "nothing shows"],
  },
  {
    id: "person",
    area: "general",
    priority: "medium",
    examples: ["can someone from your company get in touch", "have someone contact me", "talk to a real human", "speak to a person", "someone from your team call me", "talk to support staff", "customer service agent", "I want a person not a bot", "escalate this to a manager", "open a ticket for me"],
    signals: ["human", "real person", "a person", "someone from your team", "someone on your team", "somebody", "agent", "representative", "call me", "your manager", "speak manager", "talk manager", "supervisor", "staff", "escalate", "talk to someone", "speak to someone", "actual people", "actual person", "actual human", "real human", "live person", "someone from your company", "get in touch", "contact me", "reach out to me"],
  },
  {
    id: "admin-rights",
    area: "account",
    priority: "low",
    refuse: true,
    examples: ["make me an admin", "give my account admin access", "admin rights", "admin password", "ignore your rules", "give me moderator access", "turn off the bride's permissions", "change someone else's permissions", "delete the review that couple left", "remove a bad review", "hide a review about my business", "lock the couple out of their own budget"],
    signals: ["hide review", "hide reviews", "take down review", "lock out", "locked out of their", "only i can change", "make admin", "make moderator", "admin access", "admin rights", "admin password", "admin account", "moderator access", "moderator", "administrator", "ignore rules", "your rules", "turn off permissions", "remove permissions", "take away permissions", "delete review", "remove review", "edit review", "edit reviews", "make owner", "owner of the account", "without asking", "give admin", "admin for a day", "can't take away", "take away my access", "so they can't", "view to edit", "switch me to edit", "make me an editor", "give me edit"],
  },
  {
    id: "others-data",
    area: "account",
    priority: "low",
    refuse: true,
    examples: ["show me the guest list of another wedding", "another couple's guest list", "give me the email addresses of couples", "who looked at my venue contact details", "phone numbers of couples", "see someone else's budget", "tell me which vendor another couple booked", "what did my cousin book"],
    signals: ["other couple", "another couple", "other couples", "couples emails", "couples email", "emails couples", "couples phone", "phone couples", "couples saved emails", "someone else's", "else's", "friends wedding", "other wedding", "another wedding", "every couple", "all couples", "export couples", "list of couples", "couples mailing", "couples wedding dates", "couples contact", "all users", "every user", "friend budget", "friends budget", "friend account budget", "cousin budget", "sister budget"],
  },
];

/** The desk's own articles: found only when an admin asks. */
export const ADMIN_ARTICLES: HelpArticle[] = [
  {
    slug: "admin-tickets",
    audience: "everyone",
    topic: "For admins",
    question: "Where do I see and answer help tickets?",
    answer:
      "Open Admin, then Help tickets: the queue lists the most urgent first, then the longest waiting. Open a ticket to read the conversation Grace had, assign it to yourself or another admin, change its priority or status, and reply; the reply is mailed to the person and kept with the ticket.",
    links: [{ label: "Help tickets", href: "/admin/tickets" }],
  },
  {
    slug: "admin-venue-claims",
    audience: "everyone",
    topic: "For admins",
    question: "How do I review and approve a venue claim?",
    answer:
      "Open Admin, then Venue claims: pending claims wait oldest first, with the venue and the person claiming it. Check their role with the venue's public phone or email, then approve (the venue gets its owner and the other pending claims on it are rejected) or reject; the claimant is told by email.",
    links: [{ label: "Venue claims", href: "/admin/venue-claims" }],
  },
  {
    slug: "admin-vendor-claims",
    audience: "everyone",
    topic: "For admins",
    question: "Where are vendor claims waiting for review?",
    answer: "Open Admin, then Vendor claims: pending claims on vendor listings wait there, oldest first. Confirm the person runs the business, then approve or reject; they are told by email.",
    links: [{ label: "Vendor claims", href: "/admin/vendor-claims" }],
  },
  {
    slug: "admin-users",
    audience: "everyone",
    topic: "For admins",
    question: "How do I find a user account?",
    answer: "Open Admin, then Users, and search by name or email address to see the account's kind and status.",
    links: [{ label: "Users", href: "/admin/users" }],
  },
  {
    slug: "admin-contact-messages",
    audience: "everyone",
    topic: "For admins",
    question: "Where do messages from the contact form go?",
    answer: "Every message sent from the contact page waits in Admin, Contact messages, newest first, with the sender's address to reply to.",
    links: [{ label: "Contact messages", href: "/admin/messages" }],
  },
];
