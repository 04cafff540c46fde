import { and, arrayOverlaps, desc, eq, gte, lte, or, sql, arrayContains } from "drizzle-orm";
import {
  CATEGORY_BUDGET_SHARE,
  quizBudgetTotal,
  quizCategories,
  quizGuestCount,
  quizStyle,
  QUIZ_CITIES,
  VENUE_BUDGET_SHARE,
  type QuizAnswers,
  type QuizResult,
  type QuizVendorMatch,
  type QuizVenueMatch,
} from "../../../../domain/planning-quiz.ts";
import { VENUE_STYLES } from "../../../../domain/venues.ts";
import { VENDOR_STYLES } from "../../../../domain/vendors.ts";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "../../../../domain/vendor-categories.ts";
import type { Database } from "../../../db/client.ts";
import { vendors, venues } from "../../../db/schema/index.ts";

/** How many venues, and vendors per category, the result shows. */
const VENUE_MATCHES = 3;
const VENDOR_MATCHES = 2;

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;
const labelsOf = (list: readonly { id: string; label: string }[], ids: readonly string[]) =>
  ids.map((id) => list.find((item) => item.id === id)?.label.toLowerCase() ?? id).join(" and ");

/**
 * The quiz's result: the named style the answers score highest, and published catalog rows that fit the
 * city, the guest count and the budget, ranked by how many of the style's looks they share.
 */
export async function planningQuizResult(db: Database, answers: QuizAnswers): Promise<QuizResult> {
  const style = quizStyle(answers);
  const guestCount = quizGuestCount(answers);
  const budgetTotal = quizBudgetTotal(answers);
  const cityLabel = QUIZ_CITIES.find((city) => city.id === answers.city)!.label;
  const venueBudget = budgetTotal * VENUE_BUDGET_SHARE;

  const venueStyleList = sql.join(style.venueStyles.map((s) => sql`${s}`), sql`, `);
  const sharedVenueStyles = sql<number>`cardinality(array(select unnest(${venues.styles}) intersect select unnest(array[${venueStyleList}]::text[])))`;
  const estimate = sql<number>`(${venues.rentalFeeMin} + ${venues.perGuestMin} * ${guestCount})`;
  // An outdoor wish fits an outdoor or indoor-and-outdoor venue; an indoor wish, an indoor or both.
  const settingFits = answers.setting === "both" ? sql<boolean>`true` : sql<boolean>`${venues.setting} in (${answers.setting}, 'both')`;
  const venueRows = await db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      neighborhood: venues.neighborhood,
      styles: venues.styles,
      setting: venues.setting,
      seatedCapacity: venues.seatedCapacity,
      estimate,
      shared: sharedVenueStyles,
    })
    .from(venues)
    .where(and(eq(venues.published, true), eq(venues.city, answers.city), gte(venues.seatedCapacity, guestCount), lte(estimate, venueBudget), arrayOverlaps(venues.styles, [...style.venueStyles])))
    .orderBy(desc(sharedVenueStyles), desc(settingFits), estimate, venues.name)
    .limit(VENUE_MATCHES);

  const venueMatches: QuizVenueMatch[] = venueRows.map((row) => {
    const fitting = row.styles.filter((s) => (style.venueStyles as readonly string[]).includes(s));
    const reasons = [
      `Its ${labelsOf(VENUE_STYLES, fitting)} look suits ${style.name}`,
      `Seats ${row.seatedCapacity.toLocaleString("en-US")}, room for your ${guestCount.toLocaleString("en-US")} guests`,
      `About ${dollars(Number(row.estimate))} for rental and food at ${guestCount} guests, within half your ${dollars(budgetTotal)} budget`,
    ];
    if (answers.setting === "outdoor" && row.setting === "outdoor") reasons.push("An outdoor venue, as you pictured");
    if (answers.setting === "outdoor" && row.setting === "both") reasons.push("Outdoor space as you pictured, with an indoor room for a rain plan");
    if (answers.setting === "indoor" && row.setting !== "outdoor") reasons.push("Indoors, whatever the weather, as you pictured");
    if (answers.setting === "both" && row.setting === "both") reasons.push("Indoor and outdoor spaces, as you pictured");
    return { id: row.id, slug: row.slug, name: row.name, neighborhood: row.neighborhood, seatedCapacity: row.seatedCapacity, estimate: Number(row.estimate), reasons };
  });

  const categories = [...new Set(quizCategories(answers))];
  const vendorGroups = await Promise.all(
    categories.map(async (category: VendorCategorySlug) => {
      const ceiling = Math.round(budgetTotal * (CATEGORY_BUDGET_SHARE[category] ?? 0.1));
      const sharedStyles = sql<number>`cardinality(array(select unnest(${vendors.styles}) intersect select unnest(array[${sql.join(style.vendorStyles.map((s) => sql`${s}`), sql`, `)}]::text[])))`;
      const rows = await db
        .select({ id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, city: vendors.city, styles: vendors.styles, startingPrice: vendors.startingPrice, reviewCount: vendors.reviewCount, ratingTotal: vendors.ratingTotal, shared: sharedStyles })
        .from(vendors)
        .where(
          and(
            eq(vendors.published, true),
            eq(vendors.category, category),
            or(eq(vendors.city, answers.city), arrayContains(vendors.citiesServed, [answers.city])),
            lte(vendors.startingPrice, ceiling),
          ),
        )
        .orderBy(desc(sharedStyles), desc(sql`${vendors.ratingTotal}::float / greatest(${vendors.reviewCount}, 1)`), vendors.businessName)
        .limit(VENDOR_MATCHES);
      const matches: QuizVendorMatch[] = rows.map((row) => {
        const fitting = row.styles.filter((s) => (style.vendorStyles as readonly string[]).includes(s));
        // Style ranks vendors first but isn't required: a category with no vendor in this style still shows who fits the city and budget.
        const reasons = [
          ...(fitting.length > 0 ? [`Works in a ${labelsOf(VENDOR_STYLES, fitting)} style that suits ${style.name}`] : []),
          row.city === answers.city ? `Based in ${cityLabel}` : `Serves ${cityLabel}`,
          `Starts at ${dollars(row.startingPrice)}, within the ${dollars(ceiling)} couples usually set aside for this on a ${dollars(budgetTotal)} budget`,
        ];
        if (row.reviewCount > 0) reasons.push(`Rated ${(row.ratingTotal / row.reviewCount).toFixed(1)} from ${row.reviewCount} review${row.reviewCount === 1 ? "" : "s"}`);
        return { id: row.id, slug: row.slug, businessName: row.businessName, startingPrice: row.startingPrice, reasons };
      });
      return { category, name: VENDOR_CATEGORIES.find((c) => c.slug === category)!.name, matches };
    }),
  );

  return { style, guestCount, budgetTotal, city: answers.city, venues: venueMatches, vendors: vendorGroups };
}
