import type { SeedBlogPost } from "./types.ts";

/** City venue guides and seasonal venue advice. */
export const VENUE_POSTS: SeedBlogPost[] = [
  {
    slug: "cleveland-wedding-venue-guide",
    title: "A Cleveland wedding venue guide: lakefront, warehouse or estate?",
    excerpt: "How Cleveland's venues differ by neighborhood, season and guest count, and the questions that narrow a long list to three tours.",
    category: "venues",
    tags: ["cleveland", "ohio", "venue tours"],
    authorName: "Maya Ellison",
    publishedAt: "2026-03-04T14:00:00Z",
    body: `Cleveland gives couples three very different settings within a half hour's drive, and knowing which one you want saves weekends of touring.

## Lakefront and harbor spaces
Venues on or near Lake Erie trade on the view, and the view is best from late May to early October. Ask where the ceremony moves if the wind comes off the lake: an exposed terrace can be ten degrees colder than downtown. Sunset over the lake is late in June (close to 9 PM), so plan photos around it.

## Industrial lofts and warehouses
The Flats, Ohio City and the warehouse district hold raw brick spaces that suit a city wedding of 80 to 200. They are often **blank canvases**: tables, lighting, restrooms for a large crowd and even a kitchen may be extra. Ask for a list of what the rental includes before you compare prices.

## Estates and barns outside the city
Toward the Chagrin Valley and Medina you find estates and barns with room to spread out and on-site lodging. Count the drive for guests flying into Cleveland Hopkins and plan a shuttle.

## Narrowing the list
1. Set your guest count first; capacity rules out more venues than anything else.
2. Filter by season: an outdoor ceremony from November to March needs a real indoor plan.
3. Book tours for your three favorites on one Saturday, so you compare them with fresh memories.

Browse [Cleveland venues](/venues/cleveland) and save the ones you like: your favorites are kept on your account for the tours.`,
  },
  {
    slug: "columbus-wedding-venue-guide",
    title: "Columbus wedding venues: from the Short North to the countryside",
    excerpt: "Columbus has galleries, historic halls, farms and campus-adjacent spaces. Here is how to match one to your style and your guests.",
    category: "venues",
    tags: ["columbus", "ohio", "venue tours"],
    authorName: "Jordan Pike",
    publishedAt: "2026-03-18T14:00:00Z",
    body: `Columbus is Ohio's largest city and its venue market books early, especially on fall Saturdays when Ohio State plays at home.

## Check the football schedule
Home game Saturdays fill hotels near campus and downtown and slow traffic for hours. If your date is in September through November, look up the schedule before you sign; a Friday or Sunday can save both money and stress.

## City venues
The Short North and German Village hold galleries, restored halls and rooftops that suit 50 to 150 guests. Many have strict end times because of neighbors, often 11 PM. Ask about noise rules and whether the dance floor moves indoors after a set hour.

## Farms and estates
Delaware, Licking and Pickaway counties have barns and estates within 45 minutes. Outdoor spaces there are beautiful in May, June, September and October; July and August are hot and humid, so ask about fans, shade and air-conditioned space for older guests.

## What to compare
- The rental hours, including setup and cleanup time.
- Whether catering is in-house or you may bring your own.
- Parking, shuttles and the nearest hotel block.

Start with [Columbus venues](/venues/columbus), then request tour times from the venue's page.`,
  },
  {
    slug: "cincinnati-wedding-venue-guide",
    title: "Cincinnati wedding venues: river views, breweries and historic halls",
    excerpt: "Over-the-Rhine, the riverfront and the hills around the city each suit a different wedding. A practical guide for couples touring in Cincinnati.",
    category: "venues",
    tags: ["cincinnati", "ohio", "venue tours"],
    authorName: "Maya Ellison",
    publishedAt: "2026-04-01T14:00:00Z",
    body: `Cincinnati's hills and river give its venues character, and also some logistics worth checking before you fall in love with a view.

## Over-the-Rhine and downtown
Restored breweries, ballrooms and event halls in Over-the-Rhine suit couples who want guests to walk from the hotel to dinner. Street parking is tight on weekends, so ask about a valet or a nearby garage.

## Riverfront views
Spaces that look across the Ohio River toward Kentucky photograph well at dusk. Ask about the river's effect on the weather: evenings can turn breezy, and spring rains sometimes raise the water enough to close low parking lots.

## Hills and estates
Estates in the surrounding hills offer gardens and tree-lined drives. Check the road in: a steep drive can be hard for a bus, and for guests with limited mobility.

## Questions for every Cincinnati tour
- Is the venue on a hill with stairs between the ceremony and the reception?
- Which rooms are accessible without steps?
- What happens to an outdoor ceremony if it rains the morning of?

Browse [Cincinnati venues](/venues/cincinnati) and compare capacity and price ranges side by side.`,
  },
  {
    slug: "nashville-wedding-venue-guide",
    title: "A Nashville wedding venue guide for couples and their traveling guests",
    excerpt: "Nashville is a destination, so the venue decision includes hotels, transportation and the season's heat. What to weigh before you book.",
    category: "venues",
    tags: ["nashville", "tennessee", "venue tours", "guests"],
    authorName: "Renee Okafor",
    publishedAt: "2026-04-15T14:00:00Z",
    body: `Many Nashville weddings are small destination weddings: a large share of guests fly or drive in. That changes what a good venue looks like.

## Downtown, the Gulch and East Nashville
City venues keep guests close to hotels and restaurants, which makes a weekend of it easy. Weekend hotel rates downtown are high, so reserve a room block as soon as you have a date.

## Farms and estates outside the city
Franklin, Leiper's Fork and the countryside around the city offer barns and estates with long views. Most guests will need a ride; budget for a shuttle from the hotel block so nobody drives home after the reception.

## The heat
From June to early September, afternoons are hot and humid. Schedule an outdoor ceremony after 6 PM, provide water and fans, and ask whether the reception space is air-conditioned.

## The best months
April, May, late September and October are the most comfortable and the most requested. Book those dates nine to twelve months ahead.

See [Nashville venues](/venues/nashville), and read our [rain plan guide](/blog/outdoor-wedding-rain-plan) before you pick an outdoor site.`,
  },
  {
    slug: "winter-weddings-in-ohio",
    title: "Winter weddings in Ohio: what to plan for from December to March",
    excerpt: "Lower prices and cozy photos, with snow, early sunsets and travel to plan around. A season guide for Cleveland, Columbus and Cincinnati.",
    category: "venues",
    tags: ["ohio", "winter", "seasons"],
    authorName: "Jordan Pike",
    publishedAt: "2026-10-20T14:00:00Z",
    body: `Winter is Ohio's quiet season for weddings, which is exactly why many couples choose it: venues often discount their rates, and vendors have more open dates.

## Light
The sun sets around 5 PM in December. Plan portraits for the early afternoon or embrace indoor and night photography; ask your photographer which they prefer.

## Snow and travel
Lake-effect snow can hit the Cleveland area hard. Choose a venue with plowed parking and a covered entrance, keep your hotel block close, and share the plan for bad weather on your wedding website.

## Comfort
- A coat check, and a warm place for photos between the ceremony and the reception.
- Warm drinks at arrival: cider or coffee is a welcome touch.
- Non-slip mats at every entrance.

## Flowers
Winter means greenhouse flowers and evergreens: amaryllis, anemones, ranunculus, pine and cedar. See our [Ohio seasonal flowers guide](/blog/seasonal-wedding-flowers-ohio).`,
  },
];
