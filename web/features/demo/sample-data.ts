import { DEMO_BUDGET_TOTAL } from "@domain/constants";

/** A line of the sample chat (spec section 3: id, text, isUser, delay). */
export interface DemoChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** Milliseconds before the message starts to appear; June shows her typing dots meanwhile. */
  delay: number;
}

/** A category of the sample budget (spec section 3: id, name, allocated, spent, percentage of the total). */
export interface DemoBudgetCategory {
  id: string;
  name: string;
  allocated: number;
  spent: number;
  percentage: number;
}

/** The looping sample conversation on the home page: a Columbus couple asks, June answers with specifics. */
export const SAMPLE_CHAT: readonly DemoChatMessage[] = [
  {
    id: "c1",
    isUser: true,
    delay: 700,
    text: "We're getting married in Columbus next October: 120 guests, $35,000. Where do we start?",
  },
  {
    id: "c2",
    isUser: false,
    delay: 1200,
    text: "Congratulations! Start with the venue and set aside about $15,750 (45%) for venue and catering. Three Columbus venues are open that Saturday and seat 120: a Short North loft ($6,800), a German Village garden hall ($5,900) and a barn on the Scioto ($7,200).",
  },
  { id: "c3", isUser: true, delay: 1400, text: "The garden hall sounds lovely. Can we see it?" },
  {
    id: "c4",
    isUser: false,
    delay: 1000,
    text: "They give tours on Saturdays at 10 am and 2 pm. I've saved it to your shortlist and added “Tour the garden hall” to your timeline for this weekend.",
  },
];

/** The sample budget: allocations add up to DEMO_BUDGET_TOTAL ($35,000). */
export const SAMPLE_BUDGET: readonly DemoBudgetCategory[] = [
  { id: "venue", name: "Venue & catering", allocated: 15750, spent: 9450, percentage: 45 },
  { id: "photo", name: "Photography & video", allocated: 4550, spent: 2275, percentage: 13 },
  { id: "flowers", name: "Flowers & decor", allocated: 3500, spent: 1200, percentage: 10 },
  { id: "attire", name: "Attire & beauty", allocated: 2800, spent: 2100, percentage: 8 },
  { id: "music", name: "Music & entertainment", allocated: 2450, spent: 800, percentage: 7 },
  { id: "extras", name: "Stationery & extras", allocated: 5950, spent: 950, percentage: 17 },
];

export const SAMPLE_BUDGET_TOTAL = DEMO_BUDGET_TOTAL;
