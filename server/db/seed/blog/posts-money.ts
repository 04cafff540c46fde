import type { SeedBlogPost } from "./types.ts";

/** Budgeting and etiquette. */
export const MONEY_AND_ETIQUETTE_POSTS: SeedBlogPost[] = [
  {
    slug: "how-to-build-a-wedding-budget",
    title: "How to build a wedding budget you will actually keep",
    excerpt: "Start from the total you can spend, not from a list of wishes. A step-by-step method with typical category shares.",
    category: "budgeting",
    tags: ["budget", "first steps"],
    authorName: "Renee Okafor",
    publishedAt: "2026-01-12T14:00:00Z",
    body: `A budget that works starts with one honest number: what you and anyone contributing can spend without debt.

## 1. Agree on the total
Ask each family member who wants to contribute for an amount, in writing if that helps. Add your own savings. That sum is the budget.

## 2. Divide it by category
Typical shares for couples in Ohio and Tennessee:
- Venue and catering: 45 to 50 percent
- Photography and video: 10 to 12 percent
- Music: 5 to 8 percent
- Flowers and decor: 8 to 10 percent
- Attire and beauty: 5 to 8 percent
- Everything else, including a cushion of 5 percent: the rest

## 3. Set the guest count with the budget in mind
Most costs scale with guests. Divide your venue-and-catering share by your guest count to get a cost per guest, and check it against real quotes.

## 4. Track every quote and payment
Write down each estimate, deposit and balance as it happens. The [budget tracker](/planning/budget-tracker) keeps the totals and what is due next in one place.`,
  },
  {
    slug: "where-wedding-budgets-go-over",
    title: "Where wedding budgets go over, and how to catch it early",
    excerpt: "Service charges, taxes, rentals and guest creep are the usual culprits. Here is how to spot them in a quote before you sign.",
    category: "budgeting",
    tags: ["budget", "contracts"],
    authorName: "Jordan Pike",
    publishedAt: "2026-02-02T14:00:00Z",
    body: `Few budgets fail because of one big surprise. They fail because of many small ones.

## Service charges and tax
A catering quote of $85 per person can become $110 once a 22 percent service charge and sales tax are added. Always compare quotes **with** these included.

## Rentals
Chairs, linens, lighting, heaters and a tent are often not part of a venue's price. Ask for the venue's list of what is included and price the rest before comparing.

## Guest creep
Each added guest costs food, drink, a chair, a favor and often a larger room. Decide your list before you sign with a caterer.

## Overtime
Photographers, DJs and venues charge by the hour past the contract. Build your timeline so the last dance ends before the contract does.

## A cushion
Keep 5 percent of the total aside. If it is still there a month before the wedding, spend it on something you love.`,
  },
  {
    slug: "wedding-cost-per-guest",
    title: "The cost per guest: the one number that keeps planning honest",
    excerpt: "Why dividing your budget by your guest count early prevents painful cuts later, with worked examples for 80, 120 and 180 guests.",
    category: "budgeting",
    tags: ["budget", "guest list"],
    authorName: "Maya Ellison",
    publishedAt: "2026-05-06T14:00:00Z",
    body: `Your guest count and your budget are tied together. Seeing the link early is easier than discovering it in a caterer's quote.

## The calculation
Take the whole budget and divide it by the number of guests. For a $30,000 budget:
- 80 guests: $375 per guest
- 120 guests: $250 per guest
- 180 guests: about $167 per guest

## What it covers
That figure is everything: food, drink, the venue, photos, flowers and attire, divided by the people who attend. Catering alone in most Ohio and Tennessee cities runs $60 to $140 per person with service and tax.

## Using it
If your cost per guest is below about $200, look at Friday or Sunday dates, brunch receptions, or an off-season month. If it is comfortably above $300, you have room for the things you care about most.

Your guest count updates this math: keep the [guest list](/planning/guest-list-manager) and the [budget tracker](/planning/budget-tracker) side by side.`,
  },
  {
    slug: "deposits-and-payment-schedules",
    title: "Deposits and payment schedules: a calendar for your wedding money",
    excerpt: "Most vendors ask for a deposit at signing and the balance a few weeks before. How to plan cash flow so nothing is due at once.",
    category: "budgeting",
    tags: ["budget", "contracts", "payments"],
    authorName: "Renee Okafor",
    publishedAt: "2026-06-10T14:00:00Z",
    body: `Every contract you sign starts a small payment schedule. Together they can make some months expensive.

## Typical terms
- Venues: 25 to 50 percent at signing, the rest 30 to 60 days before.
- Photographers and DJs: a retainer of 25 to 50 percent, the balance one to four weeks before.
- Caterers: a deposit, then the final count and balance 10 to 14 days before.
- Florists: a deposit, the balance two to four weeks before.

## Plan the months
Write every due date in one place as soon as you sign. Months before the wedding, you can see when several balances land together and ask a vendor to move a date.

## Read the cancellation terms
Deposits are usually non-refundable. Check what happens if you change the date rather than cancel; many vendors apply the deposit to a new date.

Record deposits and due dates in the [budget tracker](/planning/budget-tracker): it shows what is paid and what is due next.`,
  },
  {
    slug: "who-pays-for-what-wedding-etiquette",
    title: "Who pays for what? Wedding money etiquette today",
    excerpt: "The old rules said the bride's family paid for most of it. Today families share costs in many ways. How to have the conversation.",
    category: "etiquette",
    tags: ["etiquette", "family", "budget"],
    authorName: "Maya Ellison",
    publishedAt: "2026-02-16T14:00:00Z",
    body: `The traditional split (the bride's family paying for the wedding, the groom's family for the rehearsal dinner) rarely fits modern families, and no one has to follow it.

## Start with what people want to give
Ask each family separately and privately. A fixed amount is easier for everyone than open-ended promises.

## Decide what a contribution buys
Some parents want to pay for something specific, such as the dress or the band. Others give an amount. If money comes with expectations (more guests, a certain venue), talk about it before you accept.

## Keep a record
Write down who gave what, so thank-you notes and any decisions stay clear.

## Letting family see the budget
If parents contribute, you may want them to see part of the budget. Serviceberry lets you [share budget access](/budget-permissions) without giving away the rest of your planning.`,
  },
  {
    slug: "plus-one-etiquette",
    title: "Plus-one etiquette: who gets one and how to word it",
    excerpt: "Married, engaged and live-in partners are invited by name. Everyone else depends on your space and budget. Clear rules avoid awkward calls.",
    category: "etiquette",
    tags: ["etiquette", "guest list", "invitations"],
    authorName: "Jordan Pike",
    publishedAt: "2026-07-08T14:00:00Z",
    body: `Plus-ones add up quickly: ten extra guests can cost as much as a photographer. A rule applied to everyone keeps it fair.

## Who should be invited with a partner
Spouses, fiancés and partners who live together are invited by name. Address the invitation to both.

## Everyone else
Pick a rule and keep it: for example, guests in a relationship of a year or more, or members of the wedding party. Single guests who will know few people are a kind exception.

## Say it on the invitation
Write the names of everyone invited on the envelope and on the RSVP. "and Guest" is fine when you don't know the name; leave it off when no guest is invited.

## When someone asks
A friendly, simple answer works: "We'd love to include everyone, but our venue limits us." Do not make exceptions you would have to make for everyone.

The [guest list manager](/planning/guest-list-manager) records plus-ones per guest, so your count includes them.`,
  },
  {
    slug: "rsvp-deadlines-and-follow-ups",
    title: "RSVP deadlines: when to set them and how to follow up",
    excerpt: "Your caterer needs a final count two weeks out. Work backward to a deadline, then follow up politely with the guests who haven't answered.",
    category: "etiquette",
    tags: ["rsvp", "guest list", "invitations"],
    authorName: "Renee Okafor",
    publishedAt: "2026-08-05T14:00:00Z",
    body: `The RSVP deadline is set by your vendors, not by tradition.

## Work backward
Ask your caterer and venue when they need the final count, usually 10 to 14 days before. Set your RSVP deadline one week before that, about three to four weeks before the wedding.

## Make answering easy
An online RSVP link gets faster answers than a mailed card. Give every household its own link so nobody answers for someone else.

## Following up
The day after the deadline, send a short, friendly reminder to those who haven't answered. After three more days, call or text. Most late answers are forgetfulness, not rudeness.

## Meal choices and dietary needs
Ask on the RSVP, not later. Your caterer needs both with the final count.

In Serviceberry, the [guest list manager](/planning/guest-list-manager) shows who is still pending and sends RSVP reminders to them.`,
  },
  {
    slug: "thank-you-notes-timeline",
    title: "Thank-you notes: a timeline and what to write",
    excerpt: "Shower gifts within two weeks, wedding gifts within three months. A simple structure makes each note personal without taking all evening.",
    category: "etiquette",
    tags: ["etiquette", "after the wedding"],
    authorName: "Maya Ellison",
    publishedAt: "2026-09-09T14:00:00Z",
    body: `Handwritten thank-you notes are still expected for gifts, and guests notice when they arrive.

## When
- Engagement and shower gifts: within two weeks.
- Gifts received before the wedding: as they arrive, if you can.
- Wedding gifts: within three months of the wedding.

## What to write
1. Thank them by name for the specific gift.
2. Say how you will use it, or what cash will go toward.
3. Mention their presence at the wedding.
4. Close warmly.

## Keep a list
Record each gift and who gave it as it arrives. Split the list between the two of you and set a goal of five notes an evening.

## Vendors too
A short note, or a review on their profile, means a great deal to small businesses that made your day work.`,
  },
  {
    slug: "tipping-wedding-vendors",
    title: "Tipping wedding vendors: who, how much and when",
    excerpt: "Check each contract for a service charge first. Then plan envelopes for the people who serve you on the day, with typical amounts.",
    category: "etiquette",
    tags: ["etiquette", "budget", "vendors"],
    authorName: "Jordan Pike",
    publishedAt: "2026-09-23T14:00:00Z",
    body: `Tips are a thank-you for service, and they belong in the budget from the start.

## Read the contract first
Many caterers and venues add a service charge. That charge often does not go to the staff as a tip; ask how it is shared.

## Typical amounts
- Catering staff and bartenders: $20 to $50 per server, or 10 to 15 percent of the food and drink bill if no gratuity is included.
- Hair and makeup: 15 to 20 percent.
- Drivers: 15 to 20 percent of the transportation bill.
- Delivery and setup crews: $10 to $20 each.
- Photographers, videographers, DJs and bands: optional; $50 to $200 per person is generous, and a kind review counts too.
- Officiants: a donation to their place of worship, or $50 to $100 if independent.

## How
Prepare labeled envelopes the week before and hand them to one trusted person to give out at the end of the night.`,
  },
];
