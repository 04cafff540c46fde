/** Profile completeness steps of the vendor dashboard (flag vendor_milestones_v1). Pure, so both sides agree. */

export interface VendorProfileFacts {
  summary: string;
  description: string;
  startingPrice: number;
  styles: readonly string[];
  citiesServed: readonly string[];
  published: boolean;
  packageCount: number;
  imageCount: number;
  recommendationCount: number;
}

export interface VendorMilestone {
  id: "story" | "pricing" | "packages" | "portfolio" | "cities" | "friendor" | "published";
  title: string;
  hint: string;
  done: boolean;
}

/** Photos a portfolio needs before the milestone counts as reached. */
export const MILESTONE_PORTFOLIO_PHOTOS = 3;

export function vendorMilestones(facts: VendorProfileFacts): VendorMilestone[] {
  return [
    {
      id: "story",
      title: "Tell your story",
      hint: "A summary for cards and a description of at least 80 characters for your profile.",
      done: facts.summary.trim().length >= 20 && facts.description.trim().length >= 80,
    },
    { id: "pricing", title: "Set a starting price and your styles", hint: "Couples filter by price and style.", done: facts.startingPrice > 0 && facts.styles.length > 0 },
    { id: "packages", title: "Add a package", hint: "Name it, price it and list what it includes.", done: facts.packageCount > 0 },
    {
      id: "portfolio",
      title: `Upload ${MILESTONE_PORTFOLIO_PHOTOS} portfolio photos`,
      hint: "Your best recent work, with a short description of each.",
      done: facts.imageCount >= MILESTONE_PORTFOLIO_PHOTOS,
    },
    { id: "cities", title: "Choose the cities you serve", hint: "You appear in each city's vendor list.", done: facts.citiesServed.length > 0 },
    { id: "friendor", title: "Recommend a friendor", hint: "A vendor you trust, shown on your profile.", done: facts.recommendationCount > 0 },
    { id: "published", title: "Publish your profile", hint: "Couples can find you once it is published.", done: facts.published },
  ];
}

/** Share of steps done, 0 to 100. */
export function milestoneProgress(milestones: readonly VendorMilestone[]): number {
  return milestones.length === 0 ? 0 : Math.round((milestones.filter((m) => m.done).length / milestones.length) * 100);
}
