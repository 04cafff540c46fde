/** The twelve vendor categories of the navigation (spec section 2); icon names are lucide icons. */
export const VENDOR_CATEGORIES = [
  { slug: "photographers", name: "Photographers", icon: "camera" },
  { slug: "videographers", name: "Videographers", icon: "video" },
  { slug: "caterers", name: "Caterers", icon: "utensils" },
  { slug: "djband", name: "DJs & Bands", icon: "music" },
  { slug: "florists", name: "Florists", icon: "flower" },
  { slug: "weddingplanners", name: "Wedding Planners", icon: "clipboard-list" },
  { slug: "bakers", name: "Bakers", icon: "cake" },
  { slug: "hairmakeup", name: "Hair & Makeup", icon: "sparkles" },
  { slug: "transportation", name: "Transportation", icon: "car" },
  { slug: "officiants", name: "Officiants", icon: "book-open" },
  { slug: "bartenders", name: "Bartenders", icon: "wine" },
  { slug: "decorators", name: "Decorators", icon: "palette" },
] as const;

export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];
export type VendorCategorySlug = VendorCategory["slug"];

export function isVendorCategorySlug(value: unknown): value is VendorCategorySlug {
  return typeof value === "string" && VENDOR_CATEGORIES.some((c) => c.slug === value);
}
