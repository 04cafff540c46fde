import { z } from "zod";
import { BUDGET_CATEGORIES, suggestedAllocations } from "./budget.ts";
import { toCsv } from "./guest-csv.ts";
import { guestImportTemplateCsv, TEMPLATE_HEADERS } from "./guest-import/template.ts";
import { describeOffset } from "./timeline.ts";
import { TIMELINE_TEMPLATES } from "./timeline-templates.ts";

/**
 * The downloadable planning templates of /planning/templates (issue 28): spreadsheets the server
 * writes from the product's own data (the timeline templates, the budget categories and their typical
 * shares, the guest import's columns), so each opens in Excel, Numbers or Google Sheets and the
 * guest list one imports back as it is.
 */
export interface PlanningDownload {
  id: string;
  title: string;
  summary: string;
  /** What the file holds, for the card ("91 tasks"). */
  contents: string;
  fileName: string;
  /** Extra words the search matches (the file's columns, what it is for). */
  keywords: string;
  /** The planning tool it pairs with. */
  tool?: { label: string; to: string };
}

/** A budget total to fill the sheet's estimates with, in whole dollars (optional). */
export const BUDGET_SHEET_TOTAL_MAX_DOLLARS = 10_000_000;
export const planningDownloadQuerySchema = z.object({
  // The page's form sends `total=` when the box is left empty: no total, a blank estimate column.
  total: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ message: "Enter the total budget as a number of dollars." })
      .int("Enter the total budget in whole dollars.")
      .min(1, "Enter a total budget of at least $1.")
      .max(BUDGET_SHEET_TOTAL_MAX_DOLLARS, `Enter a total budget of at most $${BUDGET_SHEET_TOTAL_MAX_DOLLARS.toLocaleString("en-US")}.`)
      .optional(),
  ),
});
export type PlanningDownloadQuery = z.infer<typeof planningDownloadQuerySchema>;

/** The day-of run sheet: a 4:30 pm ceremony with a first look, every line a starting point to move. */
const RUN_SHEET = [
  ["9:00 AM", "Hair and makeup begins", "Getting-ready suite", "Partner getting ready, wedding party, stylists", "Brides and honored guests with the longest styles go first."],
  ["11:30 AM", "Lunch delivered to both suites", "Getting-ready suites", "Coordinator", "Order for everyone getting ready, stylists and the photographer."],
  ["12:30 PM", "Photographer arrives: details and getting ready", "Getting-ready suite", "Photographer", "Rings, invitation suite, shoes and florals set out in one place."],
  ["1:00 PM", "Florist delivers personal flowers", "Getting-ready suites", "Florist, coordinator", "Bouquets, boutonnieres and corsages; keep them cool and out of the sun."],
  ["1:30 PM", "Vendor load-in at the venue", "Ceremony and reception spaces", "Caterer, rentals, DJ or band, florist", "Confirm load-in times with the venue a week before."],
  ["2:00 PM", "Get dressed", "Getting-ready suites", "Couple, wedding party", ""],
  ["2:30 PM", "First look and couple portraits", "Garden or chosen portrait spot", "Couple, photographer, videographer", "Have the rain location agreed with the photographer in advance."],
  ["3:15 PM", "Wedding party and family photos", "Portrait spot", "Wedding party, immediate family", "Give the photographer the family photo list with names."],
  ["4:00 PM", "Guests arrive; prelude music", "Ceremony space", "Ushers, ceremony musicians", "Ushers hand out programs and seat family in the reserved rows."],
  ["4:30 PM", "Ceremony", "Ceremony space", "Officiant, couple, wedding party", "About 25 minutes. Sign the marriage license right after."],
  ["5:00 PM", "Cocktail hour", "Patio or foyer", "Caterer, bar staff", "Reception room flips now if the ceremony was in the same space."],
  ["6:00 PM", "Grand entrance and welcome", "Reception room", "DJ or band, couple, wedding party", "Send the DJ the pronunciation of every name announced."],
  ["6:15 PM", "Dinner service", "Reception room", "Caterer", "Feed the vendors at the same time so they are ready for toasts."],
  ["7:00 PM", "Toasts", "Reception room", "Best friend, honored guest, parents", "Two or three toasts of about three minutes each."],
  ["7:20 PM", "First dance and parent dances", "Dance floor", "Couple, parents, DJ or band", ""],
  ["7:35 PM", "Dancing opens", "Dance floor", "DJ or band", ""],
  ["8:30 PM", "Cake cutting", "Cake table", "Couple, photographer, caterer", "The caterer plates the cake for dessert right after."],
  ["9:00 PM", "Sunset portraits", "Outside", "Couple, photographer", "Ten minutes; check the sunset time for the date."],
  ["10:30 PM", "Last dance and send-off", "Front entrance", "Everyone, coordinator", "Sparklers or bubbles: check what the venue allows."],
  ["11:00 PM", "Venue clear and vendor load-out", "Whole venue", "Coordinator, caterer, rentals", "Name who takes home gifts, cards and personal decor."],
];

/** The vendor contact sheet: one line per vendor a wedding usually books. */
const CONTACT_SHEET_ROLES = [
  "Venue",
  "Planner or coordinator",
  "Caterer",
  "Bar service",
  "Photographer",
  "Videographer",
  "Florist",
  "DJ or band",
  "Ceremony musicians",
  "Officiant",
  "Baker",
  "Hair and makeup",
  "Rentals",
  "Transportation",
  "Stationer",
  "Hotel room block",
];

function checklistCsv(templateId: string): string {
  const template = TIMELINE_TEMPLATES.find((t) => t.id === templateId)!;
  return toCsv([["Task", "When", "Due date", "Done", "Who", "Notes"], ...template.tasks.map((task) => [task.title, describeOffset(task.offsetDays), "", "No", "", task.notes ?? ""])]);
}

function budgetSheetCsv(totalDollars: number | undefined): string {
  const estimates = totalDollars === undefined ? null : suggestedAllocations(totalDollars * 100);
  const rows = BUDGET_CATEGORIES.map((category) => [
    category.name,
    category.hint,
    `${(category.shareBp / 100).toFixed(0)}%`,
    estimates ? Math.round(estimates[category.id] / 100) : "",
    "",
    "",
    "",
    "",
    "",
    category.perGuest ? "Priced per guest: moves with the guest count" : "",
  ]);
  const totals = ["Total", "", "100%", totalDollars ?? "", "", "", "", "", "", ""];
  return toCsv([["Category", "What it covers", "Typical share", "Estimate ($)", "Quoted ($)", "Vendor", "Deposit paid ($)", "Balance due ($)", "Balance due date", "Notes"], ...rows, totals]);
}

const runSheetCsv = () => toCsv([["Time", "What happens", "Where", "Who", "Notes"], ...RUN_SHEET]);

const contactSheetCsv = () =>
  toCsv([["Role", "Business", "Contact name", "Phone", "Email", "Booked", "Arrival time on the day", "Deposit paid ($)", "Balance due ($)", "Balance due date", "Notes"], ...CONTACT_SHEET_ROLES.map((role) => [role, "", "", "", "", "No", "", "", "", "", ""])]);

export const PLANNING_DOWNLOADS: readonly PlanningDownload[] = [
  ...TIMELINE_TEMPLATES.map((template) => ({
    id: `checklist-${template.id}`,
    title: `Checklist: ${template.name}`,
    summary: template.summary,
    contents: `${template.tasks.length} tasks, each with when it is due`,
    fileName: `serviceberry-checklist-${template.id}.csv`,
    keywords: `checklist to-do tasks ${template.lead} ${template.bestFor} ${template.tasks.map((task) => task.title).join(" ")}`,
    tool: { label: "Start your master timeline with it", to: `/planning/master-timeline?template=${template.id}` },
  })),
  {
    id: "budget-sheet",
    title: "Wedding budget sheet",
    summary: "Every budget category with what it covers and the share couples in Ohio and Tennessee typically spend on it, with columns for quotes, deposits and balances due.",
    contents: `${BUDGET_CATEGORIES.length} categories; estimates filled in from your total if you give one`,
    fileName: "serviceberry-budget-sheet.csv",
    keywords: "budget money costs spreadsheet estimate quotes deposits payments categories catering venue",
    tool: { label: "Track it in the budget tracker", to: "/planning/budget-tracker" },
  },
  {
    id: "day-of-run-sheet",
    title: "Day-of run sheet",
    summary: "A minute-by-minute schedule for the wedding day, from hair and makeup to the send-off, with where each moment happens and who needs to be there.",
    contents: `${RUN_SHEET.length} moments with time, place, people and notes`,
    fileName: "serviceberry-day-of-run-sheet.csv",
    keywords: "day-of schedule timeline run of show itinerary ceremony reception toasts first dance vendors",
    tool: { label: "Build your day-of schedule", to: "/planning/master-timeline" },
  },
  {
    id: "vendor-contact-sheet",
    title: "Vendor contact sheet",
    summary: "One line per vendor: who to call, when they arrive on the day, and what is still owed. Hand it to your coordinator the week before.",
    contents: `${CONTACT_SHEET_ROLES.length} vendor roles with contact, arrival and payment columns`,
    fileName: "serviceberry-vendor-contact-sheet.csv",
    keywords: "vendor contacts phone email coordinator payments balances photographer florist caterer dj",
    tool: { label: "Find vendors", to: "/vendors" },
  },
  {
    id: "guest-list-import",
    title: "Guest list import template",
    summary: "The guest list spreadsheet the guest list manager imports as it is: households, addresses, sides, RSVPs per event, meals and plus-ones.",
    contents: `${TEMPLATE_HEADERS.length} columns and three sample guests`,
    fileName: "serviceberry-guest-list-template.csv",
    keywords: `guest list import spreadsheet addresses rsvp meals households plus-ones ${TEMPLATE_HEADERS.join(" ")}`,
    tool: { label: "Import your guest list", to: "/planning/guest-list-manager/import" },
  },
];

export function findPlanningDownload(id: string): PlanningDownload | undefined {
  return PLANNING_DOWNLOADS.find((download) => download.id === id);
}

/** The file's text (CSV, CRLF line ends, formula-safe cells). */
export function planningDownloadCsv(download: PlanningDownload, query: PlanningDownloadQuery = {}): string {
  if (download.id.startsWith("checklist-")) return checklistCsv(download.id.slice("checklist-".length));
  switch (download.id) {
    case "budget-sheet":
      return budgetSheetCsv(query.total);
    case "day-of-run-sheet":
      return runSheetCsv();
    case "vendor-contact-sheet":
      return contactSheetCsv();
    default:
      return guestImportTemplateCsv();
  }
}

export const planningDownloadPath = (id: string) => `/api/planning/templates/${id}`;

/**
 * Search for the templates and guides pages: every word of the query must start a word of the item's
 * text (so "budg" finds the budget sheet and "rsvp" the import template), case and accents aside.
 */
export function matchesSearch(text: string, query: string): boolean {
  const words = normalize(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = ` ${normalize(text)}`;
  return words.every((word) => haystack.includes(` ${word}`));
}

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
