import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, SearchX, Sparkles } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { CITIES, DEFAULT_CITY_ID, getCity, type CityId } from "@domain/cities";
import { VENDOR_CATEGORIES, type VendorCategorySlug } from "@domain/vendor-categories";
import { VENDOR_PAGE_SIZE, VENDOR_PRICE_BANDS, VENDOR_SEARCH_MAX_LENGTH, VENDOR_SORTS, VENDOR_STYLES, type VendorSort } from "@domain/vendors";
import { EmptyState } from "@web/components/EmptyState";
import { LoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useCity } from "@web/lib/city";
import { usePageHead } from "@web/lib/page-head";
import type { PageQueries, PageRequest } from "@web/lib/page-queries";
import { vendorQueries } from "./api";
import { CategoryIcon } from "./CategoryIcon";
import { cityInEffect, EMPTY_VENDOR_FILTERS, parseVendorFilters, vendorApiQuery, vendorFiltersToParams, vendorListPath, vendorPathParts, type VendorFilters } from "./search-params";
import { VendorCard, VendorCardSkeleton } from "./VendorCard";

const categoryName = (slug: VendorCategorySlug) => VENDOR_CATEGORIES.find((c) => c.slug === slug)!.name;

function missingMessage(unknown: "city" | "category"): string {
  return unknown === "city" ? "We don't list vendors in that city. Serviceberry serves Cleveland, Columbus, Cincinnati and Nashville." : "We don't have that vendor category.";
}

/** The first page of results (and the tiles), for the city in the path, else the visitor's city. */
export const pageQueries: PageQueries = ({ params, searchParams, city }: PageRequest) => {
  const parts = vendorPathParts(params);
  if (parts.unknown) return [vendorQueries.missing(`${params.city ?? ""}/${params.category ?? ""}`, missingMessage(parts.unknown))];
  const filters = parseVendorFilters(searchParams);
  const shown = cityInEffect(parts.city, filters, city ?? DEFAULT_CITY_ID);
  return [vendorQueries.list(vendorApiQuery(filters, parts.category, shown)), ...(parts.category ? [] : [vendorQueries.categories(shown)])];
};

/** /vendors, /vendors/:category, /:city/vendors and /:city/vendors/:category: one page, four address forms. */
export default function VendorsPage() {
  const params = useParams();
  const parts = vendorPathParts(params);
  if (parts.unknown) return <UnknownPlace unknown={parts.unknown} what={`${params.city ?? ""}/${params.category ?? ""}`} />;
  return <VendorList pathCity={parts.city} category={parts.category} />;
}

function UnknownPlace({ unknown, what }: { unknown: "city" | "category"; what: string }) {
  const message = missingMessage(unknown);
  // Read so the server renders this page with a 404 status (the query fails as not found).
  useQuery(vendorQueries.missing(what, message));
  usePageHead({ title: unknown === "city" ? "City not found" : "Category not found", noindex: true });
  return (
    <div className="container-page py-14">
      <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title={unknown === "city" ? "We couldn't find that city" : "We couldn't find that category"}>
        <p>{message}</p>
        <Link to="/vendors" className="font-medium text-primary underline underline-offset-4">
          Browse all vendors
        </Link>
      </EmptyState>
    </div>
  );
}

function VendorList({ pathCity, category }: { pathCity: CityId | null; category: VendorCategorySlug | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseVendorFilters(searchParams);
  const { city: selected } = useCity();
  const shown = cityInEffect(pathCity, filters, selected.id);
  const results = useQuery(vendorQueries.list(vendorApiQuery(filters, category, shown)));
  const tiles = useQuery({ ...vendorQueries.categories(shown), enabled: !category });
  const place = shown ? getCity(shown).name : "Ohio and Tennessee";
  const heading = category ? `${categoryName(category)} in ${place}` : `Wedding vendors in ${place}`;
  usePageHead({
    title: heading,
    description: category
      ? `Compare ${categoryName(category).toLowerCase()} for your wedding in ${place}: prices, packages, styles and reviews from couples.`
      : `Photographers, caterers, florists, DJs and more for your wedding in ${place}, with prices, packages and reviews from couples.`,
    canonicalPath: vendorListPath(pathCity, category),
  });

  function apply(next: VendorFilters) {
    setSearchParams(vendorFiltersToParams(next), { preventScrollReset: true });
  }
  const update = (patch: Partial<VendorFilters>) => apply({ ...filters, page: 1, ...patch });

  const data = results.data;
  return (
    <div className="container-page py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to="/vendors" className="hover:underline">
          Vendors
        </Link>
        {pathCity && (
          <>
            {" / "}
            <Link to={vendorListPath(pathCity, null)} className="hover:underline">
              {getCity(pathCity).name}
            </Link>
          </>
        )}
        {category && ` / ${categoryName(category)}`}
      </nav>
      <header className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-title font-semibold leading-tight">{heading}</h1>
          <p className="mt-3 text-lg text-muted-foreground">Real prices, packages and reviews from couples. Nobody pays to be listed first.</p>
        </div>
        <Link to="/vendors/match" className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
          <Sparkles className="size-4" aria-hidden="true" />
          Match me with vendors
        </Link>
      </header>

      <CityChoice pathCity={pathCity} category={category} shown={shown} onAll={() => update({ city: "all" })} />

      {!category && (
        <section aria-labelledby="categories-heading" className="mt-8">
          <h2 id="categories-heading" className="sr-only">
            Categories
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {VENDOR_CATEGORIES.map((c) => {
              const count = tiles.data?.categories.find((t) => t.category === c.slug)?.count;
              return (
                <li key={c.slug}>
                  <Link
                    to={vendorListPath(pathCity, c.slug)}
                    className="flex h-full flex-col items-start gap-2 rounded-[var(--radius-lg)] border border-border bg-card p-4 shadow-soft transition-shadow hover:shadow-lift"
                  >
                    <CategoryIcon icon={c.icon} className="size-6 text-primary" />
                    <span className="font-semibold">{c.name}</span>
                    {count !== undefined && <span className="text-sm text-muted-foreground">{count} vendors</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <div className="mt-10 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        {/* Which of the two shows is CSS's choice, so the server-rendered page is right at any width. */}
        <aside aria-label="Filters" className="hidden self-start lg:sticky lg:top-24 lg:block">
          <h2 className="text-heading font-semibold">Filters</h2>
          <FilterPanel filters={filters} onChange={update} onReset={() => apply({ ...EMPTY_VENDOR_FILTERS, city: filters.city })} />
        </aside>
        <details className="rounded-[var(--radius-lg)] border border-border bg-card p-4 lg:hidden">
          <summary className="cursor-pointer font-semibold">Filters{activeFilters(filters) > 0 ? ` (${activeFilters(filters)})` : ""}</summary>
          <FilterPanel filters={filters} onChange={update} onReset={() => apply({ ...EMPTY_VENDOR_FILTERS, city: filters.city })} />
        </details>

        <div className="min-w-0">
          <SearchBox key={filters.q} value={filters.q} onSearch={(q) => update({ q })} />
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold" aria-live="polite">
              {data ? `${data.total} ${data.total === 1 ? "vendor" : "vendors"}` : "Finding vendors..."}
            </h2>
            <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
          </div>
          <div className="mt-6">
            {results.isPending && (
              <div role="status" aria-label="Loading vendors" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <VendorCardSkeleton key={i} />
                ))}
              </div>
            )}
            {!data && results.isError && <LoadError message={results.error.message} onRetry={() => void results.refetch()} />}
            {data && data.vendors.length === 0 && (
              <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title="No vendors match these filters">
                <p>Try fewer filters or another search.</p>
                <Button variant="secondary" size="sm" onClick={() => apply({ ...EMPTY_VENDOR_FILTERS, city: filters.city })}>
                  Clear filters
                </Button>
              </EmptyState>
            )}
            {data && data.vendors.length > 0 && (
              <ul className={`grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${results.isPlaceholderData ? "opacity-60" : ""}`}>
                {data.vendors.map((vendor, index) => (
                  <li key={vendor.id}>
                    <VendorCard vendor={vendor} eager={index < 3} />
                  </li>
                ))}
              </ul>
            )}
            {data && data.total > VENDOR_PAGE_SIZE && (
              <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4">
                <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => apply({ ...filters, page: data.page - 1 })}>
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <span className="text-sm text-muted-foreground">
                  Page {data.page} of {data.pageCount}
                </span>
                <Button variant="secondary" size="sm" disabled={data.page >= data.pageCount} onClick={() => apply({ ...filters, page: data.page + 1 })}>
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

const activeFilters = (filters: VendorFilters) => (filters.price ? 1 : 0) + (filters.minRating ? 1 : 0) + filters.styles.length;

/** Which city the list shows, and the way to every city or another one. */
function CityChoice({ pathCity, category, shown, onAll }: { pathCity: CityId | null; category: VendorCategorySlug | null; shown: CityId | null; onAll(): void }) {
  const { openCityModal } = useCity();
  return (
    <div className="mt-5 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{pathCity ? "City:" : shown ? "Showing your selected city." : "Showing every city."}</span>
      {pathCity ? (
        CITIES.map((c) => (
          <Link
            key={c.id}
            to={vendorListPath(c.id, category)}
            aria-current={c.id === pathCity ? "page" : undefined}
            className="rounded-[var(--radius-pill)] border border-border px-3 py-1 font-medium aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          >
            {c.name}
          </Link>
        ))
      ) : shown ? (
        <>
          <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={openCityModal}>
            Change city
          </button>
          <span className="text-muted-foreground">or</span>
          <button type="button" className="font-medium text-primary underline underline-offset-4" onClick={onAll}>
            see all cities
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The search form works before the page's script runs too: the server-rendered form is a GET of this
 * address with `q` and the other filters, so a search typed on a slow phone is not lost.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [params] = useSearchParams();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get("q") ?? text).trim());
  }
  return (
    <form role="search" method="get" onSubmit={submit} className="flex gap-2">
      {[...params.entries()]
        .filter(([name]) => name !== "q" && name !== "page")
        .map(([name, kept]) => (
          <input key={name} type="hidden" name={name} value={kept} />
        ))}
      <Label htmlFor={id} className="sr-only">
        Search vendors
      </Label>
      <Input
        id={id}
        name="q"
        type="search"
        value={text}
        maxLength={VENDOR_SEARCH_MAX_LENGTH}
        placeholder="Search by name or specialty"
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

function SortSelect({ value, onChange }: { value: VendorSort; onChange(sort: VendorSort): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        Sort by
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as VendorSort)} className="h-9! w-auto! text-sm!">
        {VENDOR_SORTS.map((sort) => (
          <option key={sort.id} value={sort.id}>
            Sort: {sort.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function FilterPanel({ filters, onChange, onReset }: { filters: VendorFilters; onChange(patch: Partial<VendorFilters>): void; onReset(): void }) {
  const id = useId();
  return (
    <div className="mt-4 grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-price`}>Starting price</Label>
        <NativeSelect id={`${id}-price`} value={filters.price ?? ""} onChange={(e) => onChange({ price: (e.target.value || null) as VendorFilters["price"] })}>
          <option value="">Any price</option>
          {VENDOR_PRICE_BANDS.map((band) => (
            <option key={band.id} value={band.id}>
              {band.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-rating`}>Rating</Label>
        <NativeSelect id={`${id}-rating`} value={filters.minRating ?? ""} onChange={(e) => onChange({ minRating: e.target.value ? Number(e.target.value) : null })}>
          <option value="">Any rating</option>
          <option value="5">5 stars</option>
          <option value="4">4 stars and up</option>
          <option value="3">3 stars and up</option>
        </NativeSelect>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Style</legend>
        {VENDOR_STYLES.map((style) => (
          <label key={style.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-primary)]"
              checked={filters.styles.includes(style.id)}
              onChange={() => onChange({ styles: filters.styles.includes(style.id) ? filters.styles.filter((s) => s !== style.id) : [...filters.styles, style.id] })}
            />
            {style.label}
          </label>
        ))}
      </fieldset>
      <Button variant="secondary" size="sm" onClick={onReset}>
        Clear filters
      </Button>
    </div>
  );
}
