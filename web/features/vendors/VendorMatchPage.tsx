import { useMutation } from "@tanstack/react-query";
import { Info, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CITIES } from "@domain/cities";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "@domain/vendor-categories";
import { formatDollars } from "@domain/vendor-cards";
import { HOW_MATCHING_WORKS } from "@domain/vendor-matching";
import { VENDOR_STYLES, vendorMatchSchema, type VendorStyle } from "@domain/vendors";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useCity } from "@web/lib/city";
import { usePageHead } from "@web/lib/page-head";
import { matchVendors } from "./api";
import { usePrefillFromProfile } from "@web/features/account";
import { RatingBadge } from "./VendorCard";

type Errors = Partial<Record<"city" | "weddingDate" | "guestCount" | "budget" | "styles" | "categories" | "form", string>>;

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** /vendors/match: a short questionnaire, then ranked vendors per category with the reasons for each rank. */
export default function VendorMatchPage() {
  usePageHead({ title: "Vendor matching", description: "Answer six questions and get vendors ranked for your wedding, with the reasons for each rank. Nobody pays to rank." });
  const id = useId();
  const { city } = useCity();
  const [form, setForm] = useState({ city: city.id as string, weddingDate: "", guestCount: "", budget: "" });
  const [styles, setStyles] = useState<VendorStyle[]>([]);
  const [categories, setCategories] = useState<VendorCategorySlug[]>(["photographers", "caterers", "florists", "djband"]);
  const [errors, setErrors] = useState<Errors>({});
  // A signed-in couple's saved date and guest count fill the blanks.
  usePrefillFromProfile(({ weddingDate, guestCount }) =>
    setForm((f) => ({ ...f, weddingDate: f.weddingDate || (weddingDate ?? ""), guestCount: f.guestCount || (guestCount ? String(guestCount) : "") })),
  );
  const results = useRef<HTMLHeadingElement>(null);
  const match = useMutation({ mutationFn: matchVendors });
  // Focus moves to the results once they are on screen (after the render that shows them, however fast the answer).
  useEffect(() => {
    if (match.data) results.current?.focus();
  }, [match.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = vendorMatchSchema.safeParse({
      city: form.city,
      weddingDate: form.weddingDate || null,
      guestCount: form.guestCount === "" ? undefined : form.guestCount,
      budget: form.budget === "" ? undefined : form.budget.replace(/[$,\s]/g, ""),
      styles,
      categories,
    });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors as Record<string, string[] | undefined>;
      setErrors(Object.fromEntries(Object.entries(flat).map(([key, messages]) => [key, messages?.[0]])) as Errors);
      return;
    }
    setErrors({});
    match.mutate(parsed.data, { onError: (error) => setErrors({ form: error.message }) });
  }

  const field = (name: keyof typeof form) => ({
    id: `${id}-${name}`,
    value: form[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const error = (name: keyof Errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Vendor matching</p>
        <h1 className="mt-2 text-title font-semibold leading-tight">Find vendors who fit your wedding</h1>
        <p className="mt-3 text-lg text-muted-foreground">Six questions, then the best fits in each category, with the reasons for every rank.</p>
      </header>

      <details className="mt-6 max-w-2xl rounded-[var(--radius-lg)] border border-border bg-card p-4">
        <summary className="flex cursor-pointer items-center gap-2 font-semibold">
          <Info className="size-4 text-primary" aria-hidden="true" />
          How matching works
        </summary>
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          {HOW_MATCHING_WORKS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>

      <form onSubmit={submit} noValidate className="mt-8 grid max-w-3xl gap-6 rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft sm:p-8">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-city`}>City</Label>
            <NativeSelect {...field("city")}>
              {CITIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.displayName}
                </option>
              ))}
            </NativeSelect>
            {error("city")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-weddingDate`}>Wedding date (optional)</Label>
            <Input type="date" {...field("weddingDate")} />
            {error("weddingDate")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-guestCount`}>Guest count</Label>
            <Input type="number" inputMode="numeric" min={1} max={2000} {...field("guestCount")} />
            {error("guestCount")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-budget`}>Total wedding budget (dollars)</Label>
            <Input inputMode="numeric" placeholder="35000" {...field("budget")} />
            {error("budget")}
          </div>
        </div>
        <fieldset aria-describedby={errors.styles ? `${id}-styles-error` : undefined}>
          <legend className="text-sm font-medium">Your style (up to four)</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {VENDOR_STYLES.map((style) => (
              <label key={style.id} className="flex cursor-pointer items-center gap-2 rounded-[var(--radius-pill)] border border-border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                <input type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={styles.includes(style.id)} onChange={() => setStyles(toggle(styles, style.id))} />
                {style.label}
              </label>
            ))}
          </div>
          {error("styles")}
        </fieldset>
        <fieldset aria-describedby={errors.categories ? `${id}-categories-error` : undefined}>
          <legend className="text-sm font-medium">Vendors you need</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {VENDOR_CATEGORIES.map((category) => (
              <label key={category.slug} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={categories.includes(category.slug)} onChange={() => setCategories(toggle(categories, category.slug))} />
                {category.name}
              </label>
            ))}
          </div>
          {error("categories")}
        </fieldset>
        <div>
          <Button type="submit" disabled={match.isPending}>
            <Sparkles aria-hidden="true" />
            {match.isPending ? "Matching..." : "Match me"}
          </Button>
        </div>
      </form>

      {match.data && (
        <section aria-labelledby={`${id}-results`} className="mt-12">
          <h2 id={`${id}-results`} ref={results} tabIndex={-1} className="text-heading font-semibold focus-visible:outline-none">
            Your matches
          </h2>
          <div className="mt-6 grid gap-10">
            {match.data.categories.map((group) => {
              const category = VENDOR_CATEGORIES.find((c) => c.slug === group.category)!;
              return (
                <section key={group.category} aria-labelledby={`${id}-${group.category}`}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={`${id}-${group.category}`} className="text-xl font-semibold">
                      {category.name}
                    </h3>
                    <p className="text-sm text-muted-foreground">Typical share of your budget: {formatDollars(group.budget)}</p>
                  </div>
                  {group.matches.length === 0 ? (
                    <p className="mt-3 text-muted-foreground">No {category.name.toLowerCase()} work in that city yet.</p>
                  ) : (
                    <ol className="mt-4 grid gap-4 md:grid-cols-3">
                      {group.matches.map((m, index) => (
                        <li key={m.vendor.id} className="flex flex-col rounded-[var(--radius-lg)] border border-border bg-card p-5 shadow-soft" data-testid="match">
                          <p className="text-sm font-semibold text-accent-strong">
                            #{index + 1} · {m.score} points
                          </p>
                          <Link to={`/vendor/${m.vendor.slug}`} className="mt-1 text-lg font-semibold text-primary underline-offset-4 hover:underline">
                            {m.vendor.businessName}
                          </Link>
                          <RatingBadge rating={m.vendor.rating} reviewCount={m.vendor.reviewCount} className="mt-1" />
                          <p className="mt-1 text-sm text-muted-foreground">From {formatDollars(m.vendor.startingPrice)}</p>
                          <ul className="mt-3 grid gap-1.5 text-sm" aria-label={`Why ${m.vendor.businessName} ranks here`}>
                            {m.reasons.map((reason) => (
                              <li key={reason.text} className="flex justify-between gap-3">
                                <span>{reason.text}</span>
                                <span className="shrink-0 font-medium text-muted-foreground">+{reason.points}</span>
                              </li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              );
            })}
          </div>
        </section>
      )}
    </div>
  );
}
