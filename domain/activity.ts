import { z } from "zod";
import "./zod-messages.ts";
import { coupleIdSchema } from "./contributors.ts";
import { countOf } from "./plural.ts";

/**
 * The couple's activity feed (issue 29, decision 059): what the couple and their helpers changed in the
 * guest list, the budget, the timeline and shared tasks. Each kind names its area (where the entry links)
 * and how it reads after the person's name ("Linda added Jane Doe to the guest list").
 */
export const ACTIVITY_AREAS = ["guests", "budget", "timeline", "tasks"] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

/** Where each area's entries link: the tool the change was made in. */
export const ACTIVITY_AREA_PATHS: Record<ActivityArea, string> = {
  guests: "/planning/guest-list-manager",
  budget: "/planning/budget-tracker",
  timeline: "/planning/master-timeline",
  tasks: "/planning/tasks-polls",
};

type Phrase = (subject: string, count: number) => string;

const ACTIVITY_KIND_DEFINITIONS = {
  "guest-added": { area: "guests", phrase: (s) => `added ${s} to the guest list` },
  "guest-edited": { area: "guests", phrase: (s) => `edited ${s} on the guest list` },
  "guests-removed": { area: "guests", phrase: (s, n) => (n === 1 ? `removed ${s} from the guest list` : `removed ${countOf(n, "guest")} from the guest list`) },
  "guests-restored": { area: "guests", phrase: (s, n) => (n === 1 ? `brought ${s} back to the guest list` : `brought ${countOf(n, "guest")} back to the guest list`) },
  "guests-bulk-edited": { area: "guests", phrase: (_s, n) => `changed ${countOf(n, "guest")} at once on the guest list` },
  "guests-imported": { area: "guests", phrase: (_s, n) => `imported ${countOf(n, "guest")} into the guest list` },
  "budget-set": { area: "budget", phrase: () => "set the budget's total" },
  "budget-line-set": { area: "budget", phrase: (s) => `changed the ${s} line of the budget` },
  "expense-added": { area: "budget", phrase: (s) => `added ${s} to the budget` },
  "expense-changed": { area: "budget", phrase: (s) => `edited ${s} in the budget` },
  "expense-removed": { area: "budget", phrase: (s) => `removed ${s} from the budget` },
  "payment-paid": { area: "budget", phrase: (s) => `marked a payment paid for ${s}` },
  "payment-unpaid": { area: "budget", phrase: (s) => `marked a payment unpaid for ${s}` },
  "timeline-task-added": { area: "timeline", phrase: (s) => `added the task ${s} to the timeline` },
  "timeline-task-edited": { area: "timeline", phrase: (s) => `edited the task ${s} on the timeline` },
  "timeline-task-done": { area: "timeline", phrase: (s) => `checked off ${s} on the timeline` },
  "timeline-task-reopened": { area: "timeline", phrase: (s) => `reopened ${s} on the timeline` },
  "timeline-task-removed": { area: "timeline", phrase: (s) => `removed the task ${s} from the timeline` },
  "timeline-event-added": { area: "timeline", phrase: (s) => `added ${s} to the day-of schedule` },
  "timeline-event-edited": { area: "timeline", phrase: (s) => `changed ${s} on the day-of schedule` },
  "timeline-event-removed": { area: "timeline", phrase: (s) => `removed ${s} from the day-of schedule` },
  "shared-task-done": { area: "tasks", phrase: (s) => `finished the shared task ${s}` },
  "shared-task-reopened": { area: "tasks", phrase: (s) => `reopened the shared task ${s}` },
} as const satisfies Record<string, { area: ActivityArea; phrase: Phrase }>;

export type ActivityKind = keyof typeof ACTIVITY_KIND_DEFINITIONS;
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_KIND_DEFINITIONS) as ActivityKind[];

export function isActivityKind(kind: string): kind is ActivityKind {
  return Object.hasOwn(ACTIVITY_KIND_DEFINITIONS, kind);
}

export function activityArea(kind: ActivityKind): ActivityArea {
  return ACTIVITY_KIND_DEFINITIONS[kind].area;
}

/** What the person did, after their name: "added Jane Doe to the guest list". */
export function activityPhrase(entry: { kind: ActivityKind; subject: string; count: number }): string {
  const phrase: Phrase = ACTIVITY_KIND_DEFINITIONS[entry.kind].phrase;
  return phrase(entry.subject, entry.count);
}

/** How many entries one page of the feed holds. */
export const ACTIVITY_PAGE_SIZE = 20;

/** A page of the feed: entries older than `before` (an entry's id), or the newest. */
export const activityQuerySchema = z.object({
  before: z.coerce.number({ message: "That page of the activity is not valid." }).int("That page of the activity is not valid.").positive("That page of the activity is not valid.").optional(),
  coupleId: coupleIdSchema.optional(),
});
