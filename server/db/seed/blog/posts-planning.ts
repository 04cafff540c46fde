import type { SeedBlogPost } from "./types.ts";

/** Flowers, planning and vendors. */
export const PLANNING_POSTS: SeedBlogPost[] = [
  {
    slug: "seasonal-wedding-flowers-ohio",
    title: "Seasonal wedding flowers in Ohio, month by month",
    excerpt: "Local flowers cost less and last longer. What Ohio growers have from the spring tulips to the fall dahlias, and what to choose in winter.",
    category: "flowers-and-design",
    tags: ["flowers", "ohio", "seasons"],
    authorName: "Renee Okafor",
    publishedAt: "2026-02-24T14:00:00Z",
    body: `Flowers in season are fresher, cheaper and often grown a short drive away. Ohio's growing season is shorter than the South's, so timing matters.

## Spring (April and May)
Tulips, daffodils, hyacinths and flowering branches such as forsythia and cherry. Lilacs bloom in May, and peonies arrive at the very end of May into early June.

## Early summer (June)
Peonies, garden roses, sweet peas, larkspur and foxglove. June is the peak for soft, romantic arrangements.

## High summer (July and August)
Zinnias, sunflowers, snapdragons, cosmos, lisianthus and hydrangeas. Bright colors are easy and inexpensive.

## Fall (September and October)
Dahlias are at their best until the first frost, usually mid-October. Add celosia, chrysanthemums, asters, amaranth and dried grasses.

## Winter (November to March)
Local fields are dormant. Choose greenhouse flowers (amaryllis, ranunculus, anemones, hellebores) and evergreens like cedar and pine, or dried flowers.

Ask your florist which farms they buy from. See the [floral design studio](/floral-design-studio) to plan your arrangements.`,
  },
  {
    slug: "seasonal-wedding-flowers-tennessee",
    title: "Seasonal wedding flowers in Tennessee: a longer season to enjoy",
    excerpt: "Tennessee's long growing season gives couples local flowers from March to November. What blooms when, and what holds up in summer heat.",
    category: "flowers-and-design",
    tags: ["flowers", "tennessee", "nashville", "seasons"],
    authorName: "Maya Ellison",
    publishedAt: "2026-03-11T14:00:00Z",
    body: `Middle Tennessee's season starts weeks earlier and ends weeks later than Ohio's, which gives couples in Nashville a wide choice of local flowers.

## Spring (March to May)
Daffodils and tulips in March, then flowering dogwood and redbud branches in April. Peonies and garden roses arrive in May.

## Summer (June to August)
Hydrangeas, zinnias, sunflowers, lisianthus, celosia and gomphrena. Summer heat is hard on delicate flowers: choose sturdy varieties for outdoor ceremonies and keep arrangements out of the afternoon sun.

## Fall (September to November)
Dahlias bloom into late October and often early November. Add mums, asters, marigolds, cotton stems and magnolia leaves for a Southern touch.

## Winter (December to February)
Magnolia and evergreen foliage, hellebores and greenhouse flowers such as ranunculus and anemones.

## Heat tips
- Ask for arrangements in water sources for outdoor summer ceremonies.
- Keep bouquets in a cool room until the processional.
- Boutonnieres last longest when made of sturdy flowers such as spray roses.`,
  },
  {
    slug: "outdoor-wedding-rain-plan",
    title: "Your outdoor wedding needs a rain plan. Here is how to make a good one",
    excerpt: "Decide the backup space, the tent and the deadline for the call before you sign. Questions to ask every outdoor venue.",
    category: "planning",
    tags: ["outdoor", "weather", "venue tours"],
    authorName: "Jordan Pike",
    publishedAt: "2026-04-29T14:00:00Z",
    body: `Spring and summer storms are common in both Ohio and Tennessee. The couples who enjoy their outdoor weddings most are the ones who planned for rain and stopped worrying about it.

## Ask the venue before you sign
- Where does the ceremony go if it rains? Can you see that space on the tour?
- Is a tent available, what does it cost, and when must it be reserved?
- Who makes the call, and by what time on the day?

## See the backup space set up
A backup room that holds your guests for dinner may not hold a ceremony aisle as well. Ask for photos of it set up for a wedding your size.

## Set the decision time
Most couples decide the morning of, or the day before for a tent. Tell your planner, photographer and officiant the deadline.

## Small comforts
Umbrellas for the walk from the parking lot, towels for wet chairs, and a covered spot for the photographer.

When you inquire with a venue, ask these questions in writing so the answers are in the thread.`,
  },
  {
    slug: "twelve-month-wedding-checklist",
    title: "The twelve-month wedding planning checklist",
    excerpt: "What to book first, what can wait, and what happens in the final month, in the order vendors book up.",
    category: "planning",
    tags: ["checklist", "first steps", "timeline"],
    authorName: "Renee Okafor",
    publishedAt: "2026-01-05T14:00:00Z",
    body: `A year is a comfortable amount of time. The order below follows how quickly each kind of vendor books up.

## 12 to 10 months
- Set the budget and a first guest count.
- Tour and book the venue.
- Book the photographer and, if you want one, the planner.

## 9 to 7 months
- Book the caterer (if not in-house), the band or DJ and the officiant.
- Send save-the-dates and start your wedding website.
- Choose attire.

## 6 to 4 months
- Book the florist, the baker, hair and makeup, and transportation.
- Reserve hotel blocks and rentals.

## 3 to 2 months
- Mail invitations six to eight weeks before.
- Plan the day-of schedule with your vendors.

## The final month
- Follow up on RSVPs and send the final count.
- Confirm every vendor's arrival time.
- Prepare tips and final payments.

The [master timeline](/planning/master-timeline) builds these tasks from your wedding date and tells you what is due this week.`,
  },
  {
    slug: "wedding-day-of-run-sheet",
    title: "How to write a day-of run sheet your vendors will thank you for",
    excerpt: "One page with every arrival time, the order of events and a phone number for each vendor. What to include and who gets a copy.",
    category: "planning",
    tags: ["timeline", "day of", "vendors"],
    authorName: "Maya Ellison",
    publishedAt: "2026-06-24T14:00:00Z",
    body: `A run sheet is the wedding day on one page. It lets everyone work without asking you questions.

## What goes on it
- Each vendor's arrival and setup time, with a contact name and phone number.
- The order of events with times: getting ready, photos, ceremony, cocktail hour, entrances, dinner, toasts, first dance, cake, last dance, departure.
- Who is in charge on the day: a planner, the venue coordinator or a trusted friend.

## Build it backward from the ceremony
Set the ceremony time, then give hair and makeup, photos and travel their real length with 15 minutes of slack each.

## Share it two weeks before
Send it to every vendor and ask them to confirm their times. Give a printed copy to the person in charge.

The [master timeline](/planning/master-timeline) keeps the day-of schedule and shares a read-only link vendors can open on their phones.`,
  },
  {
    slug: "questions-to-ask-a-wedding-photographer",
    title: "Questions to ask a wedding photographer before you book",
    excerpt: "Full galleries, backup equipment, timelines and the rights to your photos: what to ask, and what the answers tell you.",
    category: "vendors",
    tags: ["photographers", "contracts", "questions"],
    authorName: "Jordan Pike",
    publishedAt: "2026-05-20T14:00:00Z",
    body: `Photos are what you keep, so the photographer is worth an hour of questions.

## See full galleries
A portfolio shows the best twenty frames. Ask for two complete weddings, ideally at a venue like yours and in similar light.

## Ask about the day
- How many hours are included, and what does an extra hour cost?
- Is a second shooter included?
- How do you handle a dark reception room or a rainy day?

## Ask about safety
- Do you shoot to two memory cards at once?
- Do you bring backup cameras and lenses?
- Who covers the wedding if you are ill?

## Ask about delivery
- How many weeks until the full gallery?
- Are edited images included, and how many?
- What rights do we have to print and share?

Read reviews from couples on each [photographer's profile](/vendors/photographers) and keep these questions in your inquiry so the answers are written down.`,
  },
  {
    slug: "hiring-a-wedding-caterer",
    title: "Hiring a wedding caterer: tastings, counts and the fine print",
    excerpt: "How to compare catering quotes fairly, what to ask at the tasting, and the dates in the contract that matter.",
    category: "vendors",
    tags: ["caterers", "contracts", "questions", "budget"],
    authorName: "Renee Okafor",
    publishedAt: "2026-07-22T14:00:00Z",
    body: `Catering is usually the largest line in a wedding budget, and quotes are hard to compare unless you ask the same questions of each caterer.

## Compare the full price
Ask each caterer for a quote for your guest count with service charge, tax, staff, rentals and cake cutting included.

## At the tasting
- Taste what you would actually serve, at the portion size you would serve.
- Ask how dishes hold up on a buffet or during a long toast.
- Ask about options for vegetarian, vegan, gluten-free and allergy meals.

## Staffing
For a plated dinner, a common ratio is one server per 10 to 12 guests; for a buffet, one per 20 to 25. Ask how many staff your quote includes.

## Dates in the contract
- The deposit and balance due dates.
- When the final guest count is due (usually 10 to 14 days before).
- What happens if the count drops after that.

Find [caterers](/vendors/caterers) in your city and ask these questions in your inquiry.`,
  },
  {
    slug: "choosing-a-wedding-dj-or-band",
    title: "DJ or band? How to choose the music for your reception",
    excerpt: "Budget, space, the feel of the night and the ceremony sound all matter. A side-by-side comparison and the questions to ask each.",
    category: "vendors",
    tags: ["djband", "music", "questions"],
    authorName: "Maya Ellison",
    publishedAt: "2026-08-19T14:00:00Z",
    body: `The music shapes the evening more than any other choice after the venue.

## A DJ
- Costs less, typically $1,200 to $2,500 in Ohio and Tennessee.
- Plays the original recordings you know, and can change course in seconds.
- Needs little space and often handles the ceremony and toasts with their own sound system.

## A band
- Typically $4,000 to $10,000 or more, depending on size.
- Brings energy a recording cannot, and Nashville has some of the best wedding bands in the country.
- Needs a stage area, power and breaks; ask what plays during the breaks.

## Questions for either
- Can we see you perform, live or on video?
- Do you provide microphones for the ceremony and toasts?
- How do you handle a do-not-play list and guest requests?
- What is your overtime rate?

Browse [DJs and bands](/vendors/djband) and read couples' reviews.`,
  },
];
