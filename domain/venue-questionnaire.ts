/**
 * The venue questionnaire: the detailed facts couples compare, as data. A question either edits a
 * listing column (`column`) or is stored in `venues.details` under its id. The web app renders the
 * sections; the server validates answers against the same list (known ids only, <= 2000 characters,
 * choice answers one of the options).
 */

export const QUESTIONNAIRE_ANSWER_MAX = 2000;

export type QuestionInput = "text" | "textarea" | "choice";

export interface QuestionOption {
  id: string;
  label: string;
}

export interface Question {
  id: string;
  label: string;
  hint?: string;
  input: QuestionInput;
  options?: readonly QuestionOption[];
  /** A listing column this question edits; otherwise the answer lives in `details[id]`. */
  column?: "parking" | "accessibility" | "accommodation" | "website" | "phone";
  placeholder?: string;
}

export interface QuestionnaireSection {
  id: string;
  title: string;
  description: string;
  questions: readonly Question[];
}

const YES_NO_RECOMMENDED = [
  { id: "required", label: "Required" },
  { id: "recommended", label: "Recommended" },
  { id: "not_required", label: "Not required" },
] as const;

const ALLOWED = [
  { id: "allowed", label: "Allowed" },
  { id: "restricted", label: "Allowed with conditions" },
  { id: "not_allowed", label: "Not allowed" },
] as const;

export const QUESTIONNAIRE: readonly QuestionnaireSection[] = [
  {
    id: "timing",
    title: "Timing on the day",
    description: "When things can happen, and when the music has to stop.",
    questions: [
      { id: "ceremony_times", label: "Ceremony start times", input: "text", placeholder: "e.g. Any time from 11:00 am to 6:00 pm" },
      { id: "reception_hours", label: "Reception length included", input: "text", placeholder: "e.g. Five hours, extra hours $600 each" },
      { id: "end_time", label: "Latest end time", input: "text", placeholder: "e.g. 11:00 pm, guests out by 11:30 pm" },
      { id: "noise_curfew", label: "Noise curfew and amplified music", input: "text", placeholder: "e.g. Amplified music indoors only after 10:00 pm" },
      { id: "setup_access", label: "Setup access", hint: "When vendors and the couple can start decorating.", input: "text", placeholder: "e.g. From 10:00 am on the day" },
      { id: "teardown", label: "Teardown", hint: "What has to be cleared, and by when.", input: "text", placeholder: "e.g. Personal items out by midnight; rentals collected next morning" },
      { id: "rehearsal", label: "Rehearsal", input: "text", placeholder: "e.g. One hour the day before, when the space is free" },
    ],
  },
  {
    id: "money",
    title: "Money and contracts",
    description: "What couples need to budget, and what happens if plans change.",
    questions: [
      { id: "deposit", label: "Deposit to hold the date", input: "text", placeholder: "e.g. 30% of the rental fee, non-refundable" },
      { id: "payment_schedule", label: "Payment schedule", input: "textarea", placeholder: "e.g. Second payment 6 months before; balance 30 days before" },
      { id: "cancellation_policy", label: "Cancellation and postponement policy", input: "textarea" },
      { id: "minimum_spend_peak", label: "Minimum spend, peak season", hint: "May to October Saturdays, or your own peak.", input: "text", placeholder: "e.g. $12,000 food and drink minimum" },
      { id: "minimum_spend_off_peak", label: "Minimum spend, off-peak", input: "text", placeholder: "e.g. $6,000; Fridays and Sundays $5,000" },
      { id: "service_charge", label: "Service charge and taxes", input: "text", placeholder: "e.g. 22% service charge plus 7.5% sales tax" },
      { id: "insurance_required", label: "Event liability insurance", input: "choice", options: YES_NO_RECOMMENDED },
    ],
  },
  {
    id: "vendors",
    title: "Vendors and décor",
    description: "Who couples can bring in, and what is allowed in the space.",
    questions: [
      { id: "vendor_restrictions", label: "Vendor restrictions", hint: "Approved lists, licenses or insurance vendors need.", input: "textarea" },
      { id: "preferred_vendors", label: "Preferred vendors", input: "textarea", placeholder: "Caterers, florists or bands who know the space well" },
      { id: "candles", label: "Candles and open flames", input: "choice", options: ALLOWED },
      { id: "confetti", label: "Confetti, petals and rice", input: "choice", options: ALLOWED },
      { id: "sparklers", label: "Sparkler send-off", input: "choice", options: ALLOWED },
      { id: "decor_rules", label: "Other décor rules", input: "textarea", placeholder: "e.g. No nails or tape on the walls; hanging points in the beams" },
    ],
  },
  {
    id: "on_the_day",
    title: "Spaces and services",
    description: "What comes with the venue, and the plan if the weather turns.",
    questions: [
      { id: "rain_plan", label: "Rain plan", hint: "Where an outdoor ceremony moves to, and when you decide.", input: "textarea" },
      {
        id: "coordinator",
        label: "On-site coordinator",
        input: "choice",
        options: [
          { id: "included", label: "Included" },
          { id: "extra", label: "Available for a fee" },
          { id: "none", label: "Not offered" },
        ],
      },
      { id: "included_rentals", label: "Included rentals", hint: "Tables, chairs, linens, arbor, lighting...", input: "textarea" },
      { id: "getting_ready", label: "Getting-ready spaces", input: "text", placeholder: "e.g. Bridal suite for 8 and a groom's lounge, from 10:00 am" },
      { id: "kitchen", label: "Kitchen and catering facilities", input: "text", placeholder: "e.g. Full commercial kitchen; warming kitchen only" },
    ],
  },
  {
    id: "getting_there",
    title: "Getting there and staying",
    description: "Parking, access and where guests sleep.",
    questions: [
      { id: "parking", column: "parking", label: "Parking", input: "textarea", placeholder: "e.g. Free lot for 120 cars; valet available" },
      { id: "accessibility", column: "accessibility", label: "Accessibility", input: "textarea", placeholder: "Step-free access, lifts, accessible restrooms" },
      { id: "accommodation", column: "accommodation", label: "Accommodation on site", input: "textarea" },
      { id: "nearby_hotels", label: "Nearby hotels and room blocks", input: "textarea" },
      { id: "shuttle", label: "Shuttles and transport", input: "text" },
    ],
  },
  {
    id: "contact",
    title: "How couples reach you",
    description: "Shown on your venue page.",
    questions: [
      { id: "website", column: "website", label: "Website", hint: "The full address, starting with https://", input: "text", placeholder: "https://" },
      { id: "phone", column: "phone", label: "Phone", input: "text", placeholder: "e.g. (614) 555-0142" },
    ],
  },
];

export const QUESTIONS: readonly Question[] = QUESTIONNAIRE.flatMap((section) => section.questions);
/** Questions stored in `venues.details`, by id. */
export const DETAIL_QUESTIONS: ReadonlyMap<string, Question> = new Map(QUESTIONS.filter((q) => !q.column).map((q) => [q.id, q]));

/** The answer a question has on a listing ("" when unanswered). */
export function answerOf(question: Question, listing: Partial<Record<string, unknown>> & { details?: Record<string, string> }): string {
  const value = question.column ? listing[question.column] : listing.details?.[question.id];
  return typeof value === "string" ? value : "";
}

/** How much of the questionnaire a listing answered, 0 to 100. */
export function questionnaireCompleteness(listing: Partial<Record<string, unknown>> & { details?: Record<string, string> }, questions: readonly Question[] = QUESTIONS): number {
  if (questions.length === 0) return 100;
  const answered = questions.filter((q) => answerOf(q, listing).trim() !== "").length;
  return Math.round((answered / questions.length) * 100);
}

/** Problems with a set of detail answers, keyed `details.<id>`; empty when they are fine. */
export function detailAnswerErrors(details: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [id, value] of Object.entries(details)) {
    const question = DETAIL_QUESTIONS.get(id);
    const key = `details.${id}`;
    if (!question) errors[key] = [`"${id}" is not one of the questionnaire's questions.`];
    else if (typeof value !== "string") errors[key] = ["Answer with text."];
    else if (value.length > QUESTIONNAIRE_ANSWER_MAX) errors[key] = [`Keep this answer to ${QUESTIONNAIRE_ANSWER_MAX.toLocaleString("en-US")} characters.`];
    else if (question.options && value !== "" && !question.options.some((o) => o.id === value)) {
      errors[key] = [`Choose one of: ${question.options.map((o) => o.label).join(", ")}.`];
    }
  }
  return errors;
}

/** A choice answer shown by its label ("not_required" reads "Not required"); text answers as written. */
export function answerText(question: Question, answer: string): string {
  return question.options?.find((option) => option.id === answer)?.label ?? answer;
}

export interface AnsweredSection {
  id: string;
  title: string;
  answers: { id: string; label: string; text: string }[];
}

/**
 * What couples see of a listing's questionnaire: the sections with at least one answer, and only the
 * answered questions, stored in `details` (the listing columns such as parking show elsewhere).
 */
export function answeredDetails(details: Record<string, string> | undefined): AnsweredSection[] {
  if (!details) return [];
  return QUESTIONNAIRE.map((section) => ({
    id: section.id,
    title: section.title,
    answers: section.questions
      .filter((question) => !question.column && (details[question.id] ?? "").trim() !== "")
      .map((question) => ({ id: question.id, label: question.label, text: answerText(question, details[question.id]!.trim()) })),
  })).filter((section) => section.answers.length > 0);
}
