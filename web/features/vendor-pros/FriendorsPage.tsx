import { useQuery } from "@tanstack/react-query";
import { ArrowRight, HandHeart, Search, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { getCity, isCityId } from "@domain/cities";
import { VENDOR_CATEGORIES } from "@domain/vendor-categories";
import { EmptyState } from "@web/components/EmptyState";
import { Loaded } from "@web/components/LoadError";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageHead } from "@web/lib/page-head";
import { CtaBand, FeatureCard, FeatureGrid, PageHero, Section } from "../content";
import { friendorQueries } from "./api";

const categoryName = (slug: string) => VENDOR_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
const cityName = (id: string) => (isCityId(id) ? getCity(id).name : id);

/** /friendors: vendors recommending vendors they trust, and the latest recommendations. */
export default function FriendorsPage() {
  usePageHead({
    title: "Friendors",
    description: "Friendors are wedding vendors recommending the vendors they trust. See who recommends whom in Ohio and Tennessee.",
    canonicalPath: "/friendors",
  });
  const recent = useQuery(friendorQueries.recent());
  return (
    <>
      <PageHero
        eyebrow="Friendors"
        title="The vendors your vendors trust"
        lead={
          <p>
            Good weddings run on teams. A friendor is a vendor another vendor recommends by name, with a note saying why. No one pays to be
            recommended, and every recommendation is shown on the profile of the vendor who made it.
          </p>
        }
        actions={
          <Button asChild size="lg">
            <Link to="/vendors">Browse vendors</Link>
          </Button>
        }
      />
      <Section eyebrow="How it works" title="Recommendations with a name attached">
        <FeatureGrid>
          <FeatureCard icon={HandHeart} title="Vendors vouch for vendors">
            From their dashboard, a vendor picks another business they have worked with and writes why couples can trust it.
          </FeatureCard>
          <FeatureCard icon={Search} title="Shown where couples look" tone="accent">
            Recommendations appear on the recommending vendor&rsquo;s profile, so couples see whose judgment they are borrowing.
          </FeatureCard>
          <FeatureCard icon={ShieldCheck} title="Never for sale">
            Recommendations don&rsquo;t change search order or matching, and they can&rsquo;t be bought.
          </FeatureCard>
        </FeatureGrid>
      </Section>
      <Section tone="muted" eyebrow="Latest" title="Recent recommendations">
        <Loaded query={recent} loadingLabel="Loading recommendations..." errorMessage="We couldn't load the recommendations.">
          {(data) =>
            data.recommendations.length === 0 ? (
              <EmptyState icon={<HandHeart className="size-6" aria-hidden="true" />} title="No recommendations yet">
                When vendors recommend each other, the latest show up here.
              </EmptyState>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {data.recommendations.map((r) => (
                  <li key={r.id} className="flex">
                    <Card className="flex w-full flex-col gap-3 p-5">
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        <Link to={`/vendor/${r.from.slug}`} className="font-semibold text-primary underline underline-offset-4">
                          {r.from.businessName}
                        </Link>
                        <ArrowRight className="size-4 text-muted-foreground" aria-label="recommends" />
                        <Link to={`/vendor/${r.to.slug}`} className="font-semibold text-primary underline underline-offset-4">
                          {r.to.businessName}
                        </Link>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {categoryName(r.from.category)} · {cityName(r.from.city)} recommends {categoryName(r.to.category).toLowerCase()} · {cityName(r.to.city)}
                      </p>
                      <blockquote className="whitespace-pre-wrap break-words border-l-2 border-accent-strong pl-3 text-sm">{r.note}</blockquote>
                    </Card>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </Section>
      <CtaBand
        title="Recommend the pros you love working with"
        body={<p>Vendors add friendors from their dashboard. It takes a minute and helps couples build a team that already works well together.</p>}
        action={{ to: "/vendor-dashboard?tab=friendors", label: "Add your friendors" }}
        secondary={{ to: "/signup/vendor", label: "Not listed yet? Sign up free" }}
      />
    </>
  );
}
