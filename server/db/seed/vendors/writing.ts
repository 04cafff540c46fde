import type { CityId } from "../../../../domain/cities.ts";
import type { VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { VendorStyle } from "../../../../domain/vendors.ts";

/**
 * What the seed vendors are made of, written for Serviceberry: three fictional businesses per category
 * per city (with their own names, neighborhoods and specialties), the packages each category sells,
 * and what couples said about them. catalogue.ts puts them together deterministically.
 */

export interface CategoryWriting {
  names: Record<CityId, readonly [string, string, string]>;
  /** What the business is, as the first line of a card ("{name} is ..."). */
  leads: readonly string[];
  /** Sentences about what they do best; three are picked per vendor. */
  specialties: readonly string[];
  /** How they work with couples. */
  approach: readonly string[];
  /** Starting price range in whole dollars. */
  price: readonly [number, number];
  packages: readonly { name: string; factor: number; description: string; includes: readonly string[] }[];
  styles: readonly VendorStyle[];
  /** Review sentences couples wrote; {name} is the business. */
  reviews: readonly string[];
}

export const NEIGHBORHOODS: Record<CityId, readonly string[]> = {
  cleveland: ["Tremont", "Ohio City", "Gordon Square", "Little Italy", "Lakewood", "Shaker Heights", "the Warehouse District", "Collinwood"],
  columbus: ["German Village", "the Short North", "Clintonville", "Victorian Village", "Bexley", "Worthington", "Italian Village", "Franklinton"],
  cincinnati: ["Over-the-Rhine", "Hyde Park", "Mount Adams", "Northside", "Oakley", "Pendleton", "Clifton", "Walnut Hills"],
  nashville: ["East Nashville", "12South", "The Gulch", "Germantown", "Sylvan Park", "Marathon Village", "Wedgewood-Houston", "Franklin"],
};

export const CATEGORY_WRITING: Record<VendorCategorySlug, CategoryWriting> = {
  photographers: {
    names: {
      cleveland: ["Lakelight Photo Co.", "Tremont & Vine Photography", "Cuyahoga Frame Studio"],
      columbus: ["Brick Street Photography", "Scioto Light Studio", "Hannah Okafor Photography"],
      cincinnati: ["Queen City Film & Light", "Seven Hills Photography", "Ruth Albrecht Photo"],
      nashville: ["Cumberland Light Photo", "Honky Tonk Heart Photography", "Magnolia & Main Studio"],
    },
    leads: ["a documentary wedding photographer", "a husband-and-wife photography team", "a film and digital wedding studio", "a portrait-first wedding photographer"],
    specialties: [
      "Golden-hour portraits are the part of the day they protect on every timeline.",
      "They shoot the whole day candidly and step in only for the family photos, which they run from a list you approve.",
      "Every wedding gets a second shooter for the getting-ready hours, so both sides of the family are covered.",
      "They carry medium-format film for the portraits and digital for the dance floor.",
      "Rainy-day plans are part of the consultation: they scout covered spots at your venue ahead of time.",
      "Sneak peeks arrive within 72 hours, and the full gallery within six weeks.",
      "Heirloom albums are designed in-house and printed on cotton paper by a family bindery.",
      "They are known for flash-lit reception photos that feel like the best party of the year.",
    ],
    approach: [
      "Planning starts with a call about the people who matter most, so nobody is missed in the family photos.",
      "Couples get a shared timeline a month out, built with the planner and the venue.",
      "An engagement session is included with every full-day collection.",
    ],
    price: [1800, 4200],
    packages: [
      { name: "Elopement & small wedding", factor: 0.55, description: "For ceremonies of up to 40 guests.", includes: ["Up to 3 hours of coverage", "One photographer", "Online gallery with print release"] },
      { name: "Full day", factor: 1, description: "Our most booked collection.", includes: ["8 hours of coverage", "Second shooter", "Engagement session", "Online gallery with print release", "Sneak peek within 72 hours"] },
      { name: "Heirloom", factor: 1.6, description: "Everything, plus an album to hand down.", includes: ["10 hours of coverage", "Second shooter", "Engagement session", "10x10 linen album", "Parent albums", "Rehearsal dinner coverage"] },
    ],
    styles: ["classic", "modern", "romantic", "boho", "vintage", "minimalist"],
    reviews: [
      "{name} made us forget there was a camera in the room. The gallery made both our mothers cry.",
      "Our family photos took fifteen minutes, and not one aunt was left out. Worth every penny.",
      "It rained all day and somehow the pictures look like a movie. We can't stop looking at them.",
      "The sneak peek came two days after the wedding, exactly as promised.",
      "Calm, funny and always in the right place. Our friends asked for their number at the reception.",
    ],
  },
  videographers: {
    names: {
      cleveland: ["North Coast Wedding Films", "Erie Reel Co.", "Playhouse Square Cinema Weddings"],
      columbus: ["Olentangy Film House", "Capital City Wedding Cinema", "Marcus Bell Films"],
      cincinnati: ["Roebling Bridge Films", "Findlay Market Motion", "Porkopolis Pictures"],
      nashville: ["Printers Alley Films", "Music City Wedding Cinema", "Second Avenue Story Films"],
    },
    leads: ["a wedding film studio", "a two-person cinematography team", "a documentary wedding filmmaker"],
    specialties: [
      "Films are cut to your vows and toasts, so the story is told in your own voices.",
      "They fly a licensed drone where the venue allows it.",
      "A three-minute highlight film arrives within a month; the full-length edit follows.",
      "Audio is recorded on the officiant and the groom with lapel mics, plus a backup at the DJ table.",
      "They film quietly from the edges of the ceremony with no lights or cables in the aisle.",
      "Same-day edits can be shown at the reception on the venue's screen.",
    ],
    approach: [
      "Couples choose the music for their film from a licensed library.",
      "They coordinate with your photographer so the two never stand in each other's shots.",
      "Raw footage is delivered on request, so nothing is lost.",
    ],
    price: [1600, 3800],
    packages: [
      { name: "Highlights", factor: 0.7, description: "A short film of the day.", includes: ["6 hours of coverage", "One filmmaker", "3-minute highlight film"] },
      { name: "Feature", factor: 1, description: "The day told in full.", includes: ["8 hours of coverage", "Two filmmakers", "Highlight film", "20-minute feature film", "Full ceremony and toasts edit"] },
      { name: "Premiere", factor: 1.5, description: "For couples who want it all on film.", includes: ["10 hours of coverage", "Two filmmakers and drone", "Same-day edit shown at the reception", "Feature film", "Raw footage"] },
    ],
    styles: ["modern", "romantic", "classic", "playful", "minimalist"],
    reviews: [
      "We watch our film from {name} every anniversary. Hearing Grandpa's toast again means the world.",
      "They were invisible at the ceremony, and the audio of our vows is crystal clear.",
      "The same-day edit at the reception had the whole room on its feet.",
      "Delivered on time, and they let us swap the song without any fuss.",
    ],
  },
  caterers: {
    names: {
      cleveland: ["Market Square Kitchen", "Slavic Village Supper Club", "Lake Erie Table Catering"],
      columbus: ["German Village Provisions", "Buckeye Harvest Catering", "The Short North Supper Co."],
      cincinnati: ["Over-the-Rhine Kitchen & Events", "Mt. Lookout Catering Co.", "Goetta & Grace Catering"],
      nashville: ["Hot Chicken & Honey Events", "Cumberland Table Catering", "Belle Meade Kitchen"],
    },
    leads: ["a full-service wedding caterer", "a farm-to-table catering company", "a family-run caterer"],
    specialties: [
      "Menus are built from Ohio and Tennessee farms, and change with the season.",
      "They cook on site with a mobile kitchen, so nothing sits in a warmer.",
      "Family-style platters and late-night snacks are their signature.",
      "Dietary needs are handled plate by plate: vegan, gluten-free and allergy meals are labeled for servers.",
      "Their grazing tables cover the cocktail hour beautifully.",
      "Service staff, linens, china and glassware come with every package.",
      "They run tastings for up to four people at their kitchen every month.",
    ],
    approach: [
      "Pricing is per guest and all-inclusive of staff, so there are no surprise fees.",
      "A catering captain runs the timeline with your planner on the day.",
      "Leftovers are boxed for the couple to take home.",
    ],
    price: [3500, 9000],
    packages: [
      { name: "Buffet dinner", factor: 1, description: "Two entrées, three sides, salad and bread.", includes: ["Buffet setup and staff", "China and flatware", "Cake cutting service"] },
      { name: "Family style", factor: 1.35, description: "Platters passed at every table.", includes: ["Three passed appetizers", "Family-style dinner", "Linens for guest tables", "Catering captain"] },
      { name: "Plated & passed", factor: 1.8, description: "A three-course plated dinner.", includes: ["Cocktail hour with five passed bites", "Plated three-course dinner", "Late-night snack", "Full service staff", "Tasting for four"] },
    ],
    styles: ["rustic", "classic", "southern", "modern", "garden", "black_tie"],
    reviews: [
      "Guests are still talking about the food from {name}. Every plate came out hot.",
      "They labeled every allergy meal and my nephew with a nut allergy was taken care of perfectly.",
      "The tasting was generous and the final menu was even better.",
      "No surprise fees on the final bill, which never happens. Thank you!",
      "The late-night snack was the hit of the party.",
    ],
  },
  djband: {
    names: {
      cleveland: ["Lakeshore Rhythm DJs", "The Lake Effect Band", "Ohio City Sound Co."],
      columbus: ["Arena District DJs", "The Buckeye Brass Collective", "Spin Doctor Weddings"],
      cincinnati: ["Cincy Groove Entertainment", "The Riverfront Revue", "Plum Street Sound"],
      nashville: ["Broadway Nights Band", "Music Row DJ Co.", "The Honeysuckle Strings & Band"],
    },
    leads: ["a wedding DJ and MC team", "a live wedding band", "a DJ and live music company"],
    specialties: [
      "They read the room and keep the dance floor full from the first song to the last.",
      "Ceremony sound with wireless mics is included, so every vow is heard in the back row.",
      "A live horn section can join the DJ for the big moments.",
      "Uplighting in your colors comes with every reception package.",
      "They play from your must-play and do-not-play lists, and take requests only if you want them.",
      "Their MC keeps the timeline moving and announces every entrance by name, pronounced right.",
    ],
    approach: [
      "A planning meeting a month out covers every song and every announcement.",
      "Backup equipment travels to every wedding.",
      "They arrive two hours early to sound-check with the venue.",
    ],
    price: [1100, 5500],
    packages: [
      { name: "Reception", factor: 1, description: "Four hours of dancing.", includes: ["4 hours of DJ and MC", "Dance floor lighting", "Wireless microphone for toasts"] },
      { name: "Ceremony & reception", factor: 1.4, description: "Music from the aisle to the last dance.", includes: ["6 hours of music", "Ceremony sound system", "Cocktail hour playlist", "Uplighting"] },
      { name: "Live & DJ", factor: 2.2, description: "A live set with DJ between sets.", includes: ["Live band for 3 sets", "DJ between sets", "Ceremony musicians", "Full production lighting"] },
    ],
    styles: ["playful", "modern", "classic", "glam", "southern", "vintage"],
    reviews: [
      "{name} packed the dance floor all night, even my grandmother danced.",
      "They said our names right and kept everything on time.",
      "Every must-play song was played and not one song from the do-not-play list.",
      "The ceremony sound was perfect outdoors in the wind.",
    ],
  },
  florists: {
    names: {
      cleveland: ["Little Italy Blooms", "Shaker Square Flower Co.", "Lakewood Petal & Stem"],
      columbus: ["Clintonville Wildflower Studio", "Short North Stems", "Bexley Bloom House"],
      cincinnati: ["Findlay Flower Market Studio", "Hyde Park Garden Florals", "Ivy & Ohio River Florals"],
      nashville: ["Magnolia Stem Co.", "Sylvan Park Florals", "Tennessee Wildflower Studio"],
    },
    leads: ["a wedding florist", "a seasonal floral design studio", "a garden-style florist"],
    specialties: [
      "They grow dahlias, zinnias and cosmos in their own cutting garden from June to October.",
      "Lush, garden-style bouquets with trailing greenery are their signature.",
      "Ceremony arches and installations are built on site and moved to the reception.",
      "They work with local growers first and import only what the season can't give.",
      "Dried and preserved flowers are offered for couples who want to keep their bouquet.",
      "Minimal, sculptural arrangements with a single bloom variety are a favorite.",
    ],
    approach: [
      "A mood board and a proposal with photos of every piece come before any deposit.",
      "They reuse ceremony flowers at the reception to stretch the budget.",
      "Breakdown and cleanup are included, so the venue is left as found.",
    ],
    price: [900, 4500],
    packages: [
      { name: "Personal flowers", factor: 0.5, description: "Bouquets and boutonnieres.", includes: ["Bridal bouquet", "4 attendant bouquets", "6 boutonnieres", "Corsages for mothers"] },
      { name: "Ceremony & reception", factor: 1, description: "Flowers for the whole day.", includes: ["Personal flowers", "Ceremony arrangements", "Centerpieces for 12 tables", "Sweetheart table garland", "Delivery and setup"] },
      { name: "Full floral design", factor: 2, description: "Installations and every detail.", includes: ["Everything in Ceremony & reception", "Ceremony arch installation", "Hanging installation", "Cake flowers", "Breakdown and cleanup"] },
    ],
    styles: ["garden", "romantic", "boho", "rustic", "minimalist", "classic"],
    reviews: [
      "My bouquet from {name} was even more beautiful than the picture I brought.",
      "They moved the arch flowers to our sweetheart table, and nobody could tell.",
      "Every centerpiece was different and somehow they all matched.",
      "They stayed in budget and suggested swaps that looked better than my first ideas.",
    ],
  },
  weddingplanners: {
    names: {
      cleveland: ["Euclid Avenue Events", "Forest City Wedding Co.", "Cleveland Heights Planning Studio"],
      columbus: ["Ohio Union Events", "Worthington Wedding Co.", "The Columbus Day-Of Collective"],
      cincinnati: ["Cincinnati Wedding Atelier", "Eden Park Planning Co.", "Riverbend Events"],
      nashville: ["Southern Thread Weddings", "Belmont Event Design", "Gulch & Grace Planning"],
    },
    leads: ["a full-service wedding planner", "a wedding planning and design studio", "a month-of coordination team"],
    specialties: [
      "They build the timeline minute by minute and share it with every vendor a month ahead.",
      "Budget tracking is part of every package, down to the last tip envelope.",
      "Destination couples planning from out of state get weekly video check-ins.",
      "Design boards, rentals and layouts are done in-house.",
      "They run the rehearsal, so the day-of ceremony goes without a hitch.",
      "Vendor recommendations come from weddings they have worked, never from paid placement.",
    ],
    approach: [
      "Every couple gets one lead planner from the first call to the last dance.",
      "An emergency kit travels to every wedding: sewing, stain, first aid and snacks.",
      "They stay until the last vendor has loaded out.",
    ],
    price: [1200, 6500],
    packages: [
      { name: "Month-of coordination", factor: 1, description: "We take over four weeks out.", includes: ["Vendor confirmations", "Detailed timeline", "Rehearsal direction", "10 hours on the wedding day", "An assistant coordinator"] },
      { name: "Partial planning", factor: 2, description: "From six months out.", includes: ["Everything in Month-of", "Vendor recommendations", "Budget tracking", "Design consultation", "Monthly meetings"] },
      { name: "Full planning & design", factor: 3.5, description: "From the first idea to the last dance.", includes: ["Everything in Partial planning", "Venue search and tours", "Full design and rentals", "Guest communication", "Unlimited meetings"] },
    ],
    styles: ["classic", "modern", "black_tie", "romantic", "southern", "glam"],
    reviews: [
      "{name} handled a rainstorm, a late shuttle and a missing tie without us knowing until the next day.",
      "We actually enjoyed our own wedding, which is all we wanted.",
      "The timeline was perfect. Every vendor knew where to be and when.",
      "They kept us on budget and talked us out of two things we didn't need.",
    ],
  },
  bakers: {
    names: {
      cleveland: ["Tremont Sugar Works", "Murray Hill Bakeshop", "Lakefront Cake Studio"],
      columbus: ["German Village Cake House", "Pastry & Pearl Columbus", "North Market Sweets"],
      cincinnati: ["Over-the-Rhine Cake Co.", "Mount Adams Bakehouse", "Buttercream & Bourbon Bakery"],
      nashville: ["Porchlight Cake Co.", "East Nashville Sugar Shop", "Franklin Buttercream Studio"],
    },
    leads: ["a wedding cake bakery", "a custom cake and dessert studio", "a neighborhood bakery with a wedding kitchen"],
    specialties: [
      "Cakes are baked from scratch the day before, never frozen.",
      "Pressed-flower and hand-painted buttercream cakes are their signature.",
      "Dessert tables with pies, macarons and cookies can stand in for a cake or join it.",
      "Gluten-free and vegan tiers taste just as good as the rest.",
      "Semi-naked cakes with fresh fruit are a summer favorite.",
      "They deliver and set up the cake themselves, with a repair kit in the van.",
    ],
    approach: [
      "Tastings come in a box of six flavors to share at home.",
      "They work with your florist so the cake flowers match the bouquets.",
      "A small cutting cake for the anniversary is boxed for the freezer.",
    ],
    price: [350, 1400],
    packages: [
      { name: "Cutting cake & sheets", factor: 1, description: "A small display cake with kitchen sheet cakes.", includes: ["Two-tier cutting cake", "Sheet cakes for 100 guests", "Delivery"] },
      { name: "Tiered wedding cake", factor: 1.8, description: "Serves up to 150.", includes: ["Four-tier custom cake", "Two flavors and fillings", "Tasting box", "Delivery and setup", "Cake stand rental"] },
      { name: "Dessert table", factor: 2.6, description: "A cake and a table of sweets.", includes: ["Three-tier cake", "Macarons, cookies and mini pies for 150", "Display stands", "Delivery and setup"] },
    ],
    styles: ["romantic", "classic", "rustic", "glam", "playful", "garden"],
    reviews: [
      "The cake from {name} was the best cake we have ever had, and it looked unreal.",
      "They matched the flowers on our cake to my bouquet perfectly.",
      "The vegan tier was gone first. Nobody could tell.",
      "The tasting box was so fun. We picked lemon lavender and never looked back.",
    ],
  },
  hairmakeup: {
    names: {
      cleveland: ["Shaker Glow Beauty", "Gordon Square Glam", "The Powder Room CLE"],
      columbus: ["Short North Beauty Bar", "Bexley Bridal Beauty", "Glow & Go Columbus"],
      cincinnati: ["OTR Bridal Beauty Co.", "Hyde Park Hair & Makeup", "Queen City Glam Squad"],
      nashville: ["Nash Glam Studio", "Honey & Hairspray Nashville", "12South Bridal Beauty"],
    },
    leads: ["an on-site bridal hair and makeup team", "a bridal beauty studio", "a hair and makeup artist collective"],
    specialties: [
      "Airbrush makeup that lasts through tears, humidity and the dance floor.",
      "Soft, natural looks that still photograph beautifully.",
      "Updos, braids and textured hair are all in their wheelhouse.",
      "They bring the whole salon to your getting-ready suite, lights included.",
      "Every artist is licensed and trained on all skin tones.",
      "Touch-up kits go home with the couple, with their exact lip shade.",
    ],
    approach: [
      "A trial run a month before the wedding is part of every bridal package.",
      "Schedules are built so the couple is finished last and freshest.",
      "They stay for touch-ups before the first look on request.",
    ],
    price: [250, 900],
    packages: [
      { name: "Bridal", factor: 1, description: "Hair and makeup for the couple.", includes: ["Trial run", "Wedding day hair and makeup", "Lashes", "Touch-up kit"] },
      { name: "Bridal party", factor: 3, description: "The couple plus four.", includes: ["Bridal package", "Hair and makeup for 4", "Two artists on site"] },
      { name: "All day glam", factor: 4.5, description: "Everyone, all day.", includes: ["Bridal party package", "Mothers of the couple", "Touch-ups through the first dance", "Reception look change"] },
    ],
    styles: ["glam", "romantic", "classic", "boho", "minimalist", "vintage"],
    reviews: [
      "My makeup from {name} lasted sixteen hours through a July wedding.",
      "They knew exactly how to style my natural hair. I felt like myself, only more.",
      "They got eight of us ready with time to spare.",
      "The trial took our ideas and made them so much better.",
    ],
  },
  transportation: {
    names: {
      cleveland: ["Lake Erie Limousine", "Cleveland Classic Car Rentals", "Rust Belt Trolley Co."],
      columbus: ["Buckeye Limo & Coach", "Scioto Vintage Motors", "Columbus Party Trolley"],
      cincinnati: ["Queen City Coach", "Ohio River Vintage Cars", "Cincinnati Trolley Tours & Weddings"],
      nashville: ["Music City Limousine", "Honky Tonk Party Bus", "Tennessee Vintage Rides"],
    },
    leads: ["a wedding transportation company", "a vintage car rental for weddings", "a limousine and shuttle service"],
    specialties: [
      "Their 1956 Bentley and 1963 Lincoln Continental are kept for weddings only.",
      "Trolleys move the wedding party between the church, the photos and the reception.",
      "Guest shuttles run loops from the hotel block to the venue all night.",
      "Chauffeurs are in black tie and know every venue's loading zone.",
      "Champagne and a Just Married sign come with every getaway car.",
      "Their fleet includes accessible vans with wheelchair lifts.",
    ],
    approach: [
      "Routes are driven ahead of the wedding, with a backup for road closures.",
      "A dispatcher tracks every vehicle on the day.",
      "Pricing is hourly with a three-hour minimum and no fuel surcharges.",
    ],
    price: [450, 1800],
    packages: [
      { name: "Getaway car", factor: 1, description: "A classic car for the exit.", includes: ["3 hours of a vintage car", "Chauffeur in black tie", "Champagne and Just Married sign"] },
      { name: "Wedding party", factor: 1.8, description: "Everyone together.", includes: ["5 hours of a trolley or limo", "Up to 24 passengers", "Photo stops"] },
      { name: "Guest shuttles", factor: 2.5, description: "Hotel to venue and back.", includes: ["Two shuttles for 6 hours", "Dispatcher on call", "Accessible vehicle on request"] },
    ],
    styles: ["vintage", "classic", "glam", "black_tie", "playful"],
    reviews: [
      "Our getaway car from {name} was the highlight of our photos.",
      "The shuttles ran like clockwork, and nobody drove after the reception.",
      "The chauffeur helped with my dress at every stop. Such a pro.",
      "They rerouted around a road closure and we were still on time.",
    ],
  },
  officiants: {
    names: {
      cleveland: ["Rev. Dana Whitfield Ceremonies", "Lakeside Vows", "The Cleveland Celebrant"],
      columbus: ["Columbus Ceremony Co.", "Pastor Eli Brooks", "Heart & Hand Celebrants"],
      cincinnati: ["Cincinnati Vows & Ceremonies", "Rabbi Miriam Stern", "Seven Hills Celebrants"],
      nashville: ["Nashville Wedding Officiants", "Rev. Caroline Hayes", "Porch Light Ceremonies"],
    },
    leads: ["a wedding officiant", "a team of licensed celebrants", "an ordained minister and wedding celebrant"],
    specialties: [
      "Ceremonies are written from scratch after a long conversation with the couple.",
      "Interfaith and bilingual ceremonies are a specialty.",
      "They file the marriage license with the county and mail you a certified copy.",
      "Religious, spiritual or not at all: the words are yours.",
      "They help couples write their own vows, with a worksheet and a read-through.",
      "Unity rituals (sand, candles, handfasting, wine boxes) are explained and run smoothly.",
    ],
    approach: [
      "Two planning meetings and a rehearsal are part of every ceremony.",
      "You see the full script two weeks before the wedding.",
      "They speak clearly and without notes, so every guest hears.",
    ],
    price: [300, 900],
    packages: [
      { name: "Courthouse-style", factor: 1, description: "A short, legal ceremony.", includes: ["15-minute ceremony", "License filing", "One planning call"] },
      { name: "Custom ceremony", factor: 1.6, description: "Written for you.", includes: ["Custom-written ceremony", "Two planning meetings", "Vow-writing help", "License filing"] },
      { name: "Ceremony & rehearsal", factor: 2.2, description: "The full service.", includes: ["Custom ceremony", "Rehearsal direction", "Unity ritual", "Wireless mic", "License filing"] },
    ],
    styles: ["classic", "romantic", "modern", "playful", "southern", "minimalist"],
    reviews: [
      "{name} told our story better than we could. Everyone laughed and cried.",
      "Our interfaith ceremony felt right for both families.",
      "They filed the license and we got our copy in the mail within two weeks.",
      "The rehearsal was organized and actually fun.",
    ],
  },
  bartenders: {
    names: {
      cleveland: ["Great Lakes Pour Co.", "Ohio City Mobile Bar", "The Shaken Cleveland"],
      columbus: ["Brewery District Bartending", "Short North Spirits Co.", "Tipsy Buckeye Mobile Bar"],
      cincinnati: ["Bourbon & Rye Bar Service", "OTR Cocktail Co.", "Vine Street Bartenders"],
      nashville: ["Whiskey Row Bar Co.", "Sweet Tea & Bourbon Bartending", "Music City Mobile Bar"],
    },
    leads: ["a licensed mobile bar service", "a craft cocktail catering team", "a wedding bartending company"],
    specialties: [
      "Signature cocktails are designed with the couple and named after them.",
      "Their vintage horse trailer bar parks anywhere the venue allows.",
      "Bartenders are licensed, insured and trained to serve responsibly.",
      "Bourbon tastings from Kentucky and Tennessee distilleries make a great cocktail hour.",
      "Zero-proof cocktails are crafted with the same care as the rest.",
      "Champagne towers and toasts are poured right on cue.",
    ],
    approach: [
      "They send a shopping list sized to your guest count, so you buy only what you need.",
      "Liability insurance certificates go straight to your venue.",
      "Ice, garnishes, mixers and glassware can all be included.",
    ],
    price: [600, 2500],
    packages: [
      { name: "Beer & wine", factor: 1, description: "Bartenders for your own beer and wine.", includes: ["Two bartenders for 5 hours", "Ice and coolers", "Liability insurance"] },
      { name: "Full bar", factor: 1.7, description: "Cocktails included.", includes: ["Full bar service for 5 hours", "Two signature cocktails", "Mixers and garnishes", "Glassware"] },
      { name: "Craft cocktail experience", factor: 2.6, description: "The works.", includes: ["Mobile bar setup", "Four signature cocktails", "Champagne toast", "Zero-proof menu", "Three bartenders"] },
    ],
    styles: ["vintage", "rustic", "modern", "southern", "glam", "playful"],
    reviews: [
      "{name} named our cocktails after our dogs and everyone loved them.",
      "The bar line never got long, even with 200 guests.",
      "Their shopping list saved us a fortune on liquor.",
      "The zero-proof drinks were as good as the real ones.",
    ],
  },
  decorators: {
    names: {
      cleveland: ["Cleveland Event Rentals & Decor", "Gatsby & Gold Decor", "Ohio City Draping Co."],
      columbus: ["Columbus Candlelight Decor", "Victorian Village Design Co.", "Arena Event Decor"],
      cincinnati: ["Cincinnati Tablescapes", "Roebling Rentals & Decor", "Mount Airy Event Design"],
      nashville: ["Nashville Tablescape Co.", "Honeysuckle Event Design", "The Gulch Decor House"],
    },
    leads: ["an event design and decor company", "a wedding decor and rentals studio", "a draping and lighting specialist"],
    specialties: [
      "Ceiling draping and string lights turn any barn or ballroom into a different room.",
      "Candlelit tablescapes with hundreds of taper candles are their signature.",
      "Lounge furniture, rugs and vintage pieces are rented from their own warehouse.",
      "Linens, chargers and specialty napkins in every color.",
      "Ceremony backdrops, signage and welcome tables are designed to match your invitations.",
      "Setup and teardown fit the venue's timeline, even when it is tight.",
    ],
    approach: [
      "A walkthrough at your venue comes before any design.",
      "They send a floor plan and a rendering for approval.",
      "Everything is delivered, set up and taken away by their own crew.",
    ],
    price: [800, 5000],
    packages: [
      { name: "Tablescapes", factor: 1, description: "Guest tables styled.", includes: ["Linens and napkins for 150", "Chargers", "Candles and holders", "Setup and teardown"] },
      { name: "Room design", factor: 1.8, description: "The room transformed.", includes: ["Tablescapes", "Ceiling draping", "String lights", "Lounge area"] },
      { name: "Full event design", factor: 3, description: "Ceremony to send-off.", includes: ["Room design", "Ceremony backdrop", "Signage suite", "Welcome table", "Design rendering"] },
    ],
    styles: ["glam", "rustic", "boho", "romantic", "black_tie", "vintage", "modern"],
    reviews: [
      "{name} made our barn look like a candlelit dream.",
      "The draping changed the whole room. Our venue coordinator was amazed.",
      "Setup was done before the photographer arrived, and teardown was quick.",
      "They matched the signs to our invitations perfectly.",
    ],
  },
};

/** Seeded couples who reviewed vendors (no sign-in: they have no password). */
export const REVIEWER_NAMES = [
  "Maya & Daniel", "Priya & Sam", "Jordan & Alex", "Hannah & Luis", "Keisha & Marcus", "Emily & Ryan", "Sofia & Nate",
  "Grace & Owen", "Aisha & Tom", "Lauren & Chris", "Nina & Jamal", "Claire & Ben", "Rosa & Miguel", "Taylor & Morgan",
  "Olivia & Ethan", "Jasmine & Andre", "Mei & David", "Caroline & Will", "Fatima & Yusuf", "Abby & Jake", "Leah & Noah",
  "Brianna & Tyler", "Sarah & Kevin", "Ava & Liam", "Danielle & Josh", "Rachel & Aaron", "Camila & Diego", "Megan & Patrick",
  "Zoe & Isaac", "Natalie & Sean", "Ellie & Caleb", "Jenna & Mark", "Kayla & Brandon", "Lily & Henry", "Sam & Riley",
  "Chloe & Evan", "Imani & Darius", "Hailey & Cole", "Anna & Peter", "Morgan & Casey",
] as const;

/** What a vendor says about another they recommend (friendors). */
export const RECOMMENDATION_NOTES = [
  "We have worked a dozen weddings together and they have never once been late.",
  "Our couples always rave about them. True professionals.",
  "They make our job easier every time we share a wedding.",
  "Kind, calm and so talented. We send our own friends to them.",
  "The best in town at what they do, and lovely people too.",
] as const;
