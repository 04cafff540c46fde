import { Link } from "react-router";
import { CONTACT_DETAILS } from "@domain/constants";
import { usePageHead } from "@web/lib/page-head";
import { LEGAL_EFFECTIVE_DATE, LegalContactList, LegalDocument, type LegalSection } from "./components/LegalDocument";

const SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Our agreement",
    body: (
      <>
        <p>
          These terms are the agreement between you and Serviceberry when you use our website and apps. By creating an
          account or using Serviceberry, you agree to them. Our <Link to="/privacy">Privacy Policy</Link> explains how
          we handle your information and is part of this agreement.
        </p>
        <p>
          We have tried to write these terms in plain English. Where something is important, we say so directly rather
          than burying it.
        </p>
      </>
    ),
  },
  {
    id: "who-can-use",
    title: "Who can use Serviceberry",
    body: (
      <ul>
        <li>You must be at least 18 years old to create an account.</li>
        <li>The information you give us, especially your name and email address, must be accurate.</li>
        <li>
          Each account belongs to one person or, for pros, one business. A couple may share a couple account; helpers
          get their own accounts through the couple&rsquo;s invitation.
        </li>
      </ul>
    ),
  },
  {
    id: "accounts",
    title: "Account kinds and your account",
    body: (
      <>
        <p>Serviceberry has four kinds of account:</p>
        <ul>
          <li>
            <strong>Couples</strong> plan their wedding and decide who sees which parts of it.
          </li>
          <li>
            <strong>Helpers (contributors)</strong> join a couple&rsquo;s planning by invitation and can see and do only
            what that couple allows.
          </li>
          <li>
            <strong>Venue owners</strong> list venues, answer inquiries and manage tours.
          </li>
          <li>
            <strong>Vendors</strong> list their services in one of our vendor categories and answer inquiries.
          </li>
        </ul>
        <p>
          Keep your password private and tell us straight away if you think someone else has used your account. You are
          responsible for what happens under your account, unless it happens because of a failure on our side.
        </p>
      </>
    ),
  },
  {
    id: "prices",
    title: "Free start, paid plans and cancelling",
    body: (
      <ul>
        <li>
          <strong>Couples start free:</strong> $0, with no credit card needed to create an account and plan.
        </li>
        <li>
          <strong>Pros start free</strong> and can choose optional paid plans. Prices and what each plan includes are
          shown on our <Link to="/vendor-pricing">vendor pricing page</Link> before you pay.
        </li>
        <li>
          <strong>Cancel anytime.</strong> A paid plan stays active until the end of the period you have paid for and
          does not renew after you cancel. We do not charge cancellation fees.
        </li>
        <li>
          If we change the price of a plan you are on, we will tell you at least 30 days before the new price applies,
          and you can cancel before then.
        </li>
        <li>Serviceberry is always ad-free, on every plan, including the free one.</li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <>
        <p>
          Everything you put into Serviceberry (your wedding details, guest list, budget, photos, messages and
          listings) stays yours. You give us permission to store, copy and display it only as needed to run
          Serviceberry for you: for example, to show your guest list to you and the helpers you allow, or to show a
          pro&rsquo;s published profile to couples. That permission ends when you delete the content or your account,
          apart from copies in backups, which expire on the schedule in our Privacy Policy.
        </p>
        <p>
          When you add other people&rsquo;s information, such as your guests&rsquo; names and addresses, you confirm
          that you have a fair reason to use it for your wedding. Use it only for that.
        </p>
      </>
    ),
  },
  {
    id: "venues-and-vendors",
    title: "Working with venues and vendors",
    body: (
      <>
        <p>
          Serviceberry introduces couples to venues and vendors and helps them communicate. We are not a party to the
          agreements you make with each other. Quotes, contracts, deposits, cancellations and the service on the day
          are between the couple and the venue or vendor.
        </p>
        <p>If you are a pro on Serviceberry, you agree to:</p>
        <ul>
          <li>keep your profile, availability and prices accurate and up to date;</li>
          <li>only list a venue you own or are authorised to represent, and only services you provide;</li>
          <li>answer inquiries honestly and use a couple&rsquo;s details only to respond to their inquiry;</li>
          <li>hold the licenses and insurance your work requires.</li>
        </ul>
        <p>
          We may check a listing, ask for proof that you represent a business, and remove listings that are misleading.
        </p>
      </>
    ),
  },
  {
    id: "assistants",
    title: "June, Grace and AI answers",
    body: (
      <>
        <p>
          June and Grace are AI assistants. They are genuinely useful, and they can still be wrong. Check anything that
          matters, such as prices, availability, dates, contract terms or legal and financial questions, with the venue,
          vendor or a qualified professional before you rely on it.
        </p>
        <p>
          June&rsquo;s suggestions are never paid placements. When Grace cannot solve a problem in the chat, she can
          file a help ticket, and a person on our team will follow up.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>Please don&rsquo;t:</p>
        <ul>
          <li>post anything unlawful, hateful, harassing or misleading, or that you do not have the right to share;</li>
          <li>pretend to be someone else, or a business you do not represent;</li>
          <li>send spam, or collect other people&rsquo;s contact details from Serviceberry;</li>
          <li>scrape, copy or resell our listings or content, or access the service by automated means;</li>
          <li>try to break, overload or get around the security of Serviceberry;</li>
          <li>use June or Grace to produce harmful content or to get at information that is not yours.</li>
        </ul>
      </>
    ),
  },
  {
    id: "our-service",
    title: "Our service and its changes",
    body: (
      <p>
        We are always improving Serviceberry, so features may change, and some new features may be labelled as early
        versions while we refine them. We work hard to keep Serviceberry available, especially in the busy weeks before
        a wedding, but we cannot promise it will never be interrupted. If we ever retire a feature that holds your data,
        we will give you notice and a way to download what you need. The names, logo, design and software of
        Serviceberry belong to us; these terms do not give you rights to them.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your account",
    body: (
      <>
        <p>
          You can stop using Serviceberry and delete your account at any time from your account page. Download anything
          you want to keep first.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, or to protect other
          people. Unless the law or safety prevents it, we will tell you why and give you a chance to respond, and you
          will be able to download your data. If we close a paid account without a fair reason, we will refund the
          unused part of your plan.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <>
        <p>
          Serviceberry is provided as it is and as available. We do not guarantee that any venue or vendor will be
          available, suitable or perform as promised, and we are not responsible for their services.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability
          to you for any claim is limited to the greater of the amount you paid us in the 12 months before the claim and
          US$100. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.
        </p>
      </>
    ),
  },
  {
    id: "disputes",
    title: "Disagreements and governing law",
    body: (
      <p>
        If something goes wrong, <Link to="/contact">contact us</Link> first: most problems are solved quickly that
        way. If we cannot resolve it within 30 days, these terms are governed by the laws of the State of Ohio, and the
        state and federal courts in Franklin County, Ohio, will hear the dispute, unless the law where you live gives you
        the right to bring it elsewhere.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms as Serviceberry grows. We will change the effective date at the top, and for changes
        that matter we will tell you by email and in the app at least 30 days before they apply. If you do not agree
        with a change, you can close your account before it takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <LegalContactList email={CONTACT_DETAILS.email} />
    ),
  },
];

export default function TermsPage() {
  usePageHead({
    title: "Terms of Service",
    description: "The terms for using Serviceberry as a couple, contributor, venue owner or vendor.",
    canonicalPath: "/terms",
  });
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Terms of Service"
      lead={
        <p>
          The agreement between you and Serviceberry: what you can expect from us, and what we ask of you. Plain words,
          no surprises.
        </p>
      }
      effectiveDate={LEGAL_EFFECTIVE_DATE}
      sections={SECTIONS}
    />
  );
}
