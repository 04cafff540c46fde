import { useParams } from "react-router";
import { shareTokenSchema } from "@domain/timeline";
import { usePageTitle } from "@web/lib/page-head";
import { timelineQueries, type SharedView } from "./api";
import { DayScreen, DayView, DeadLink } from "./DayView";
import { useOfflineSchedule } from "./use-schedule";

/**
 * /timeline/shared/:token (and /timeline/mobile/:timelineId/:token, the phone layout): the day-of
 * schedule a couple shared, read-only, no account needed. A wrong or revoked token shows a friendly
 * page and nothing of the wedding.
 */
export default function SharedTimelinePage({ phone = false }: { phone?: boolean }) {
  usePageTitle("Wedding day schedule");
  const { token = "", timelineId } = useParams();
  if (!shareTokenSchema.safeParse(token).success) return <DeadLink />;
  return <Shared token={token} timelineId={timelineId} phone={phone} />;
}

export function PhoneSharedTimelinePage() {
  return <SharedTimelinePage phone />;
}

function Shared({ token, timelineId, phone }: { token: string; timelineId?: string; phone: boolean }) {
  const state = useOfflineSchedule<SharedView>(`shared.${token}`, timelineQueries.shared(token));
  return (
    <DayScreen state={state}>
      {(data) => {
        const shared = data as SharedView;
        // The phone link names its timeline too: a token for another timeline opens nothing.
        if (timelineId !== undefined && shared.timelineId !== timelineId) return <DeadLink />;
        return <DayView data={shared} savedAt={state.savedAt} phone={phone} note={<p className="text-sm text-muted-foreground">Shared with {shared.sharedWith} · read-only</p>} />;
      }}
    </DayScreen>
  );
}
