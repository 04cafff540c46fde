import type { HelpArticle } from "./help.ts";
import { BEYOND_WEDDING_ARTICLES } from "./help/beyond-wedding-articles.ts";
import { BLOG_HELP_ARTICLES } from "./help/blog-articles.ts"
import { FLORAL_DESIGN_ARTICLES } from "./help/floral-design-articles.ts";
import { INSPIRATION_BOARD_ARTICLES } from "./help/inspiration-boards-articles.ts";
import { MUSIC_ARTICLES } from "./help/music-articles.ts";
import { PLANNING_QUIZ_ARTICLES } from "./help/planning-quiz-articles.ts";
import { SEATING_ARTICLES } from "./help/seating-articles.ts";
import { WEBSITE_ARTICLES } from "./help/websites-articles.ts";
import { COLLABORATION_ARTICLES } from "./help/collaboration-articles.ts";
import { TASKS_POLLS_ARTICLES } from "./help/tasks-polls-articles.ts";
import { BILLING_ARTICLES } from "./help/billing-articles.ts";
import { GIVE_BACK_ARTICLES } from "./help/give-back-articles.ts";
import { MENDS_ARTICLES } from "./help/mends-articles.ts";
import { AFFILIATE_ARTICLES } from "./help/affiliates-articles.ts";
import { VENDOR_GALLERY_ARTICLES } from "./help/vendor-galleries-articles.ts";
import { ACTIVITY_ARTICLES } from "./help/activity-articles.ts";

/**
 * The help center's knowledge base: /faq and /help read it (seeded into help_articles) and Grace answers
 * from it. Every link is an in-app path; web/app/help-links.test.ts checks each resolves to a real route.
 */
export const HELP_ARTICLES: HelpArticle[] = [
  {
    slug: "what-is-serviceberry",
    audience: "everyone",
    topic: "Getting started",
    question: "What is Serviceberry?",
    answer:
      "Serviceberry is a wedding-planning home for couples in Ohio and Tennessee. You can browse venues and vendors in Cleveland, Columbus, Cincinnati and Nashville, keep your guest list, budget and timeline in one place, invite family and friends to help, and plan alongside June, our planning assistant.",
    links: [{"label": "How to get started", "href": "/how-to-get-started"}, {"label": "Browse venues", "href": "/venues"}],
  },
  {
    slug: "how-much-does-it-cost",
    audience: "couples",
    topic: "Pricing",
    question: "How much does Serviceberry cost for couples?",
    answer:
      "Starting is free: $0, no credit card, and you can cancel anytime. Serviceberry is always ad-free, so your guest list and budget are never used to sell ads.",
    links: [{"label": "Create a couple account", "href": "/signup/couple"}],
  },
  {
    slug: "which-cities",
    audience: "everyone",
    topic: "Getting started",
    question: "Which cities do you cover?",
    answer:
      "We cover Cleveland, Columbus and Cincinnati in Ohio, and Nashville in Tennessee. Pick your city from the city switcher at the top of the page; we remember it on this device and show venues and vendors nearby first. You can change it anytime.",
    links: [{"label": "Browse venues", "href": "/venues"}, {"label": "Venues in Cleveland", "href": "/venues/cleveland"}, {"label": "Venues in Nashville", "href": "/venues/nashville"}],
  },
  {
    slug: "change-city",
    audience: "everyone",
    topic: "Getting started",
    question: "How do I change the city I'm planning in?",
    answer:
      "Use the city switcher in the top navigation (on phones it sits in the menu). Choose another city and the venues and vendors you browse follow it. The choice is kept in this browser, so each device can have its own.",
    links: [{"label": "Browse venues", "href": "/venues"}],
  },
  {
    slug: "account-kinds",
    audience: "everyone",
    topic: "Accounts",
    question: "Which kind of account should I create?",
    answer:
      "Couples create a couple account to plan their wedding. Venue owners create a venue account to list and manage their spaces and tours. Photographers, caterers, florists and other professionals create a vendor account. Family and friends helping a couple join through the invitation the couple sends them; they do not need a separate kind of account.",
    links: [{"label": "Couple sign-up", "href": "/signup/couple"}, {"label": "Venue sign-up", "href": "/signup/venue"}, {"label": "Vendor sign-up", "href": "/signup/vendor"}],
  },
  {
    slug: "invite-helpers",
    audience: "couples",
    topic: "Planning together",
    question: "Can family and friends help with planning?",
    answer:
      "Yes. Couples can invite contributors, such as a parent paying for part of the wedding or a maid of honor, and choose what each of them can see and change, for example the budget but not the guest list.",
    links: [{"label": "Your couple account", "href": "/couple-account"}],
  },
  {
    slug: "guest-list-import",
    audience: "couples",
    topic: "Planning tools",
    question: "Can I import my guest list from a spreadsheet?",
    answer:
      "Yes. Export your list as CSV (from Zola, The Knot, Joy, Minted, RSVPify, Eventbrite, your contacts or any spreadsheet) or your contacts as a .vcf file, and import it into the guest list manager. The preview shows every row before anything is saved, and the whole file goes in at once or not at all. Only a row with no name has to be fixed first; a phone or email that fails its check, or an RSVP word we don't know, is imported with the value kept in the guest's notes. Columns we have no place for are named in the preview, and you can keep them as notes or tags. The CSV format guide lists the columns we read.",
    links: [{"label": "Import your guest list", "href": "/planning/guest-list-manager/import"}, {"label": "The CSV format guide", "href": "/planning/csv-format-guide"}, {"label": "Your guest list", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "who-is-june",
    audience: "couples",
    topic: "Assistants",
    question: "Who is June?",
    answer:
      "June is Serviceberry's planning assistant for couples. Once you are signed in, June answers from your own guest list, budget, timeline and saved venues, so the advice fits your wedding rather than a generic one.",
    links: [{"label": "Meet June", "href": "/ai-planner"}, {"label": "Sign in", "href": "/auth?mode=signin"}, {"label": "See a demo", "href": "/demo"}],
  },
  {
    slug: "june-makes-changes",
    audience: "couples",
    topic: "Assistants",
    question: "Can June change things in our plan for us?",
    answer:
      "Yes, but only when you say so. Ask June in your own words (\"add my coworker Priya Shah\", \"we put down a $300 deposit with the baker, add that\", \"remind me in 3 weeks to call the florist\") and June proposes the change with Confirm and Cancel buttons; nothing changes until you confirm. June can add or remove guests (a child as a child, when you say so: \"her little girl, she's 6\"), send RSVP reminders, add a task, move one (or every overdue one at once) or mark it done, set a budget category or your total budget, add an expense, mark a payment paid or record one you made (\"we paid the florist's deposit\", \"we paid $500 to the bakery today\"), save a venue, add a song, start an inspiration board or a floral design, seat guests automatically, publish your website, add a shared task for the people helping you and close a poll. You can ask several things in one message (\"how many said yes, and add a task to call the rest on Friday\") and follow up as you would with a person (\"and the kids?\", \"move it to Monday\", \"yes please\", \"actually scratch that\", \"no, I meant the hotel block\"): June reads your message with the ones before it. Sharing one account? Sign a question with your name or initial (\"how many on my side said yes - Theo\") and June reads \"my side\" of the guest list as yours.",
    links: [{"label": "Meet June", "href": "/ai-planner"}],
  },
  {
    slug: "who-is-grace",
    audience: "everyone",
    topic: "Assistants",
    question: "Who is Grace?",
    answer:
      "Grace is our support assistant for every kind of account: couples, venue owners, vendors and helpers. Grace answers questions about signing in, managing listings, bookings and features, and opens a help ticket for our team when a person needs to step in.",
    links: [{"label": "Help center", "href": "/help"}],
  },
  {
    slug: "list-a-venue",
    audience: "venues",
    topic: "For venues",
    question: "How do I list my venue?",
    answer:
      "Create a venue account, then add your venue with its capacity, pricing, amenities, photos and tour times. Listing is free to start. If your venue is already in our catalog, claim it instead and our team will confirm you own it.",
    links: [{"label": "List your venue", "href": "/list-your-venue"}, {"label": "Add a venue", "href": "/add-venue"}, {"label": "Claim a listing", "href": "/venue/claim"}],
  },
  {
    slug: "venue-tours",
    audience: "venues",
    topic: "For venues",
    question: "How do couples book tours of my venue?",
    answer:
      "You publish open tour slots and blackout dates from your venue dashboard. Couples pick an open slot or ask for another time; each booking reaches you by email and in your dashboard, and a slot can never be booked twice.",
    links: [{"label": "Your venue dashboard", "href": "/venue-owner-dashboard"}],
  },
  {
    slug: "vendor-profile",
    audience: "vendors",
    topic: "For vendors",
    question: "How do couples find my business?",
    answer:
      "Vendors appear under their category (photographers, caterers, florists and nine more) and their city. A complete profile with clear pricing, real photos of your work and fast replies to inquiries ranks you better in vendor matching.",
    links: [{"label": "Your vendor dashboard", "href": "/vendor-dashboard"}, {"label": "Browse vendors", "href": "/vendors"}, {"label": "For professionals", "href": "/pros"}],
  },
  {
    slug: "vendor-cost",
    audience: "vendors",
    topic: "Pricing",
    question: "What does Serviceberry cost for vendors and venues?",
    answer:
      "Creating a profile, publishing it and receiving inquiries is free: $0, with no commission and no paid placement. Optional paid plans, Plus and Pro, add room for more photos and packages; the vendor pricing page lists their prices and limits.",
    links: [{"label": "Vendor pricing", "href": "/vendor-pricing"}, {"label": "Vendor benefits", "href": "/vendor-benefits"}, {"label": "Vendor sign-up", "href": "/signup/vendor"}],
  },
  {
    slug: "forgot-password",
    audience: "everyone",
    topic: "Signing in",
    question: "I forgot my password. What do I do?",
    answer:
      "Choose Forgot password on the sign-in page and enter your email. If an account exists, we send a reset link that works once and expires after 10 minutes. Setting a new password signs you out everywhere else.",
    links: [{"label": "Reset your password", "href": "/reset-password"}, {"label": "Sign in", "href": "/auth?mode=signin"}],
  },
  {
    slug: "delete-account",
    audience: "everyone",
    topic: "Privacy and support",
    question: "How do I download or delete my data?",
    answer:
      "From your account page you can download everything we keep about you as a JSON file, and delete your account. Deleting removes your profile, guest list, budget and chats for good after you confirm.",
    links: [{"label": "Your couple account", "href": "/couple-account"}, {"label": "Privacy policy", "href": "/privacy"}],
  },
  {
    slug: "data-sharing",
    audience: "everyone",
    topic: "Privacy and support",
    question: "Do you sell my data or show me ads?",
    answer:
      "No. Serviceberry is always ad-free and never sells personal data. Venues and vendors see what you send them in an inquiry or tour request, and nothing else.",
    links: [{"label": "Privacy policy", "href": "/privacy"}, {"label": "Terms of service", "href": "/terms"}],
  },
  {
    slug: "contact-a-person",
    audience: "everyone",
    topic: "Privacy and support",
    question: "How do I reach a person?",
    answer:
      "Write to us from the contact page, or ask Grace to open a help ticket. We answer Monday to Friday, 9 am to 6 pm Eastern, usually within one working day.",
    links: [{"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "mobile-app",
    audience: "everyone",
    topic: "Getting started",
    question: "Is there a mobile app?",
    answer:
      "Serviceberry works in any phone browser and inside our mobile app's webview, with a bottom navigation on phones. Everything you do on one device is there on the others as soon as you sign in.",
    links: [{"label": "How to get started", "href": "/how-to-get-started"}],
  },
  {
    slug: "sign-in-trouble",
    audience: "everyone",
    topic: "Signing in",
    question: "I can't sign in. What should I check?",
    answer:
      "Make sure you are using the email address you signed up with, and that caps lock is off: passwords are case-sensitive. After several wrong attempts, sign-in pauses for a little while to protect your account, so wait a few minutes before trying again, or reset your password from the sign-in page. If you are still locked out, contact us from that email address and we will help.",
    links: [{"label": "Sign in", "href": "/auth?mode=signin"}, {"label": "Reset your password", "href": "/reset-password"}, {"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "verification-email",
    audience: "everyone",
    topic: "Verification",
    question: "I didn't get the email to verify my account.",
    answer:
      "Verification emails usually arrive within a minute. Check your spam, junk and promotions folders and search your inbox for Serviceberry. Add hello@serviceberry.app to your contacts so our messages reach you. If nothing has arrived after ten minutes, contact us from the address you signed up with and we will sort it out.",
    links: [{"label": "Your couple account", "href": "/couple-account"}, {"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "find-vendors",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "How do I find vendors in my city?",
    answer:
      "Open Vendors in the top navigation and pick a category: photographers, videographers, caterers, DJs and bands, florists, wedding planners, bakers, hair and makeup, transportation, officiants, bartenders or decorators. Vendors in the city you chose come first, and vendor matching suggests ones that suit your wedding.",
    links: [{"label": "Browse vendors", "href": "/vendors"}, {"label": "Vendor matching", "href": "/vendors/match"}],
  },
  {
    slug: "book-venue-tour",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "How do I book a tour of a venue?",
    answer:
      "Open the venue's page and choose one of its open tour times, or ask for another time if none suits you. The venue receives your request straight away and you get a confirmation by email. Some venues also offer a 3D tour, so you can walk through the space from home before you visit.",
    links: [{"label": "Book a tour", "href": "/book-tour"}, {"label": "Request a tour time", "href": "/request-venue-tour"}, {"label": "3D venue tours", "href": "/venues-3d-tours"}],
  },
  {
    slug: "rsvp-online",
    audience: "couples",
    topic: "Planning tools",
    question: "How do guests RSVP?",
    answer:
      "Each guest gets a personal RSVP link, so nobody needs an account to reply. When a guest answers attending or declined, your guest list updates at once; guests who have not answered show as pending, so you can see who to remind.",
    links: [{"label": "Your guest list", "href": "/planning/guest-list-manager"}, {"label": "Your dashboard", "href": "/couple-dashboard"}],
  },
  {
    slug: "budget-tracker",
    audience: "couples",
    topic: "Planning tools",
    question: "How does the budget tracker work?",
    answer:
      "Enter your total budget and guest count, then share it out across categories such as venue, catering, photography and flowers. As you record what you have spent, each category shows what is left, so an overspend in one place is easy to balance in another. You can let a parent or other contributor see or edit the budget without giving them the rest of your planning.",
    links: [{"label": "Budget tracker", "href": "/planning/budget-tracker"}, {"label": "Budgeting basics", "href": "/planning/budgeting-basics"}],
  },
  {
    slug: "master-timeline",
    audience: "couples",
    topic: "Planning tools",
    question: "What is the master timeline?",
    answer:
      "The master timeline is your plan from engagement to the wedding day: every task in order, with dates worked back from your wedding date. Tick tasks off as you go, share the timeline with your helpers, and open it on your phone on the day.",
    links: [{"label": "The master timeline", "href": "/planning/master-timeline"}, {"label": "Planning templates", "href": "/planning/templates"}],
  },
  {
    slug: "join-as-contributor",
    audience: "contributors",
    topic: "Planning together",
    question: "How do I join a couple's planning as a helper?",
    answer:
      "Helpers join through the invitation link the couple sends them. Open the link, sign in or create your sign-in, and you land in the couple's planning with the access they chose for you. If the link does not work, ask the couple to send you a fresh invitation.",
    links: [{"label": "Sign in", "href": "/auth?mode=signin"}, {"label": "Create an account", "href": "/signup/couple"}],
  },
  {
    slug: "contributor-permissions",
    audience: "contributors",
    topic: "Planning together",
    question: "What can I see and change as a contributor?",
    answer:
      "Only what the couple shares with you. The couple decides, person by person, whether you can view or edit parts of their planning such as the budget, the guest list or the timeline. If something you need is missing, ask them to change your access; they can also change or remove it at any time.",
    links: [{"label": "Your account", "href": "/couple-account"}],
  },
  {
    slug: "claim-venue",
    audience: "venues",
    topic: "For venues",
    question: "My venue is already on Serviceberry. How do I claim it?",
    answer:
      "Create a venue account, then open your venue's page and choose to claim it. Tell us your role at the venue and how to reach you there. Our team checks that you manage the venue, usually through its public phone number or email, before handing the listing over to you.",
    links: [{"label": "Claim a listing", "href": "/venue/claim"}, {"label": "Venue sign-up", "href": "/signup/venue"}],
  },
  {
    slug: "venue-visibility",
    audience: "venues",
    topic: "For venues",
    question: "Which couples see my venue?",
    answer:
      "Your venue appears when couples browse venues in its city: Cleveland, Columbus, Cincinnati or Nashville. Accurate capacity, pricing and style details help couples who fit your space find you, and couples can save your venue to their favorites and request a tour from its page.",
    links: [{"label": "Browse venues", "href": "/venues"}, {"label": "Venue questionnaire", "href": "/venue-questionnaire"}],
  },
  {
    slug: "vendor-categories",
    audience: "vendors",
    topic: "For vendors",
    question: "Which categories can my business be listed in?",
    answer:
      "There are twelve: photographers, videographers, caterers, DJs and bands, florists, wedding planners, bakers, hair and makeup, transportation, officiants, bartenders and decorators. Choose the one couples would look under first; your profile can describe everything else you offer.",
    links: [{"label": "For professionals", "href": "/pros"}, {"label": "Browse vendors", "href": "/vendors"}, {"label": "Vendor sign-up", "href": "/signup/vendor"}],
  },
  {
    slug: "claim-vendor",
    audience: "vendors",
    topic: "For vendors",
    question: "My business is already listed. How do I claim it?",
    answer:
      "Create a vendor account, then open Claim your business, find your listing and tell us how we can confirm it is yours. Our team confirms that you run the business, usually through its public phone number or email, and then the profile is yours to edit.",
    links: [{"label": "Claim your business", "href": "/vendor/claim"}, {"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "change-password",
    audience: "everyone",
    topic: "Signing in",
    question: "How do I change my password?",
    answer:
      "Signed in, open your account page and choose Change password. Enter your current password, then a new one of at least 12 characters; we check that it is not easy to guess and tell you why if it is. Changing it keeps you signed in here and signs out your other devices.",
    links: [{"label": "Your couple account", "href": "/couple-account"}, {"label": "Your vendor account", "href": "/vendor-account"}, {"label": "Your venue account", "href": "/venue-owner-account"}],
  },
  {
    slug: "reset-link-expired",
    audience: "everyone",
    topic: "Signing in",
    question: "My password reset link says it expired or was already used.",
    answer:
      "A reset link works once and only for 10 minutes, so an older email or a second click will not work. Ask for a new link from the reset page and use the newest email; earlier links stop working when a new one is sent.",
    links: [{"label": "Ask for a new reset link", "href": "/reset-password"}],
  },
  {
    slug: "locked-out",
    audience: "everyone",
    topic: "Signing in",
    question: "It says too many sign-in attempts. Am I locked out?",
    answer:
      "After several wrong passwords in a row we pause sign-in for that account and that network for a few minutes, to stop anyone guessing. Wait a few minutes and try again, or reset your password instead: the reset link works even while sign-in is paused.",
    links: [{"label": "Sign in", "href": "/auth?mode=signin"}, {"label": "Reset your password", "href": "/reset-password"}],
  },
  {
    slug: "change-email",
    audience: "everyone",
    topic: "Accounts",
    question: "How do I change the email address on my account?",
    answer:
      "Open your account page and choose to change your email. We send a confirmation link to the new address, and the change happens only when you click it, so a typo cannot lock you out. Until then, sign in with your current address.",
    links: [{"label": "Your couple account", "href": "/couple-account"}, {"label": "Your vendor account", "href": "/vendor-account"}, {"label": "Your venue account", "href": "/venue-owner-account"}],
  },
  {
    slug: "change-wedding-details",
    audience: "couples",
    topic: "Accounts",
    question: "How do we change our wedding date, city or guest count?",
    answer:
      "Open My Account and its Wedding profile tab: change your wedding date, guest count, city or style there and save. June, your countdown and the venue search work from what you save. The wedding date card on your master timeline moves the date too, and says there whether tasks already on your timeline move with it; any task can also be edited to a new due date.",
    links: [{"label": "Your couple account", "href": "/couple-account"}, {"label": "The master timeline", "href": "/planning/master-timeline"}],
  },
  {
    slug: "wrong-account-kind",
    audience: "everyone",
    topic: "Accounts",
    question: "I signed up as the wrong kind of account.",
    answer:
      "Each account is a couple, venue or vendor account from the start, because the screens differ. If you picked the wrong one, write to us from the contact page (or ask Grace to open a ticket) from the address you signed up with and we will switch it; nothing you entered is lost.",
    links: [{"label": "Contact us", "href": "/contact"}, {"label": "Which sign-up is mine?", "href": "/join"}],
  },
  {
    slug: "sign-out-everywhere",
    audience: "everyone",
    topic: "Signing in",
    question: "I signed in on a shared computer. How do I sign out everywhere?",
    answer:
      "Sign out from the menu on that computer if you can. If you cannot reach it, reset your password: setting a new password signs out every other device at once.",
    links: [{"label": "Reset your password", "href": "/reset-password"}],
  },
  {
    slug: "why-verify",
    audience: "everyone",
    topic: "Verification",
    question: "Why do I have to verify my email?",
    answer:
      "Until your address is confirmed, you can plan, browse and save, but Serviceberry will not send mail to other people for you: tour requests, invitations to helpers and inquiries wait for a proven address. Admin rights and messages sent to your address also wait. Use the link in the banner at the top of the page to send a fresh verification email.",
    links: [{"label": "Your couple account", "href": "/couple-account"}],
  },
  {
    slug: "verification-link-expired",
    audience: "everyone",
    topic: "Verification",
    question: "My verification link doesn't work.",
    answer:
      "Verification links last 24 hours and work once. If yours is older or was already used, sign in and choose to resend it from the banner at the top of the page; the newest link is the one that works. Opening it in the same browser where you are signed in is the smoothest way.",
    links: [{"label": "Sign in", "href": "/auth?mode=signin"}],
  },
  {
    slug: "venue-photos",
    audience: "venues",
    topic: "For venues",
    question: "How do I add or reorder photos of my venue?",
    answer:
      "Open your venue dashboard, choose the venue, and add photos (JPEG, PNG, WebP or HEIC, so iPhone photos upload as they are, up to the size shown on the form). Drag them into the order you want; the first one is your cover on search results and share previews. Real, bright photos of the ceremony and reception spaces get the most tour requests.",
    links: [{"label": "Your venue dashboard", "href": "/venue-owner-dashboard"}],
  },
  {
    slug: "venue-publish",
    audience: "venues",
    topic: "For venues",
    question: "Why can't couples see my venue yet?",
    answer:
      "A new venue stays a draft until you publish it from your venue dashboard; publishing needs the basics filled in (name, city, capacity and at least one photo). You can unpublish at any time, for example while you renovate, and your details are kept.",
    links: [{"label": "Your venue dashboard", "href": "/venue-owner-dashboard"}, {"label": "Add a venue", "href": "/add-venue"}],
  },
  {
    slug: "venue-questionnaire-help",
    audience: "venues",
    topic: "For venues",
    question: "What is the venue questionnaire for?",
    answer:
      "The questionnaire records what couples compare most: catering rules, alcohol policy, rain plans, accessibility, parking and curfew. Answering it puts your venue in front of couples filtering for those things and saves you from answering the same questions by email.",
    links: [{"label": "Venue questionnaire", "href": "/venue-questionnaire"}],
  },
  {
    slug: "venue-tour-slots",
    audience: "venues",
    topic: "For venues",
    question: "How do I set tour times and block out dates?",
    answer:
      "From your venue dashboard open Tours. Set your touring hours, add open slots, and block dates when the venue is closed or booked for an event; couples only see times that are open. When a couple asks for another time you can confirm it, propose a different one or decline.",
    links: [{"label": "Your venue dashboard", "href": "/venue-owner-dashboard"}, {"label": "Venue tours", "href": "/venue-tours"}],
  },
  {
    slug: "venue-multiple",
    audience: "venues",
    topic: "For venues",
    question: "Can I manage more than one venue?",
    answer:
      "Yes. One venue account can hold several venues; each has its own page, photos, questionnaire and tour times, and your dashboard lists them all. Add another from the dashboard or claim one that is already in our catalog.",
    links: [{"label": "Add a venue", "href": "/add-venue"}, {"label": "Claim a listing", "href": "/venue/claim"}],
  },
  {
    slug: "claim-pending",
    audience: "venues",
    topic: "For venues",
    question: "My venue claim is still pending. How long does it take?",
    answer:
      "Our team checks each claim by hand, usually within two working days, often by calling the venue's public number. You can see the status on the claim page, and we email you the decision. If it has been longer, ask Grace to open a ticket and we will look at it.",
    links: [{"label": "Your claims", "href": "/venue/claim"}],
  },
  {
    slug: "vendor-edit-profile",
    audience: "vendors",
    topic: "For vendors",
    question: "How do I update my business profile?",
    answer:
      "Open your vendor dashboard to edit your business name, category, city, description, pricing and contact details. Changes show on your profile straight away. Clear pricing and recent photos of real weddings help couples choose you.",
    links: [{"label": "Your vendor dashboard", "href": "/vendor-dashboard"}],
  },
  {
    slug: "vendor-inquiries",
    audience: "vendors",
    topic: "For vendors",
    question: "How do couples contact me, and where do I see inquiries?",
    answer:
      "Couples send inquiries from your profile once their email is verified. Each one waits in the inbox of your vendor dashboard, where you reply in the same conversation, and we email you when a new one arrives; replying within a day makes a real difference in who gets booked.",
    links: [{"label": "Your vendor dashboard", "href": "/vendor-dashboard"}],
  },
  {
    slug: "vendor-signup-help",
    audience: "vendors",
    topic: "For vendors",
    question: "How do I join Serviceberry as a vendor?",
    answer:
      "Choose the vendor sign-up, pick your category and city, and confirm your email. Then fill in your business profile. If your business is already listed, you can claim it instead of starting over.",
    links: [{"label": "Vendor sign-up", "href": "/signup/vendor"}, {"label": "Claim your business", "href": "/vendor/claim"}, {"label": "For professionals", "href": "/pros"}],
  },
  {
    slug: "cancel-tour",
    audience: "couples",
    topic: "Bookings and tours",
    question: "How do I cancel or change a venue tour?",
    answer:
      "Open your venue tours, choose the tour and cancel it; the venue is told by email and the time opens up for other couples. To change the time, cancel and book another slot, or ask the venue for a different time from the venue's page.",
    links: [{"label": "Your venue tours", "href": "/venue-tours"}, {"label": "Book a tour", "href": "/book-tour"}],
  },
  {
    slug: "tour-not-confirmed",
    audience: "couples",
    topic: "Bookings and tours",
    question: "The venue hasn't confirmed my tour request.",
    answer:
      "A booked open slot is confirmed at once. A request for another time waits for the venue, which can confirm it, propose a different time or decline; you get an email either way. If a venue has not answered in a few days, book one of its open slots instead or contact the venue directly.",
    links: [{"label": "Your venue tours", "href": "/venue-tours"}, {"label": "Request a tour time", "href": "/request-venue-tour"}],
  },
  {
    slug: "tour-calendar",
    audience: "couples",
    topic: "Bookings and tours",
    question: "Can I add my tour to my calendar?",
    answer:
      "Yes. Every confirmed tour has an Add to calendar file (.ics) on the confirmation page and in the confirmation email, which opens in Google Calendar, Apple Calendar or Outlook with the venue's address.",
    links: [{"label": "Your venue tours", "href": "/venue-tours"}],
  },
  {
    slug: "saved-venues-help",
    audience: "couples",
    topic: "Bookings and tours",
    question: "How do I save venues and compare them?",
    answer:
      "Tap the heart on any venue to save it. Your favorites list keeps them side by side with capacity, price range and style, so you can narrow down before booking tours.",
    links: [{"label": "Your favorite venues", "href": "/venue-favorites"}, {"label": "Browse venues", "href": "/venues"}],
  },
  {
    slug: "booking-dispute",
    audience: "everyone",
    topic: "Bookings and tours",
    question: "I have a problem with a booking, a no-show or a cancellation by the other side.",
    answer:
      "We are sorry. Serviceberry does not hold your contract or money with a venue or vendor, but we take reports of no-shows and broken bookings seriously and can step in with the business. Ask Grace to open a ticket with the venue or vendor's name, the date, and what happened, and a person on our team will follow up.",
    links: [{"label": "Your venue tours", "href": "/venue-tours"}, {"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "deposits",
    audience: "couples",
    topic: "Payments",
    question: "How do I pay a venue or vendor deposit?",
    answer:
      "Deposits and contracts are arranged directly with each venue or vendor; Serviceberry never takes payment for them. Record each deposit and its due date as a payment in your budget tracker, and we remind you before it is due so nothing is missed.",
    links: [{"label": "Budget tracker", "href": "/planning/budget-tracker"}],
  },
  {
    slug: "refund-request",
    audience: "everyone",
    topic: "Payments",
    question: "How do I get a refund?",
    answer:
      "Starting on Serviceberry is free, so most people have nothing to refund. Deposits paid to a venue or vendor follow that business's contract, so ask them first. If you were charged by Serviceberry and think it is wrong, ask Grace to open a ticket and our team will look at it personally.",
    links: [{"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "payment-reminders",
    audience: "couples",
    topic: "Payments",
    question: "How do payment reminders work?",
    answer:
      "Each payment in your budget tracker can have a due date. We show what is due soon and overdue at the top of the tracker and send you an email reminder before the due date. Mark a payment paid when it is done and it moves into what you have spent.",
    links: [{"label": "Budget tracker", "href": "/planning/budget-tracker"}],
  },
  {
    slug: "business-billing",
    audience: "vendors",
    topic: "Payments",
    question: "How does billing work for vendors and venues?",
    answer:
      "Listing, receiving inquiries and tour requests are free, with no commission on bookings. The optional Plus and Pro plans are paid monthly or yearly through Stripe, and Serviceberry charges nothing else. Manage your plan from the Your plan card on your dashboard. Questions about a charge go to our team: ask Grace to open a ticket.",
    links: [{"label": "For professionals", "href": "/pros"}],
  },
  {
    slug: "page-not-loading",
    audience: "everyone",
    topic: "Technical problems",
    question: "A page won't load or looks broken.",
    answer:
      "Reload the page first; if it is still wrong, try a private window, which starts without old files or extensions. Serviceberry works in current Chrome, Safari, Firefox and Edge. If it keeps happening, ask Grace to open a ticket and tell us the page, your browser and what you see.",
    links: [{"label": "Help center", "href": "/help"}],
  },
  {
    slug: "photo-upload-fails",
    audience: "everyone",
    topic: "Technical problems",
    question: "My photo upload fails.",
    answer:
      "Photos can be JPEG, PNG, WebP or HEIC (iPhone photos upload as they are) and must be under the size the form shows. A slow connection can also time out, so try again on Wi-Fi. If a photo still fails, open a ticket with the file's type and size.",
    links: [{"label": "Your venue dashboard", "href": "/venue-owner-dashboard"}, {"label": "Your vendor dashboard", "href": "/vendor-dashboard"}],
  },
  {
    slug: "emails-not-arriving",
    audience: "everyone",
    topic: "Technical problems",
    question: "I'm not getting emails from Serviceberry.",
    answer:
      "Check spam, junk and promotions folders and search for Serviceberry. Add hello@serviceberry.app to your contacts. Some workplace email systems hold messages from new senders, so a personal address can be more reliable. If nothing arrives, ask Grace for a ticket so we can check our delivery log.",
    links: [{"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "voice-mic",
    audience: "everyone",
    topic: "Technical problems",
    question: "Grace's voice mode can't hear me.",
    answer:
      "Voice mode needs your browser's permission to use the microphone: allow it when asked, or turn it on in the site settings next to the address bar. If your browser cannot record, type your question instead; Grace answers the same way.",
    links: [{"label": "Help center", "href": "/help"}],
  },
  {
    slug: "beyond-the-wedding",
    audience: "couples",
    topic: "Features",
    question: "What is Beyond the Wedding?",
    answer:
      "Beyond the Wedding is a set of guided modules for life after the wedding: communication, money, legal protection, health, faith and values, and planning ahead together. They need a signed-in account so your progress is kept.",
    links: [{"label": "Beyond the Wedding", "href": "/beyond-wedding"}],
  },
  {
    slug: "three-d-tours",
    audience: "couples",
    topic: "Features",
    question: "What are 3D venue tours?",
    answer:
      "Some venues offer a 3D walk-through you can explore from home before booking an in-person tour. Open the 3D tours page to see which venues have one.",
    links: [{"label": "3D venue tours", "href": "/venues-3d-tours"}],
  },
  {
    slug: "budgeting-basics-help",
    audience: "couples",
    topic: "Features",
    question: "How much should we budget for each part of the wedding?",
    answer:
      "Budgeting basics walks through typical shares for venue, catering, photography, flowers and the rest, for weddings in Ohio and Tennessee. The budget tracker starts from those shares, and you can change any of them.",
    links: [{"label": "Budgeting basics", "href": "/planning/budgeting-basics"}, {"label": "Budget tracker", "href": "/planning/budget-tracker"}],
  },
  {
    slug: "contributor-sign-in",
    audience: "contributors",
    topic: "Planning together",
    question: "I'm helping a couple. Why can't I see their budget or guest list?",
    answer:
      "Contributors see only what the couple shares with them, area by area. If a part is missing, the couple has not given you access to it yet: ask them to change your access. If the invitation link itself does not work, ask them for a fresh one.",
    links: [{"label": "Sign in", "href": "/auth?mode=signin"}],
  },
  {
    slug: "couple-dashboard",
    audience: "couples",
    topic: "Planning tools",
    question: "What is on my couple dashboard?",
    answer:
      "Your dashboard is your home once you are signed in: the countdown to your wedding date, the next tasks on your checklist, your budget at a glance, how many guests have answered their RSVP, your saved venues, your upcoming venue tours, vendor replies you haven't read, and the first steps you still have to take. It is one tap away in the header (or the menu on a phone).",
    links: [{"label": "Your dashboard", "href": "/couple-dashboard"}, {"label": "Your first steps", "href": "/planning/getting-started"}],
  },
  {
    slug: "day-of-schedule",
    audience: "couples",
    topic: "Planning tools",
    question: "How do we share the day-of schedule with our vendors and wedding party?",
    answer:
      "Add the day's events to your timeline (hair and makeup, the first look, the ceremony...), then create a share link for each person, such as your photographer. They open the schedule on their phone without an account, and it still shows if the signal drops at the venue. Revoke a link any time and it stops working.",
    links: [{"label": "The master timeline", "href": "/planning/master-timeline"}],
  },
  {
    slug: "plus-ones",
    audience: "couples",
    topic: "Planning tools",
    question: "How are plus-ones counted?",
    answer:
      "Allow a plus-one on a guest, and when that guest says yes and names their plus-one (on the RSVP page, or you add the name yourself), the plus-one joins the guest list as a guest of their own in the same household. They count in Attending, are answered at the events their host comes to, and get a meal choice on the host's RSVP, so the meal tally matches the attending count. If the host declines or is deleted, the plus-one goes too.",
    links: [{"label": "The guest list manager", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "name-businesses-see",
    audience: "everyone",
    topic: "Accounts",
    question: "What name do venues and vendors see?",
    answer:
      "The name you give when you sign up, which you can change under My Account, Account settings, Your name. For a couple, once your wedding profile has both partners' names, venues and vendors see those instead (for example Maya & Theo) on your tour requests, inquiries, reviews and the mail we send them.",
    links: [{"label": "My Account", "href": "/couple-account"}],
  },
  {
    slug: "my-inquiries",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "Where do I see my messages with vendors?",
    answer:
      "Every inquiry you send from a vendor's profile becomes a conversation under My inquiries, with the vendor's replies in order. Sending an inquiry needs a verified email address, so the vendor can write back to you.",
    links: [{"label": "My inquiries", "href": "/my-inquiries"}, {"label": "Browse vendors", "href": "/vendors"}],
  },
  {
    slug: "vendor-publish",
    audience: "vendors",
    topic: "For vendors",
    question: "How do I publish or unpublish my business profile?",
    answer:
      "Open your vendor dashboard. A new profile starts unpublished, so only you can see it; add a package or a photo, then choose Publish and couples can find and write to you. To hide it again (fully booked, on a break), choose Unpublish on the same screen: your profile, photos and inquiries are kept, and you can publish again any time.",
    links: [{"label": "Your vendor dashboard", "href": "/vendor-dashboard"}],
  },
  {
    slug: "vendor-photos",
    audience: "vendors",
    topic: "For vendors",
    question: "How do I add photos to my portfolio?",
    answer:
      "Open your vendor dashboard and add photos in the portfolio section. JPEG, PNG, WebP and HEIC are all accepted, so photos straight from an iPhone upload as they are; there is no need to convert them. Recent photos of real weddings help couples choose you.",
    links: [{"label": "Your vendor dashboard", "href": "/vendor-dashboard"}],
  },
  {
    slug: "claim-dispute",
    audience: "everyone",
    topic: "Accounts",
    question: "Someone else claimed my venue or business, or my claim was turned down.",
    answer:
      "Our team decides every claim by hand. If someone else's claim on your listing went through, or yours was turned down and you run the business, ask Grace to open a ticket with the listing's name, your role there and how we can confirm it (the business's public phone number or email works best). A person on our team looks into it and tells you the outcome by email.",
    links: [{"label": "Claim a venue", "href": "/venue/claim"}, {"label": "Claim your business", "href": "/vendor/claim"}],
  },
  {
    slug: "send-invitations",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I send invitations and RSVP reminders by email?",
    answer:
      "In your guest list manager, choose Send invitations. Send the invitation with each household's RSVP link to everyone, or a reminder only to the households that have not answered. Households need an email address; the RSVP settings set the deadline until which guests can change their answers.",
    links: [{"label": "Guest list", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "guest-addresses",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I collect mailing addresses from our guests?",
    answer:
      "Open the RSVP settings of your guest list manager and create the address link under Address collection. Send that one link to everyone: each guest fills in a mailing address, which we match to their household or hold for you to review. You can make a new link or turn it off at any time.",
    links: [{"label": "Guest list", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "guest-details",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I track meals, plus-ones and children?",
    answer:
      "Each guest in your guest list manager has a type (adult, child, plus-one or vendor meal), a meal choice from the meal options you set, and whether they may bring a plus-one, with the plus-one's name. Guests in one household answer their RSVP together, and the list counts attending guests, meals and children for you.",
    links: [{"label": "Guest list", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "guest-registration",
    audience: "couples",
    topic: "Planning tools",
    question: "Can guests add themselves to our guest list?",
    answer:
      "Yes, with a wedding code. Set one in the RSVP settings of your guest list manager and share it: guests who are not on your list yet ask to be added with it, and nobody is added until you approve them.",
    links: [{"label": "Guest list", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "timeline-templates",
    audience: "couples",
    topic: "Planning tools",
    question: "Can I start my timeline from a template?",
    answer:
      "Yes. Planning templates give you a checklist that fits how much time you have and the wedding you want. Every task's due date is worked back from your wedding date, from a year out to the week of.",
    links: [{"label": "Planning templates", "href": "/planning/templates"}, {"label": "Master timeline", "href": "/planning/master-timeline"}],
  },
  {
    slug: "vendor-matching",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "How does vendor matching work?",
    answer:
      "Answer six questions about your wedding and vendor matching ranks vendors for it, with the reasons for each rank. Nobody pays to rank higher.",
    links: [{"label": "Vendor matching", "href": "/vendors/match"}],
  },
  {
    slug: "sending-limits",
    audience: "couples",
    topic: "Planning tools",
    question: "Why was my invitation or reminder send refused?",
    answer:
      "Invitations and reminders go out from Serviceberry on your behalf, so each couple has a sending limit: 300 messages an hour and 1,000 a day, one message per guest email address. In an account's first week the limits are 100 an hour and 200 a day. A send that would pass a limit is refused whole, so nothing goes out twice, and the message tells you when you can send again. Your names appear in each invitation's subject line, so they can't contain a web address; remove it from your profile and send again. If our team paused your sending, contact us and we'll look at it with you.",
    links: [{"label": "Your guest list", "href": "/planning/guest-list-manager"}, {"label": "Contact us", "href": "/contact"}],
  },
  {
    slug: "address-approvals",
    audience: "couples",
    topic: "Planning tools",
    question: "Why didn't a guest's address update on its own?",
    answer:
      "Every address sent through your shared address link waits for you before it changes anything. When it matches a household on your list, you see that household's address now and the new one side by side; approve it to update the household, or decline it. Addresses that match nobody can be added as a new household. Find them in RSVP settings under Waiting for you. This keeps anyone who has the link from changing a guest's address.",
    links: [{"label": "Your guest list", "href": "/planning/guest-list-manager"}],
  },
  {
    slug: "reviews-waiting",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "Why is my review of a vendor waiting, or not allowed?",
    answer:
      "Writing a review needs a verified email address, and each couple writes one review per vendor, which you can edit or delete later. You can write up to 5 reviews a day. When several low ratings reach one vendor within a day, the newest ones wait for our team before they show or change the vendor's rating; this usually takes a day, and your review page says so. Reviews from couples who contacted or booked the vendor through Serviceberry show a mark saying so.",
    links: [{"label": "Browse vendors", "href": "/vendors"}, {"label": "My inquiries", "href": "/my-inquiries"}],
  },
  {
    slug: "vendor-review-replies",
    audience: "vendors",
    topic: "For vendors",
    question: "Can I answer or report a review of my business?",
    answer:
      "Yes. Open the Reviews tab of your vendor dashboard. Answer in public and your answer shows under the review on your profile, with your business name; you can edit it or take it down. If a review is fake, abusive or about another business, report it with a sentence saying why: it stays up while our team looks, and we remove it if it breaks our rules. Reviews from couples who wrote to you through Serviceberry show a Contacted or Booked mark.",
    links: [{"label": "Your vendor dashboard", "href": "/vendor-dashboard"}],
  },
  {
    slug: "inquiry-limits",
    audience: "couples",
    topic: "Finding venues and vendors",
    question: "Is there a limit on inquiries and messages to vendors?",
    answer:
      "Yes, so vendors hear from real couples rather than floods: you can send inquiries to 10 vendors a day, and write to the same vendor twice a day (continue in the conversation under My inquiries instead). In one conversation you can send 20 messages an hour. If a limit stops you, the message says when you can try again. A listed business that has not joined Serviceberry yet hears from us at most once a week, however many couples write; your inquiry waits in its inbox until it claims the profile.",
    links: [{"label": "My inquiries", "href": "/my-inquiries"}, {"label": "Browse vendors", "href": "/vendors"}],
  },
  ...BEYOND_WEDDING_ARTICLES,
  ...BLOG_HELP_ARTICLES,
  ...FLORAL_DESIGN_ARTICLES,
  ...INSPIRATION_BOARD_ARTICLES,
  ...MUSIC_ARTICLES,
  ...PLANNING_QUIZ_ARTICLES,
  ...SEATING_ARTICLES,
  ...WEBSITE_ARTICLES,
  ...COLLABORATION_ARTICLES,
  ...TASKS_POLLS_ARTICLES,
  ...BILLING_ARTICLES,
  ...GIVE_BACK_ARTICLES,
  ...AFFILIATE_ARTICLES,
  ...MENDS_ARTICLES,
  ...VENDOR_GALLERY_ARTICLES,
  ...ACTIVITY_ARTICLES,
];
