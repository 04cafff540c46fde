import { useQuery } from "@tanstack/react-query";
import { Heart, UserX } from "lucide-react";
import { useParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { usePageHead } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { websiteQueries } from "./api";
import { NotFoundCard } from "./NotFoundCard";

export const pageQueries: PageQueries = ({ params }) => [websiteQueries.couple(params.id ?? "")];

/** /couple/{id}: a couple's public profile: names, date, city, and their site when it is public. Nothing private. */
export default function CoupleProfilePage() {
  const { id = "" } = useParams();
  const query = useQuery(websiteQueries.couple(id));
  const data = query.data;
  usePageHead(data ? { title: data.names, description: [data.weddingDate ? `Getting married ${formatCalendarDate(data.weddingDate, "MMMM d, yyyy")}` : "Getting married", data.city ? `in ${data.city}` : null].filter(Boolean).join(" "), noindex: true } : { title: "Couple not found", noindex: true });
  if (query.isPending) return <Spinner label="Loading..." className="py-32!" />;
  if (!data) {
    return (
      <NotFoundCard icon={<UserX aria-hidden="true" />} title="We couldn't find that couple">
        {query.error?.status === 404 || query.error?.status === 400 ? "Check the link you were given." : (query.error?.message ?? "Please try again in a moment.")}
      </NotFoundCard>
    );
  }
  return (
    <div className="container-page max-w-2xl py-16 text-center">
      <Heart aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h1 className="mt-4 text-title font-semibold">{data.names}</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        {data.weddingDate ? `Getting married ${formatCalendarDate(data.weddingDate, "EEEE, MMMM d, yyyy")}` : "Getting married"}
        {data.city ? ` in ${data.city}` : ""}
      </p>
      {data.site && (
        <Button asChild size="lg" className="mt-8">
          {/* The site is served by the server on its own (no app script): a full page load, not a client route. */}
          <a href={`/wedding/${data.site.slug}`}>Visit our wedding website</a>
        </Button>
      )}
    </div>
  );
}
