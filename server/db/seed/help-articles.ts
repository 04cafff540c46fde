import type { HelpArticle } from "../../../domain/help.ts";

/** The help centre as first shipped; /faq and /help read it, and so will Grace. */
export const HELP_ARTICLES: HelpArticle[] = [
  {
    slug: "what-is-serviceberry",
    audience: "everyone",
    topic: "Getting started",
    question: "What is Serviceberry?",
    answer:
      "Serviceberry is a wedding-planning home for couples in Ohio and Tennessee. You can browse venues and vendors in Cleveland, Columbus, Cincinnati and Nashville, keep your guest list, budget and timeline in one place, invite family and friends to help, and plan alongside June, our planning assistant.",
  },
  {
    slug: "how-much-does-it-cost",
    audience: "couples",
    topic: "Pricing",
    question: "How much does Serviceberry cost for couples?",
    answer:
      "Starting is free: $0, no credit card, and you can cancel anytime. Serviceberry is always ad-free, so your guest list and budget are never used to sell ads.",
  },
  {
    slug: "which-cities",
    audience: "everyone",
    topic: "Getting started",
    question: "Which cities do you cover?",
    answer:
      "We cover Cleveland, Columbus and Cincinnati in Ohio, and Nashville in Tennessee. Pick your city from the city switcher at the top of the page; we remember it on this device and show venues and vendors nearby first. You can change it anytime.",
  },
  {
    slug: "change-city",
    audience: "everyone",
    topic: "Getting started",
    question: "How do I change the city I'm planning in?",
    answer:
      "Use the city switcher in the top navigation (on phones it sits in the menu). Choose another city and the venues and vendors you browse follow it. The choice is kept in this browser, so each device can have its own.",
  },
  {
    slug: "account-kinds",
    audience: "everyone",
    topic: "Accounts",
    question: "Which kind of account should I create?",
    answer:
      "Couples create a couple account to plan their wedding. Venue owners create a venue account to list and manage their spaces and tours. Photographers, caterers, florists and other professionals create a vendor account. Family and friends helping a couple join through the invitation the couple sends them; they do not need a separate kind of account.",
  },
  {
    slug: "invite-helpers",
    audience: "couples",
    topic: "Planning together",
    question: "Can family and friends help with planning?",
    answer:
      "Yes. Couples can invite contributors, such as a parent paying for part of the wedding or a maid of honour, and choose what each of them can see and change, for example the budget but not the guest list.",
  },
  {
    slug: "guest-list-import",
    audience: "couples",
    topic: "Guest list",
    question: "Can I import my guest list from a spreadsheet?",
    answer:
      "Yes. Export your spreadsheet as CSV and import it into the guest list manager. The CSV format guide lists the columns we read; rows with problems are shown to you before anything is saved, so nothing is half-imported.",
  },
  {
    slug: "who-is-june",
    audience: "couples",
    topic: "Assistants",
    question: "Who is June?",
    answer:
      "June is Serviceberry's planning assistant for couples. Once you are signed in, June answers from your own guest list, budget, timeline and saved venues, so the advice fits your wedding rather than a generic one.",
  },
  {
    slug: "who-is-grace",
    audience: "everyone",
    topic: "Assistants",
    question: "Who is Grace?",
    answer:
      "Grace is our support assistant for every kind of account: couples, venue owners, vendors and helpers. Grace answers questions about signing in, managing listings, bookings and features, and opens a help ticket for our team when a person needs to step in.",
  },
  {
    slug: "list-a-venue",
    audience: "venues",
    topic: "Listing",
    question: "How do I list my venue?",
    answer:
      "Create a venue account, then add your venue with its capacity, pricing, amenities, photos and tour times. Listing is free to start. If your venue is already in our catalogue, claim it instead and our team will confirm you own it.",
  },
  {
    slug: "venue-tours",
    audience: "venues",
    topic: "Tours",
    question: "How do couples book tours of my venue?",
    answer:
      "You publish open tour slots and blackout dates from your venue dashboard. Couples pick an open slot or ask for another time; each booking reaches you by email and in your dashboard, and a slot can never be booked twice.",
  },
  {
    slug: "vendor-profile",
    audience: "vendors",
    topic: "Listing",
    question: "How do couples find my business?",
    answer:
      "Vendors appear under their category (photographers, caterers, florists and nine more) and their city. A complete profile with clear pricing, real photos of your work and fast replies to inquiries ranks you better in vendor matching.",
  },
  {
    slug: "vendor-cost",
    audience: "vendors",
    topic: "Pricing",
    question: "What does Serviceberry cost for vendors and venues?",
    answer:
      "Creating a profile and receiving inquiries is free to start. See the vendor pricing page for the optional plans, and the vendor benefits page for what each includes.",
  },
  {
    slug: "forgot-password",
    audience: "everyone",
    topic: "Accounts",
    question: "I forgot my password. What do I do?",
    answer:
      "Choose Forgot password on the sign-in page and enter your email. If an account exists, we send a reset link that works once and expires after 10 minutes. Setting a new password signs you out everywhere else.",
  },
  {
    slug: "delete-account",
    audience: "everyone",
    topic: "Privacy",
    question: "How do I download or delete my data?",
    answer:
      "From your account page you can download everything we keep about you as a JSON file, and delete your account. Deleting removes your profile, guest list, budget and chats for good after you confirm.",
  },
  {
    slug: "data-sharing",
    audience: "everyone",
    topic: "Privacy",
    question: "Do you sell my data or show me ads?",
    answer:
      "No. Serviceberry is always ad-free and never sells personal data. Venues and vendors see what you send them in an inquiry or tour request, and nothing else.",
  },
  {
    slug: "contact-a-person",
    audience: "everyone",
    topic: "Support",
    question: "How do I reach a person?",
    answer:
      "Write to us from the contact page, or ask Grace to open a help ticket. We answer Monday to Friday, 9 am to 6 pm Eastern, usually within one working day.",
  },
  {
    slug: "mobile-app",
    audience: "everyone",
    topic: "Getting started",
    question: "Is there a mobile app?",
    answer:
      "Serviceberry works in any phone browser and inside our mobile app's webview, with a bottom navigation on phones. Everything you do on one device is there on the others as soon as you sign in.",
  },
];
