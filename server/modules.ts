import { weddingProfilePlanning } from "./features/account/planning.ts";
import { beyondWeddingPlanning } from "./features/beyond-wedding/planning.ts";
import { budgetPlanning } from "./features/budget/planning.ts";
import { collaborationPlanning } from "./features/collaboration/planning.ts";
import { guestsPlanning } from "./features/guests/planning.ts";
import { musicPlanning } from "./features/music/planning.ts";
import { savedVenuesPlanning } from "./features/saved-venues/planning.ts";
import { seatingPlanning } from "./features/seating/planning.ts";
import { timelinePlanning } from "./features/timeline/planning.ts";
import { vendorsPlanning } from "./features/vendors/planning.ts";
import { venuesPlanning } from "./features/venues/planning.ts";
import { floralDesignPlanning } from "./features/floral-design/planning.ts";
import { inspirationBoardsPlanning } from "./features/inspiration-boards/planning.ts";
import { websitesPlanning } from "./features/websites/planning.ts";
import { tasksPollsPlanning } from "./features/tasks-polls/planning.ts";
import { createPlanningRegistry } from "./planning/registry.ts";

/**
 * The planning modules (decision 022): every couple-planning feature, and the catalogs June may name.
 * June and the couple's overview read them from here and import no feature; a new planning feature is
 * its own folder with a planning.ts, plus one line in this list.
 */
export const PLANNING_MODULES = [weddingProfilePlanning, budgetPlanning, guestsPlanning, timelinePlanning, savedVenuesPlanning, venuesPlanning, vendorsPlanning, beyondWeddingPlanning, floralDesignPlanning, musicPlanning, seatingPlanning, websitesPlanning, collaborationPlanning, tasksPollsPlanning, inspirationBoardsPlanning] as const;

export const planningRegistry = createPlanningRegistry(PLANNING_MODULES);
export type AppPlanningRegistry = typeof planningRegistry;
