import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@web/lib/api";

export type PlanningOverview = InferResponseType<typeof api.planning.overview.$get, 200>;

/** The couple's dashboard and getting-started progress, from their real data (per account). */
export const planningQueries = {
  overview: (userId: string) =>
    queryOptions({ queryKey: ["planning", "overview", userId] as const, queryFn: ({ signal }) => unwrap(api.planning.overview.$get(undefined, { init: { signal } })) }),
};

export interface PlanningStep {
  id: "profile" | "budget" | "venue" | "guests" | "timeline";
  title: string;
  body: string;
  to: string;
  action: string;
  state: "done" | "started" | "todo";
  detail?: string;
}

/**
 * The first steps of a new couple, in order, and where each stands, from their real data: the guest
 * list is started with a first guest and done once invitations have gone out.
 */
export function planningSteps(overview: PlanningOverview | null): PlanningStep[] {
  const o = overview;
  return [
    {
      id: "profile",
      title: "Tell us about your wedding",
      body: "Your names, the date (or a season), the city and roughly how many guests. Every tool starts from these.",
      to: "/couple-account",
      action: "Complete your profile",
      state: !o ? "todo" : o.profileComplete ? "done" : o.wedding.weddingDate || o.wedding.coupleNames !== "The couple" ? "started" : "todo",
    },
    {
      id: "budget",
      title: "Set your budget",
      body: "One total you both agree on, split across the categories couples in Ohio and Tennessee typically spend on.",
      to: "/planning/budget-tracker",
      action: "Open the budget tracker",
      state: o?.budget ? (o.budget.expenseCount > 0 ? "done" : "started") : "todo",
      detail: o?.budget ? (o.budget.expenseCount > 0 ? `${o.budget.expenseCount} ${o.budget.expenseCount === 1 ? "expense" : "expenses"} tracked` : "Total set; add your first quote") : undefined,
    },
    {
      id: "venue",
      title: "Find your venue",
      body: "Browse venues in Cleveland, Columbus, Cincinnati and Nashville, save the ones you like, and book tours.",
      to: "/venues",
      action: "Browse venues",
      state: o?.venues.status === "booked" ? "done" : o && (o.venues.saved > 0 || o.venues.status === "shortlisted") ? "started" : "todo",
      detail: o?.venues.status === "booked" ? "Venue booked" : o && o.venues.saved > 0 ? `${o.venues.saved} saved` : undefined,
    },
    {
      id: "guests",
      title: "Build your guest list",
      body: "Add households and the events each guest is invited to, or import a spreadsheet, then send invitations with RSVP links.",
      to: "/planning/guest-list-manager",
      action: "Open the guest list",
      state: o && o.guests.total > 0 ? (o.guests.invitationsSent > 0 ? "done" : "started") : "todo",
      detail: o && o.guests.total > 0 ? guestsDetail(o.guests) : undefined,
    },
    {
      id: "timeline",
      title: "Build your timeline",
      body: "Start from a planning template and see what's due each month, from a year out to the week of.",
      to: "/planning/master-timeline",
      action: "Open the master timeline",
      state: o?.timeline && o.timeline.total > 0 ? (o.timeline.done > 0 ? "done" : "started") : "todo",
      detail: o?.timeline && o.timeline.total > 0 ? `${o.timeline.done} of ${o.timeline.total} tasks done` : undefined,
    },
  ];
}

function guestsDetail(g: PlanningOverview["guests"]): string {
  const people = `${g.total.toLocaleString("en-US")} ${g.total === 1 ? "guest" : "guests"}`;
  if (g.invitationsSent === 0) return `${people}; invitations not sent yet`;
  return `${people}; ${g.invitationsSent.toLocaleString("en-US")} ${g.invitationsSent === 1 ? "invitation" : "invitations"} sent`;
}
