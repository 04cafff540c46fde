import { ACCESS_LEVELS, PLANNING_AREAS, type AccessLevel, type ContributorPermissions, type PlanningArea } from "@domain/contributors";

const AREA_LABELS: Record<PlanningArea, string> = {
  guests: "Guest list",
  budget: "Budget",
  timeline: "Timeline",
  venues: "Saved venues",
  chat: "Planning chat",
  boards: "Floral designs and boards",
  music: "Music",
  websites: "Wedding website",
};
const LEVEL_LABELS: Record<AccessLevel, string> = { none: "No access", view: "Can view", edit: "Can edit" };

export const SELECT_CLASS = "h-11 w-full rounded-[var(--radius)] border border-input bg-background px-3 text-sm";

/** One select per planning area: none, view or edit. */
export function PermissionPicker({ value, onChange, idPrefix }: { value: ContributorPermissions; onChange(next: ContributorPermissions): void; idPrefix: string }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold">What they can do</legend>
      {PLANNING_AREAS.map((area) => (
        <div key={area} className="grid gap-1">
          <label htmlFor={`${idPrefix}-${area}`} className="text-sm font-medium">
            {AREA_LABELS[area]}
          </label>
          <select id={`${idPrefix}-${area}`} className={SELECT_CLASS} value={value[area]} onChange={(e) => onChange({ ...value, [area]: e.target.value as AccessLevel })}>
            {ACCESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

/** "Guest list: can edit · Budget: can view", or that nothing is shared. */
export function describeAccess(permissions: ContributorPermissions): string {
  const parts = PLANNING_AREAS.filter((area) => permissions[area] !== "none").map((area) => `${AREA_LABELS[area]}: ${LEVEL_LABELS[permissions[area]].toLowerCase()}`);
  return parts.length > 0 ? parts.join(" · ") : "Nothing shared yet";
}

export { AREA_LABELS, LEVEL_LABELS };
