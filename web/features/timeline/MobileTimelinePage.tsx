import { Smartphone } from "lucide-react";
import { useParams } from "react-router";
import type { AccountUser } from "@domain/account-kinds";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { usePageTitle } from "@web/lib/page-head";
import { timelineQueries, type TimelineByIdView } from "./api";
import { DayScreen, DayView } from "./DayView";
import { useOfflineSchedule } from "./use-schedule";

/**
 * /timeline/mobile/:timelineId: the couple's (or a helper's) phone view of the day. Once loaded it
 * keeps working offline: the last schedule is kept on the phone (see offline-cache.ts).
 */
export default function MobileTimelinePage() {
  usePageTitle("Wedding day schedule");
  return (
    <AccountGate
      needs="couple"
      adminsToo
      signedOut={{
        icon: Smartphone,
        title: "Sign in to see your day",
        body: "Your wedding day schedule, on your phone, even where the signal drops.",
        actions: <SignInActions returnHere />,
      }}
    >
      {(user) => <Mobile user={user} />}
    </AccountGate>
  );
}

function Mobile({ user }: { user: AccountUser }) {
  const { timelineId = "" } = useParams();
  const state = useOfflineSchedule<TimelineByIdView>(`mine.${user.id}.${timelineId}`, timelineQueries.byId(user.id, timelineId));
  return <DayScreen state={state}>{(data) => <DayView data={data} savedAt={state.savedAt} phone />}</DayScreen>;
}
