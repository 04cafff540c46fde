import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, BookmarkPlus, Images, MapPin, SearchX, Tag, X } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { CITIES, isCityId } from "@domain/cities";
import { signInPathReturningTo } from "@domain/return-path";
import { VENDOR_CATEGORIES, isVendorCategorySlug } from "@domain/vendor-categories";
import { GALLERY_CODE_PATTERN, GALLERY_TAG_MAX, galleryIndexPath, normalizeTag, vendorGalleryPath, type GalleryImageView, type GalleryIndexQuery, type PublicGallery } from "@domain/vendor-galleries";
import { EmptyState } from "@web/components/EmptyState";
import { PageLoadError } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { NativeSelect } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { usePageHead, usePublicOrigin } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { notify } from "@web/lib/toast";
import { boardQueries } from "../inspiration-boards";
import { galleryQueries, useSaveToBoard } from "./api";

/** The browsable gallery's filters from the address; anything unknown is left out rather than refused. */
export function indexQueryFrom(searchParams: URLSearchParams): Partial<GalleryIndexQuery> & { page: number } {
  const category = searchParams.get("category");
  const city = searchParams.get("city");
  const tag = normalizeTag(searchParams.get("tag") ?? "").slice(0, GALLERY_TAG_MAX);
  const page = Number(searchParams.get("page") ?? "1");
  return {
    ...(isVendorCategorySlug(category) ? { category } : {}),
    ...(isCityId(city) ? { city } : {}),
    ...(tag ? { tag } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

export const pageQueries: PageQueries = ({ params, searchParams }) =>
  params.code ? [galleryQueries.byCode(params.code)] : [galleryQueries.index(indexQueryFrom(searchParams))];

const categoryName = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? "Vendor";
const cityName = (id: string) => CITIES.find((c) => c.id === id)?.name ?? id;

/** /vendor-inspiration/{code?}: a vendor's gallery by its code, or without one every gallery by category and city. */
export default function VendorInspirationPage() {
  const { code } = useParams();
  return code ? <GalleryByCode code={code} /> : <GalleryIndexView />;
}

function GalleryIndexView() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = indexQueryFrom(searchParams);
  const result = useQuery(galleryQueries.index(query));
  const categoryId = useId();
  const cityId = useId();
  const where = [query.category ? categoryName(query.category) : null, query.city ? `in ${cityName(query.city)}` : null].filter(Boolean).join(" ");
  usePageHead({
    title: where ? `${where} inspiration galleries` : "Vendor inspiration galleries",
    description: "Browse real work by Ohio and Tennessee wedding vendors: flowers, cakes, photos, decor and more, by category and city. Save what you love to your inspiration boards.",
    canonicalPath: galleryIndexPath(query),
  });
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="grid max-w-3xl gap-3">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">Vendor inspiration</p>
        <h1 className="text-title font-semibold leading-tight">{where ? `${where} galleries` : "Galleries of real wedding work"}</h1>
        <p className="text-[1.05rem] text-muted-foreground">
          Each picture is a vendor's own work, chosen and captioned by them. Open a gallery to see more from one vendor, or save a picture to one of your inspiration boards.
        </p>
      </header>

      <form
        method="get"
        action="/vendor-inspiration"
        className="mt-8 grid gap-4 rounded-[var(--radius-lg)] border border-border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const category = String(form.get("category") ?? "");
          const city = String(form.get("city") ?? "");
          void navigate(galleryIndexPath({ ...(isVendorCategorySlug(category) ? { category } : {}), ...(isCityId(city) ? { city } : {}), ...(query.tag ? { tag: query.tag } : {}) }));
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={categoryId}>Category</Label>
          <NativeSelect id={categoryId} name="category" defaultValue={query.category ?? ""} key={`c-${query.category ?? ""}`}>
            <option value="">All categories</option>
            {VENDOR_CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={cityId}>City</Label>
          <NativeSelect id={cityId} name="city" defaultValue={query.city ?? ""} key={`t-${query.city ?? ""}`}>
            <option value="">All cities</option>
            {CITIES.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}, {city.state}
              </option>
            ))}
          </NativeSelect>
        </div>
        {query.tag && <input type="hidden" name="tag" value={query.tag} />}
        <Button type="submit">Show galleries</Button>
      </form>

      {query.tag && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          Showing pictures tagged
          <Link
            to={galleryIndexPath({ ...query, tag: undefined, page: 1 })}
            className="inline-flex items-center gap-1 rounded-[var(--radius-pill)] bg-primary-soft px-3 py-1 font-medium text-primary"
            aria-label={`Remove the tag filter ${query.tag}`}
          >
            {query.tag}
            <X className="size-3.5" aria-hidden="true" />
          </Link>
        </p>
      )}

      <section aria-label="Pictures" className="mt-8">
        {result.isPending ? (
          <Spinner label="Loading the galleries..." className="py-20!" />
        ) : !data ? (
          <div role="alert" className="mx-auto max-w-lg rounded-[var(--radius-lg)] border border-destructive/40 bg-card p-8 text-center">
            <h2 className="text-xl font-semibold">We couldn't load the galleries</h2>
            <p className="mt-2 text-muted-foreground">{result.error?.message}</p>
            <Button className="mt-6" onClick={() => void result.refetch()}>
              Try again
            </Button>
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState icon={<Images className="size-6" aria-hidden="true" />} title={data.total === 0 && !where && !query.tag ? "No vendor galleries yet" : "No pictures match"}>
            <p>{where || query.tag ? "Try another category or city, or all of them." : "Vendors are putting their galleries together. Browse vendors in the meantime."}</p>
            <Link to={where || query.tag ? "/vendor-inspiration" : "/vendors"} className="font-medium text-primary underline underline-offset-4">
              {where || query.tag ? "See every gallery" : "Browse vendors"}
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted-foreground" role="status">
              {data.total} {data.total === 1 ? "picture" : "pictures"} from {data.galleries} {data.galleries === 1 ? "vendor" : "vendors"}
            </p>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery-index">
              {data.items.map((item, index) => (
                <li key={item.id} className="overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft">
                  <Link to={vendorGalleryPath(item.code)} className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                    <img
                      src={item.thumbUrl}
                      alt={item.caption || `Work by ${item.vendor.businessName}`}
                      width={480}
                      height={Math.round((480 * item.height) / item.width)}
                      loading={index < 3 ? "eager" : "lazy"}
                      className="aspect-[4/3] w-full bg-muted object-cover"
                    />
                    <div className="grid gap-1 p-4">
                      {item.caption && <p className="font-medium">{item.caption}</p>}
                      <p className="text-sm text-muted-foreground">
                        {item.vendor.businessName} · {categoryName(item.vendor.category)}, {cityName(item.vendor.city)}
                      </p>
                    </div>
                  </Link>
                  {item.tags.length > 0 && (
                    <p className="flex flex-wrap gap-1.5 px-4 pb-4">
                      {item.tags.map((tag) => (
                        <Link key={tag} to={galleryIndexPath({ ...query, tag, page: 1 })} className="rounded-[var(--radius-pill)] bg-muted px-2.5 py-0.5 text-xs font-medium hover:bg-primary-soft hover:text-primary">
                          {tag}
                        </Link>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-3">
                {query.page > 1 ? (
                  <Link to={galleryIndexPath({ ...query, page: query.page - 1 })} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline" rel="prev">
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    Previous
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-sm text-muted-foreground">
                  Page {query.page} of {pages}
                </span>
                {query.page < pages ? (
                  <Link to={galleryIndexPath({ ...query, page: query.page + 1 })} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline" rel="next">
                    Next
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </>
        )}
      </section>

      <aside className="mt-12 rounded-[var(--radius-lg)] border border-border bg-primary-soft/60 p-6">
        <h2 className="text-heading font-semibold">Are you a wedding vendor?</h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Show couples your best work: upload photos or pick them from your portfolio, caption and tag them, put them in order, and share your gallery's link.
        </p>
        <Link to="/vendor-dashboard?tab=gallery" className="mt-3 inline-block font-medium text-primary underline underline-offset-4">
          Set up your gallery
        </Link>
      </aside>
    </div>
  );
}

function GalleryByCode({ code }: { code: string }) {
  const wellFormed = GALLERY_CODE_PATTERN.test(code);
  const gallery = useQuery({ ...galleryQueries.byCode(code), enabled: wellFormed });
  const origin = usePublicOrigin();
  const data = gallery.data;
  usePageHead(
    data
      ? {
          title: `${data.vendor.businessName}: inspiration gallery`,
          description: data.intro || `Wedding ${categoryName(data.vendor.category).toLowerCase()} work by ${data.vendor.businessName} in ${cityName(data.vendor.city)}: ${data.images.length} pictures.`,
          canonicalPath: vendorGalleryPath(data.code),
          image: data.images[0] ? { url: data.images[0].url, width: data.images[0].width, height: data.images[0].height, alt: data.images[0].caption } : undefined,
          jsonLd: [
            {
              "@context": "https://schema.org",
              "@type": "ImageGallery",
              name: `${data.vendor.businessName} inspiration gallery`,
              url: `${origin}${vendorGalleryPath(data.code)}`,
              author: { "@type": "LocalBusiness", name: data.vendor.businessName, url: `${origin}/vendor/${data.vendor.slug}` },
              image: data.images.slice(0, 20).map((image) => ({ "@type": "ImageObject", contentUrl: `${origin}${image.url}`, caption: image.caption, width: image.width, height: image.height })),
            },
          ],
        }
      : { title: "Gallery not found", noindex: true },
  );
  if (!wellFormed || (gallery.error instanceof ApiRequestError && (gallery.error.status === 404 || gallery.error.status === 400))) return <GalleryNotFound />;
  if (gallery.isPending) return <Spinner label="Loading the gallery..." className="py-32!" />;
  if (!data) {
    return <PageLoadError title="We couldn't load this gallery" message={gallery.error?.message} onRetry={() => void gallery.refetch()} />;
  }
  return <Gallery gallery={data} />;
}

function GalleryNotFound() {
  return (
    <div className="container-page py-14">
      <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title="We couldn't find that gallery">
        <p>The vendor may have replaced its link or taken the gallery down, or the address has a typo.</p>
        <Link to="/vendor-inspiration" className="font-medium text-primary underline underline-offset-4">
          Browse every vendor gallery
        </Link>
      </EmptyState>
    </div>
  );
}

function Gallery({ gallery }: { gallery: PublicGallery }) {
  const [tag, setTag] = useState<string | null>(null);
  const [saving, setSaving] = useState<GalleryImageView | null>(null);
  const shown = tag ? gallery.images.filter((image) => image.tags.includes(tag)) : gallery.images;
  const { vendor } = gallery;
  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={galleryIndexPath({ category: vendor.category as GalleryIndexQuery["category"] })} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {categoryName(vendor.category)} galleries
        </Link>
      </nav>
      <header className="mt-4 grid max-w-3xl gap-3">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">{categoryName(vendor.category)} · Inspiration gallery</p>
        <h1 className="text-title font-semibold leading-tight">{vendor.businessName}</h1>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          Works in {vendor.citiesServed.map(cityName).join(", ")}
        </p>
        {gallery.intro && <p className="whitespace-pre-line text-[1.05rem] leading-relaxed">{gallery.intro}</p>}
        <p>
          <Link to={`/vendor/${vendor.slug}`} className="font-medium text-primary underline underline-offset-4">
            See {vendor.businessName}'s profile, packages and reviews
          </Link>
        </p>
      </header>

      {gallery.tags.length > 0 && (
        <div className="mt-6 flex flex-wrap items-center gap-2" role="group" aria-label="Show pictures tagged">
          <Tag className="size-4 text-muted-foreground" aria-hidden="true" />
          <button type="button" aria-pressed={tag === null} onClick={() => setTag(null)} className="rounded-[var(--radius-pill)] border border-border px-3 py-1 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground">
            All
          </button>
          {gallery.tags.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tag === name}
              onClick={() => setTag(tag === name ? null : name)}
              className="rounded-[var(--radius-pill)] border border-border px-3 py-1 text-sm font-medium aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            >
              {name}
            </button>
          ))}
        </div>
      )}

      {gallery.images.length === 0 ? (
        <div className="mt-8">
          <EmptyState icon={<Images className="size-6" aria-hidden="true" />} title="No pictures yet">
            <p>{vendor.businessName} hasn't added pictures to this gallery yet.</p>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Pictures by ${vendor.businessName}`} data-testid="gallery-images">
          {shown.map((image, index) => (
            <li key={image.id} className="grid content-start overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card shadow-soft">
              <a href={image.url} className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" target="_blank" rel="noopener">
                <img
                  src={image.thumbUrl}
                  alt={image.caption || `Work by ${vendor.businessName}, picture ${index + 1}`}
                  width={480}
                  height={Math.round((480 * image.height) / image.width)}
                  loading={index < 3 ? "eager" : "lazy"}
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
                <span className="sr-only"> (opens the full-size picture in a new tab)</span>
              </a>
              <div className="grid gap-3 p-4">
                {image.caption && <p className="font-medium">{image.caption}</p>}
                {image.tags.length > 0 && (
                  <p className="flex flex-wrap gap-1.5">
                    {image.tags.map((name) => (
                      <span key={name} className="rounded-[var(--radius-pill)] bg-muted px-2.5 py-0.5 text-xs font-medium">
                        {name}
                      </span>
                    ))}
                  </p>
                )}
                <Button variant="secondary" size="sm" className="w-fit" onClick={() => setSaving(image)} aria-label={`Save to a board: ${image.caption || `picture ${index + 1}`}`}>
                  <BookmarkPlus aria-hidden="true" />
                  Save to a board
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={saving !== null} onOpenChange={(open) => !open && setSaving(null)}>
        <DialogContent>{saving && <SaveToBoard image={saving} businessName={vendor.businessName} onDone={() => setSaving(null)} />}</DialogContent>
      </Dialog>
    </div>
  );
}

/** Couples choose one of their boards; anyone else is told how saving works. */
function SaveToBoard({ image, businessName, onDone }: { image: GalleryImageView; businessName: string; onDone(): void }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const isCouple = user?.user_metadata.user_type === "couple";
  const boards = useQuery({ ...boardQueries.list(user?.id ?? "", null), enabled: status === "signed-in" && isCouple });
  const save = useSaveToBoard(null);
  const [boardId, setBoardId] = useState<string | null>(null);
  const selectId = useId();
  const title = <DialogTitle>Save to an inspiration board</DialogTitle>;
  if (status === "loading") return <>{title}<Spinner label="Loading..." /></>;
  if (status === "signed-out" || !user) {
    return (
      <>
        {title}
        <DialogDescription>Sign in to your couple account to keep this picture by {businessName} on one of your boards.</DialogDescription>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={signInPathReturningTo(location.pathname)}>Sign In</Link>
          </Button>
          <Link to="/signup/couple" className="self-center text-sm font-medium text-primary underline underline-offset-4">
            New here? Create a free account
          </Link>
        </div>
      </>
    );
  }
  if (!isCouple) {
    return (
      <>
        {title}
        <DialogDescription>Inspiration boards belong to couples' accounts. Sign in as a couple to save pictures you love.</DialogDescription>
      </>
    );
  }
  if (boards.isPending) return <>{title}<Spinner label="Loading your boards..." /></>;
  const list = boards.data?.boards ?? [];
  if (boards.isError) return <>{title}<p role="alert" className="text-sm text-destructive">{boards.error.message}</p></>;
  if (list.length === 0) {
    return (
      <>
        {title}
        <DialogDescription>You don't have a board yet. Start one (for flowers, the cake, the dress...) and come back to save this picture.</DialogDescription>
        <Button asChild className="w-fit">
          <Link to="/planning/inspiration-boards">Start a board</Link>
        </Button>
      </>
    );
  }
  const chosen = boardId ?? list[0]!.id;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { imageId: image.id, boardId: chosen },
          {
            onSuccess: (result) => {
              void notify.success(`Saved to ${result.board.name}`);
              onDone();
            },
          },
        );
      }}
    >
      {title}
      <DialogDescription>The picture is copied to your board with its caption and a link back to {businessName}'s gallery.</DialogDescription>
      <img src={image.thumbUrl} alt="" className="aspect-[4/3] w-full max-w-xs rounded-[var(--radius)] object-cover" />
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>Board</Label>
        <NativeSelect id={selectId} value={chosen} onChange={(event) => setBoardId(event.target.value)}>
          {list.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name} ({board.images.length} {board.images.length === 1 ? "picture" : "pictures"})
            </option>
          ))}
        </NativeSelect>
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-destructive">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <BookmarkPlus aria-hidden="true" />
          {save.isPending ? "Saving..." : "Save picture"}
        </Button>
      </div>
    </form>
  );
}
