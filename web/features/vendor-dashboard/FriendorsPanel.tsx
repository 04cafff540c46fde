import { useQuery } from "@tanstack/react-query";
import { HandHeart, Search, Trash2 } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { getCity, isCityId } from "@domain/cities";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { notify, toastError } from "@web/lib/toast";
import { dashboardQueries, useRecommend, useRemoveRecommendation, type Dashboard } from "./api";

const categoryName = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
const cityName = (id: string) => (isCityId(id) ? getCity(id).name : id);

/** Friendors: vendors this business recommends, shown on its profile. */
export function FriendorsPanel({ vendorId, recommendations }: { vendorId: string; recommendations: Dashboard["recommendations"] }) {
  const remove = useRemoveRecommendation(vendorId);
  return (
    <section aria-labelledby="friendors-heading" className="grid gap-6">
      <div>
        <h2 id="friendors-heading" className="text-heading font-semibold">
          Friendors
        </h2>
        <p className="text-sm text-muted-foreground">
          Recommend vendors you trust. Your recommendations and notes appear on your profile.{" "}
          <Link to="/friendors" className="text-primary underline underline-offset-4">
            How friendors work
          </Link>
        </p>
      </div>
      {recommendations.length === 0 ? (
        <EmptyState icon={<HandHeart className="size-6" aria-hidden="true" />} title="No friendors yet">
          Search for a vendor below and say why couples can trust them.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {recommendations.map((r) => (
            <li key={r.id}>
              <Card className="grid gap-2 p-4">
                <p className="font-semibold">
                  <Link to={`/vendor/${r.vendor.slug}`} className="underline decoration-primary/30 underline-offset-4 hover:decoration-primary">
                    {r.vendor.businessName}
                  </Link>
                </p>
                <p className="text-sm text-muted-foreground">
                  {categoryName(r.vendor.category)} · {cityName(r.vendor.city)}
                </p>
                <p className="whitespace-pre-wrap break-words text-sm">&ldquo;{r.note}&rdquo;</p>
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-fit"
                  disabled={remove.isPending}
                  aria-label={`Stop recommending ${r.vendor.businessName}`}
                  onClick={() => remove.mutate(r.id, { onSuccess: () => void notify.success(`${r.vendor.businessName} removed from your friendors`), onError: toastError })}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <AddFriendor vendorId={vendorId} />
    </section>
  );
}

function AddFriendor({ vendorId }: { vendorId: string }) {
  const searchId = useId();
  const [q, setQ] = useState("");
  const deferred = useDeferredValue(q.trim());
  const [chosen, setChosen] = useState<{ id: string; businessName: string } | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const candidates = useQuery({ ...dashboardQueries.candidates(vendorId, deferred), enabled: deferred.length >= 2 });
  const recommend = useRecommend(vendorId);
  return (
    <Card className="grid gap-4 p-5">
      <h3 className="font-sans text-base font-semibold">Recommend a vendor</h3>
      {!chosen ? (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={searchId} className="text-sm font-medium">
              Search by business name
            </label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input id={searchId} value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" placeholder="At least 2 letters" />
            </div>
          </div>
          {deferred.length >= 2 && candidates.data && (
            <ul className="grid gap-2" aria-label="Matching vendors">
              {candidates.data.vendors.length === 0 && <li className="text-sm text-muted-foreground">No published vendor matches &ldquo;{deferred}&rdquo;.</li>}
              {candidates.data.vendors.map((v) => (
                <li key={v.id}>
                  <button type="button" className="w-full rounded-[var(--radius)] border border-border p-3 text-left hover:bg-muted" onClick={() => setChosen(v)}>
                    <span className="font-medium">{v.businessName}</span>
                    <span className="block text-sm text-muted-foreground">
                      {categoryName(v.category)} · {cityName(v.city)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            recommend.mutate(
              { recommendedVendorId: chosen.id, note: note.trim() },
              {
                onSuccess: () => {
                  void notify.success(`You now recommend ${chosen.businessName}`);
                  setChosen(null);
                  setNote("");
                  setQ("");
                  setError(null);
                },
                onError: (e) => setError(e.fields?.note?.[0] ?? e.message),
              },
            );
          }}
        >
          <p>
            Recommending <strong>{chosen.businessName}</strong>{" "}
            <button type="button" className="text-sm text-primary underline underline-offset-4" onClick={() => setChosen(null)}>
              Choose another
            </button>
          </p>
          {error && <FormAlert>{error}</FormAlert>}
          <FormField label="Why couples can trust them" hint="10 to 500 characters, shown on your profile.">
            {(ids) => <Textarea {...ids} rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
          </FormField>
          <Button type="submit" disabled={recommend.isPending} className="w-full sm:w-fit">
            {recommend.isPending ? "Saving..." : "Add to my friendors"}
          </Button>
        </form>
      )}
    </Card>
  );
}
