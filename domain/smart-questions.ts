import { VENDOR_CATEGORIES, type VendorCategorySlug } from "./vendor-categories";

/**
 * Smart questions (issue 28): what to ask each kind of venue and vendor before booking, written for
 * Serviceberry, with extra questions drawn from the couple's own plans (guest count, date, city, the
 * outdoor venues they saved).
 */

export type SmartQuestionKind = "venues" | VendorCategorySlug;

export const SMART_QUESTION_KINDS: readonly { id: SmartQuestionKind; name: string }[] = [{ id: "venues", name: "Venues" }, ...VENDOR_CATEGORIES.map((category) => ({ id: category.slug, name: category.name }))];

export const isSmartQuestionKind = (value: unknown): value is SmartQuestionKind => SMART_QUESTION_KINDS.some((kind) => kind.id === value);

/** What the questions are tailored to; every field may be missing (a visitor, a half-filled profile). */
export interface SmartQuestionContext {
  guestCount?: number | null;
  weddingDate?: string | null;
  city?: string | null;
  /** Names of saved venues with an outdoor space (outdoor, or indoor and outdoor). */
  outdoorVenues?: readonly string[];
}

export interface SmartQuestion {
  text: string;
  /** Why this question is on the list for this couple, when it comes from their plans. */
  because?: string;
}

const BASE: Record<SmartQuestionKind, readonly string[]> = {
  venues: [
    "Is our date available, and how long will you hold it while we decide?",
    "What exactly does the rental fee include: tables, chairs, linens, setup and cleanup?",
    "How many hours do we have, including setup and breakdown, and what does an extra hour cost?",
    "Must we use your caterer or bar service, or may we bring our own licensed vendors?",
    "Is there a list of required or preferred vendors, and a fee for using others?",
    "What are the deposit, the payment schedule and the cancellation and postponement terms?",
    "What are the rules on candles, confetti, sparklers, music volume and the end time?",
    "Where do guests park, and is the venue accessible for guests who use a wheelchair?",
    "Who is our contact on the day, and will they be on site from setup to the last guest?",
  ],
  photographers: [
    "Can we see two or three complete wedding galleries, not only highlights?",
    "Will you photograph our wedding yourself, or an associate? Is a second shooter included?",
    "How many hours of coverage are included, and what does an extra hour cost?",
    "How many edited photos should we expect, and how long until we receive the gallery?",
    "Do we get the print rights, and for how long is the online gallery kept?",
    "What happens if you are ill or have an emergency on our date?",
    "What are the deposit, the payment schedule and the cancellation terms?",
  ],
  videographers: [
    "Can we watch a full ceremony edit as well as a highlight film?",
    "What films are included (highlight, full ceremony, speeches), and how long is each?",
    "How do you record our vows and the speeches: microphones on us, the officiant, the DJ's board?",
    "How long until we receive the films, and in what format?",
    "Do you work alongside our photographer without getting in each other's shots?",
    "What are the deposit, the payment schedule and the cancellation terms?",
  ],
  caterers: [
    "Can we have a tasting before we sign, and how many people may come?",
    "Is the per-person price all-in, or are service charges, gratuity and tax added?",
    "How many servers and bartenders will work our wedding, and is their time included?",
    "Can you handle dietary needs (vegetarian, vegan, gluten-free, allergies) with labeled dishes?",
    "Do you provide plates, glassware, flatware and linens, or do we rent them?",
    "When do you need our final guest count and menu?",
    "Do you carry liability insurance and hold a liquor license if you serve alcohol?",
  ],
  djband: [
    "Can we see you perform live or watch a video of a full reception set?",
    "How do you handle our must-play and do-not-play lists, and requests from guests?",
    "Will you also be our emcee for introductions, toasts and the send-off?",
    "Do you provide microphones and sound for the ceremony and the cocktail hour too?",
    "How long do you play, what breaks do you take, and what does overtime cost?",
    "What do you need from the venue: power, floor space, load-in time?",
    "What are the deposit, the payment schedule and the cancellation terms?",
  ],
  florists: [
    "Which flowers are in season for our date, and which would you suggest for our budget?",
    "Can we see a proposal with prices for each piece: bouquets, boutonnieres, centerpieces, arches?",
    "Do you deliver, set up and take down, and is there a fee for each?",
    "Can ceremony flowers be moved to the reception to use them twice?",
    "Do you rent vases, arches and stands, and what happens if one is damaged?",
    "What are the deposit, the payment schedule and the cancellation terms?",
  ],
  weddingplanners: [
    "Do you offer full planning, partial planning or day-of coordination, and what does each include?",
    "How many weddings do you take on the same weekend as ours?",
    "Will you be at our wedding yourself, and with how many assistants?",
    "Do you run the rehearsal and build the day-of timeline with our vendors?",
    "Do you receive commissions or discounts from the vendors you recommend?",
    "What are the deposit, the payment schedule and the cancellation terms?",
  ],
  bakers: [
    "Can we taste flavors before we order, and is there a fee?",
    "How is the cake priced: per slice, per tier, by design?",
    "Do you deliver and set up, and who is responsible if the cake is damaged on the way?",
    "Can you make gluten-free, vegan or nut-free tiers, and keep them separate?",
    "Do you cut and serve the cake, or does the caterer, and is there a cutting fee?",
  ],
  hairmakeup: [
    "Can we book a trial, and is its cost included in the package?",
    "How many people can you get ready, in how much time, and do you bring an assistant?",
    "Do you come to us, and is there a travel fee?",
    "Which products do you use, and will the makeup last through tears, heat and dancing?",
    "Do you stay for touch-ups, and what does that cost?",
  ],
  transportation: [
    "Which vehicles can we see in person, and how many guests does each seat?",
    "Is the price by the hour, with a minimum, and are the driver's gratuity and fuel included?",
    "How early does the driver arrive, and what if the ceremony or photos run late?",
    "Are your vehicles and drivers licensed and insured for passenger service?",
    "What happens if a vehicle breaks down on our day?",
  ],
  officiants: [
    "Are you able to legally marry us in this state, and will you file the license?",
    "Can we write our own ceremony or vows, and how many meetings are included?",
    "Will you attend and lead the rehearsal?",
    "Do you have a ceremony outline we can start from?",
    "What are the fee, the deposit and the cancellation terms?",
  ],
  bartenders: [
    "Are you licensed and insured to serve alcohol at our venue?",
    "Do you provide the alcohol, or do we buy it and you serve it?",
    "How many bartenders will work our wedding, and how do you check guests' ages?",
    "Can you make one or two signature cocktails, and do you provide mixers, ice and glassware?",
    "What is the last call, and is gratuity included?",
  ],
  decorators: [
    "Can we see photos of your setups at our venue or a venue like it?",
    "What do you rent (linens, drapery, lighting, signs), and what must we buy?",
    "How long do you need for setup and breakdown, and does the venue allow that time?",
    "Is delivery, setup and take-down included in the price?",
    "What are the deposit, the damage terms and the cancellation terms?",
  ],
};

/** The number of guests past which capacity and staffing deserve their own questions. */
export const LARGE_WEDDING_GUESTS = 150;

const monthOf = (date: string | null | undefined): number | null => (date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? Number(date.slice(5, 7)) : null);
const OHIO_CITIES = ["cleveland", "columbus", "cincinnati"];

/** The questions for one kind of venue or vendor, base questions first, then the couple's own. */
export function smartQuestions(kind: SmartQuestionKind, context: SmartQuestionContext = {}): SmartQuestion[] {
  const questions: SmartQuestion[] = BASE[kind].map((text) => ({ text }));
  const add = (text: string, because: string) => questions.push({ text, because });
  const guests = context.guestCount ?? null;
  const month = monthOf(context.weddingDate);
  const outdoor = context.outdoorVenues ?? [];
  const guestsText = guests ? `${guests.toLocaleString("en-US")} guests` : "";

  if (kind === "venues") {
    for (const venue of outdoor.slice(0, 3))
      add(`What is the rain plan at ${venue}: an indoor room or a tent, who decides, and when?`, `${venue} is on your saved venues and has an outdoor space`);
    if (guests && guests >= LARGE_WEDDING_GUESTS) {
      add(`Can the room seat ${guestsText} for dinner with a dance floor, or only standing?`, `you plan for ${guestsText}`);
      add(`How many staff will work a wedding of ${guestsText}, and how many restrooms and parking spaces are there?`, `you plan for ${guestsText}`);
    } else if (guests) add(`Is the space right for ${guestsText}, or will it feel empty? Can it be divided?`, `you plan for ${guestsText}`);
    if (month && [6, 7, 8].includes(month)) add("Is the room air-conditioned, and is there shade outdoors for a summer afternoon?", "your wedding is in the summer");
    if (month && [12, 1, 2].includes(month)) add("What happens if snow or ice closes the roads: can we move the date without losing the deposit?", "your wedding is in the winter");
  }
  if (kind === "caterers" || kind === "bartenders") {
    if (guests && guests >= LARGE_WEDDING_GUESTS) add(`How many servers and bartenders do you staff for ${guestsText}, and how long does dinner service take?`, `you plan for ${guestsText}`);
    if (outdoor.length > 0) add(`Can you cook and serve outdoors at ${outdoor[0]}, and what do you need (power, a prep tent, water)?`, `${outdoor[0]} has an outdoor space`);
  }
  if (kind === "photographers" || kind === "videographers") {
    if (outdoor.length > 0) add("What is your plan for photos if it rains, and do you scout our venue's indoor spots?", "you saved a venue with an outdoor space");
    if (guests && guests >= LARGE_WEDDING_GUESTS) add(`How do you handle family group photos for ${guestsText} without losing the cocktail hour?`, `you plan for ${guestsText}`);
  }
  if (kind === "djband" && outdoor.length > 0) add("Does your equipment work outdoors, with covered power, and what if it rains?", "you saved a venue with an outdoor space");
  if (kind === "florists" && month && [6, 7, 8].includes(month)) add("Which flowers hold up in summer heat, and how do you keep them fresh outside?", "your wedding is in the summer");
  if (kind === "officiants" && context.city)
    add(
      OHIO_CITIES.includes(context.city) ? "Are you licensed with the Ohio Secretary of State to solemnize marriages?" : "Does Tennessee law let you solemnize marriages, and will you return the license to the county clerk?",
      OHIO_CITIES.includes(context.city) ? "your wedding is in Ohio" : "your wedding is in Tennessee",
    );
  if ((kind === "hairmakeup" || kind === "transportation") && guests && guests >= LARGE_WEDDING_GUESTS)
    add(kind === "hairmakeup" ? "Can you add a second artist if our wedding party is large?" : `How many trips or vehicles do we need to move ${guestsText} between the ceremony and reception?`, `you plan for ${guestsText}`);
  return questions;
}

/** The list as one message for an inquiry's thread, so the vendor answers them there. */
export function questionsMessage(kindName: string, questions: readonly SmartQuestion[]): string {
  return [`Before we book, here are our questions for ${kindName.toLowerCase()}:`, "", ...questions.map((question, index) => `${index + 1}. ${question.text}`), "", "Thank you! Answering here in this thread is perfect."].join("\n");
}
