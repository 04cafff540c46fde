import { z } from "zod";
import { has } from "../../planning/entities.ts";
import { RELATIONSHIP_LABELS } from "../../../domain/collaboration.ts";
import { PLANNING_AREA_NAMES, PLANNING_AREAS } from "../../../domain/contributors.ts";
import { definePlanningModule, defineTool, type Facts } from "../../planning/contract.ts";
import { listAccess } from "./operations/contributors.ts";

/** A helper as June reads them: who, how related, and what they may do. */
export interface HelperFacts {
  name: string;
  relationship: string;
  /** "edit the guest list", "view the budget". */
  access: string[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** The couple's helpers (only the couple sees them; a helper's June does not list the others). */
    helpers: HelperFacts[];
    /** Invitations sent and not yet answered. */
    pendingInvitations: number;
  }
}

/** Who is helping, in a sentence June can say. */
export function describeHelpers(facts: Facts): string {
  const helpers = facts.helpers;
  if (helpers === undefined) return "I couldn't read who's helping you just now. You'll find them on your Contributor access page.";
  const pending = facts.pendingInvitations ?? 0;
  const waiting = pending > 0 ? ` ${pending} invitation${pending === 1 ? " is" : "s are"} waiting for an answer.` : "";
  if (helpers.length === 0) return `No one is helping with your planning yet. Invite family or friends from Contributor access.${waiting}`;
  const lines = helpers.map((h) => `- ${h.name} (${h.relationship.toLowerCase()}): ${h.access.length > 0 ? h.access.join(", ") : "nothing shared yet"}`);
  return `Helping you plan:\n${lines.join("\n")}${waiting}`;
}

/** The couple's helpers and invitations as a planning module (decision 022): facts, a read tool, an overview section. */
export const collaborationPlanning = definePlanningModule({
  name: "collaboration",
  async facts(scope) {
    // Who else helps is the couple's to know: a helper's June reads no list of the others.
    if (scope.access.as !== "couple") return { helpers: [], pendingInvitations: 0 };
    const access = await listAccess(scope.deps, scope.access, scope.principal.userId);
    return {
      helpers: access.contributors.map((helper) => ({
        name: helper.name,
        relationship: RELATIONSHIP_LABELS[helper.relationship],
        access: PLANNING_AREAS.filter((area) => helper.permissions[area] !== "none").map((area) => `${helper.permissions[area]} ${PLANNING_AREA_NAMES[area]}`),
      })),
      pendingInvitations: access.invitations.filter((i) => i.state === "sent" || i.state === "opened").length,
    };
  },
  tools: [
    defineTool({
      name: "get_helpers",
      description: "Who is helping the couple plan (contributors they invited), how each is related to them, what each may view or edit, and how many invitations await an answer.",
      input: z.object({}),
      run: ({ facts }) => ({ summary: describeHelpers(facts), helpers: facts.helpers ?? [], pendingInvitations: facts.pendingInvitations ?? 0 }),
    }),
  ],
  skills: [
    {
      // "Can my mom see the budget?": letting a helper in, with the areas they may see, and who helps already.
      intent: "helper-access",
      rank: 100,
      slotted: true,
      topic: "sharing your planning with family and friends",
      recognizes: (t) =>
        has(t, /\b(mom|mother|dad|father|parents?|mum|sister|brother|maid of honou?r|best man|bridesmaids?|groomsmen|planner|friends?|family|in-laws?|mother-in-law|father-in-law|aunt|grandma|helpers?)\b/) &&
        has(t, /\b(see|view|access|edit|help (us )?with|look at|share|invite|let)\b/) &&
        has(t, /\b(budget|guest ?list|guests|timeline|checklist|seating|music|website|boards?|planning|plans|tasks|everything)\b/) &&
        !has(t, /\b(should|etiquette|who pays|traditionally|supposed to|how much)\b/) &&
        // "His mom wants to invite 10 more people": guests invited to the wedding, not helpers invited to the planning.
        !has(t, /\binvite\w*\s+(?:(?:like|about|another|an extra|\d{1,4}|a few|some|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+)+(?:more\s+|extra\s+|additional\s+)?(?:people|guests?|friends|couples|coworkers|cousins|ppl)\b/),
      answer: ({ facts }) => ({
        reply: `Yes: invite them from Contributor access (/contributor-access) with their email and relationship, and choose what they may do in each area (none, view or edit), for example view the budget but not the guest list. They get an email link to join, and you can change or remove their access any time.\n${describeHelpers(facts)}`,
      }),
    },
  ],
  async overview(scope) {
    const access = await listAccess(scope.deps, scope.access, scope.principal.userId);
    return {
      collaboration: {
        helpers: access.contributors.length,
        pendingInvitations: access.invitations.filter((i) => i.state === "sent" || i.state === "opened").length,
      },
    };
  },
});
