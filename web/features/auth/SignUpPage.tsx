import { Building2, Camera, Check, Heart, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { signUpKinds, type UserType } from "@domain/account";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/lib/auth";
import { usePageTitle } from "@web/lib/page-head";
import { AuthBackdrop, CardHeading } from "./components/AuthLayout";
import { SignedInPanel } from "./components/SignedInPanel";
import { SignUpForm } from "./components/SignUpForm";
import { useEntryFlow } from "./lib/use-entry-flow";

type SignUpKind = keyof typeof signUpKinds;

interface KindPitch {
  pageTitle: string;
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead: string;
  points: string[];
  formTitle: string;
  /** The other two sign-ups, for someone who landed on the wrong one. */
  others: { to: string; label: string }[];
}

const PITCHES: Record<SignUpKind, KindPitch> = {
  couple: {
    pageTitle: "Sign up as a couple",
    icon: Heart,
    eyebrow: "For couples",
    title: "Plan your wedding in one calm place",
    lead: "Save venues and vendors across Ohio and Tennessee, keep your budget and guest list in step, and plan alongside June, your planning assistant.",
    points: [
      "Venues and vendors in Cleveland, Columbus, Cincinnati and Nashville",
      "Budget tracker, guest list with RSVPs and a master timeline",
      "June works from your own details, day or night",
      "Invite family and friends to help, on your terms",
    ],
    formTitle: "Create your free account",
    others: [
      { to: "/signup/venue", label: "Sign up as a venue" },
      { to: "/signup/vendor", label: "Sign up as a vendor" },
    ],
  },
  vendor: {
    pageTitle: "Sign up as a vendor",
    icon: Camera,
    eyebrow: "For wedding vendors",
    title: "Be found by couples planning near you",
    lead: "Create a free vendor account, set up your profile in one of twelve categories and answer inquiries that arrive with real details.",
    points: [
      "A profile in one of twelve vendor categories",
      "Packages and starting prices, shown your way",
      "Inquiries with the couple's date, city and guest count",
      "Free to start, with optional plans later",
    ],
    formTitle: "Create your vendor account",
    others: [
      { to: "/signup/couple", label: "Sign up as a couple" },
      { to: "/signup/venue", label: "Sign up as a venue" },
    ],
  },
  venue: {
    pageTitle: "Sign up as a venue",
    icon: Building2,
    eyebrow: "For venue owners",
    title: "Fill your calendar with couples who fit",
    lead: "List your venue for free, show your spaces and capacity, and confirm tour requests in a click.",
    points: [
      "A venue profile with spaces, capacity and photos",
      "Inquiries with the couple's date and guest count",
      "Tour requests you confirm in a click",
      "Free to start, with optional plans later",
    ],
    formTitle: "Create your venue account",
    others: [
      { to: "/signup/couple", label: "Sign up as a couple" },
      { to: "/signup/vendor", label: "Sign up as a vendor" },
    ],
  },
};

const textLink = "font-semibold text-primary underline-offset-4 hover:underline";

/** One sign-up screen for every kind: the pitch for that kind beside the shared form. */
function SignUpScreen({ kind }: { kind: SignUpKind }) {
  const pitch = PITCHES[kind];
  const userType: UserType = signUpKinds[kind];
  usePageTitle(pitch.pageTitle);
  const { status, user, isAdmin } = useAuth();
  const flow = useEntryFlow();
  const Icon = pitch.icon;

  let card;
  if (flow.holding || status === "signed-out") {
    card = (
      <SignUpForm
        flow={flow}
        kind={userType}
        header={<CardHeading level={2} title={pitch.formTitle} lead="No credit card, and always ad-free." />}
      />
    );
  } else if (user) {
    card = <SignedInPanel user={user} isAdmin={user.is_admin || isAdmin} level={2} note="To create another account, sign out first." />;
  } else {
    card = <Spinner />;
  }

  return (
    <AuthBackdrop>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-x-16 lg:gap-y-8 xl:gap-x-24">
        <header className="lg:col-start-1 lg:row-start-1 lg:pt-8">
          <Badge variant="outline">
            <Icon aria-hidden="true" />
            {pitch.eyebrow}
          </Badge>
          <h1 className="mt-4 text-title leading-[1.1] font-semibold sm:mt-5 lg:text-[3.25rem]">{pitch.title}</h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">{pitch.lead}</p>
        </header>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="p-6 sm:p-9">{card}</Card>
          <p className="mt-5 text-center text-sm text-muted-foreground">
            Already have an account?{" "}
            <Link to="/auth?mode=signin" className={textLink}>
              Sign in
            </Link>
          </p>
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <h2 className="sr-only">What you get</h2>
          <ul className="grid max-w-xl gap-3">
            {pitch.points.map((point) => (
              <li key={point} className="flex gap-3 leading-relaxed">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent text-accent-strong">
                  <Check className="size-4" aria-hidden="true" />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-8 border-t border-border pt-5 text-sm text-muted-foreground">
            Not what you're looking for?{" "}
            {pitch.others.map((other, index) => (
              <span key={other.to}>
                {index > 0 && " or "}
                <Link to={other.to} className={textLink}>
                  {other.label}
                </Link>
              </span>
            ))}
            .
          </p>
        </div>
      </div>
    </AuthBackdrop>
  );
}

export function CoupleSignUpPage() {
  return <SignUpScreen kind="couple" />;
}

/** /signup/vendor and /vendor-signup: the same screen. */
export function VendorSignUpPage() {
  return <SignUpScreen kind="vendor" />;
}

export function VenueSignUpPage() {
  return <SignUpScreen kind="venue" />;
}
