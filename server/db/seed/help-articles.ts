import type { HelpArticle } from "../../../domain/help.ts";

/** The help center as first shipped; /faq and /help read it, and so will Grace. */
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
      "Yes. Couples can invite contributors, such as a parent paying for part of the wedding or a maid of honor, and choose what each of them can see and change, for example the budget but not the guest list.",
  },
  {
    slug: "guest-list-import",
    audience: "couples",
    topic: "Planning tools",
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
    topic: "For venues",
    question: "How do I list my venue?",
    answer:
      "Create a venue account, then add your venue with its capacity, pricing, amenities, photos and tour times. Listing is free to start. If your venue is already in our catalog, claim it instead and our team will confirm you own it.",
  },
  {
    slug: "venue-tours",
    audience: "venues",
    topic: "For venues",
    question: "How do couples book tours of my venue?",
    answer:
      "You publish open tour slots and blackout dates from your venue dashboard. Couples pick an open slot or ask for another time; each booking reaches you by email and in your dashboard, and a slot can never be booked twice.",
  },
  {
    slug: "vendor-profile",
    audience: "vendors",
    topic: "For vendors",
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
    topic: "Privacy and support",
    question: "How do I download or delete my data?",
    answer:
      "From your account page you can download everything we keep about you as a JSON file, and delete your account. Deleting removes your profile, guest list, budget and chats for good after you confirm.",
  },
  {
    slug: "data-sharing",
    audience: "everyone",
    topic: "Privacy and support",
    question: "Do you sell my data or show me ads?",
    answer:
      "No. Serviceberry is always ad-free and never sells personal data. Venues and vendors see what you send them in an inquiry or tour request, and nothing else.",
  },
  {
    slug: "contact-a-person",
    audience: "everyone",
    topic: "Privacy and support",
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
  {
    slug: "sign-in-trouble",
    audience: "everyone",
    topic: "Accounts",
    question: "I can't sign in. What should I check?",
    answer:
      "Make sure you are using the email address you signed up with, and that caps lock is off: passwords are case-sensitive. After several wrong attempts, sign-in pauses for a little while to protect your account, so wait a few minutes before trying again, or reset your password from the sign-in page. If you are still locked out, contact us from that email address and we will help.",
  },
  {
    slug: "verification-email",
    audience: "everyone",
    topic: "Accounts",
    question: "I didn't get the email to verify my account.",
    answer:
      "Verification emails usually arrive within a minute. Check your spam, junk and promotions folders and search your inbox for Serviceberry. Add hello@serviceberry.app to your contacts so our messages reach you. If nothing has arrived after ten minutes, contact us from the address you signed up with and we will sort it out.",
  },
  {
    slug: "find-vendors",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "How do I find vendors in my city?",
    answer:
      "Open Vendors in the top navigation and pick a category: photographers, videographers, caterers, DJs and bands, florists, wedding planners, bakers, hair and makeup, transportation, officiants, bartenders or decorators. Vendors in the city you chose come first, and vendor matching suggests ones that suit your wedding.",
  },
  {
    slug: "book-venue-tour",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "How do I book a tour of a venue?",
    answer:
      "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email. Some venues also offer a 3D tour, so you can walk through the space from home before you visit.",
  },
  {
    slug: "rsvp-online",
    audience: "couples",
    topic: "Planning tools",
    question: "How do guests RSVP?",
    answer:
      "Each guest gets a personal RSVP link, so nobody needs an account to reply. When a guest answers attending or declined, your guest list updates at once; guests who have not answered show as pending, so you can see who to remind.",
  },
  {
    slug: "budget-tracker",
    audience: "couples",
    topic: "Planning tools",
    question: "How does the budget tracker work?",
    answer:
      "Enter your total budget and guest count, then share it out across categories such as venue, catering, photography and flowers. As you record what you have spent, each category shows what is left, so an overspend in one place is easy to balance in another. You can let a parent or other contributor see or edit the budget without giving them the rest of your planning.",
  },
  {
    slug: "master-timeline",
    audience: "couples",
    topic: "Planning tools",
    question: "What is the master timeline?",
    answer:
      "The master timeline is your plan from engagement to the wedding day: every task in order, with dates worked back from your wedding date. Tick tasks off as you go, share the timeline with your helpers, and open it on your phone on the day.",
  },
  {
    slug: "wedding-website",
    audience: "couples",
    topic: "Planning tools",
    question: "Can I make a wedding website for our guests?",
    answer:
      "Yes. The wedding websites tool builds a simple site for your guests with your story, the schedule of the day, travel and hotel details and a link to RSVP. Share its address on your invitations; changes you make show up for guests straight away.",
  },
  {
    slug: "join-as-contributor",
    audience: "contributors",
    topic: "Planning together",
    question: "How do I join a couple's planning as a helper?",
    answer:
      "Helpers join through the invitation link the couple sends them. Open the link, sign in or create your sign-in, and you land in the couple's planning with the access they chose for you. If the link does not work, ask the couple to send you a fresh invitation.",
  },
  {
    slug: "contributor-permissions",
    audience: "contributors",
    topic: "Planning together",
    question: "What can I see and change as a contributor?",
    answer:
      "Only what the couple shares with you. The couple decides, person by person, whether you can view or edit parts of their planning such as the budget, the guest list or the timeline. If something you need is missing, ask them to change your access; they can also change or remove it at any time.",
  },
  {
    slug: "contributor-chat",
    audience: "contributors",
    topic: "Planning together",
    question: "How do I talk with the couple about their plans?",
    answer:
      "Open your contributor dashboard and choose the couple's planning chat. Everyone the couple invited can discuss decisions there, and the shared boards keep ideas, links and pictures in one place instead of scattered across text threads.",
  },
  {
    slug: "claim-venue",
    audience: "venues",
    topic: "For venues",
    question: "My venue is already on Serviceberry. How do I claim it?",
    answer:
      "Create a venue account, then open your venue's page and choose to claim it. Tell us your role at the venue and how to reach you there. Our team checks that you manage the venue, usually through its public phone number or email, before handing the listing over to you.",
  },
  {
    slug: "venue-visibility",
    audience: "venues",
    topic: "For venues",
    question: "Which couples see my venue?",
    answer:
      "Your venue appears when couples browse venues in its city: Cleveland, Columbus, Cincinnati or Nashville. Accurate capacity, pricing and style details help couples who fit your space find you, and couples can save your venue to their favorites and request a tour from its page.",
  },
  {
    slug: "vendor-categories",
    audience: "vendors",
    topic: "For vendors",
    question: "Which categories can my business be listed in?",
    answer:
      "There are twelve: photographers, videographers, caterers, DJs and bands, florists, wedding planners, bakers, hair and makeup, transportation, officiants, bartenders and decorators. Choose the one couples would look under first; your profile can describe everything else you offer.",
  },
  {
    slug: "claim-vendor",
    audience: "vendors",
    topic: "For vendors",
    question: "My business is already listed. How do I claim it?",
    answer:
      "Create a vendor account, then open your business's page and choose to claim it. Our team confirms that you run the business, usually through its public phone number or email, and then the profile is yours to edit.",
  },
  {
    slug: "couple-inspiration-boards",
    audience: "vendors",
    topic: "For vendors",
    question: "Can I see a couple's inspiration boards?",
    answer:
      "Yes, when the couple shares them with you. Shared boards open from your vendor dashboard, so you can see the colors, flowers and looks they love before you quote or plan a consultation.",
  },
];
