export default function TermsPage() {
  return <h1 className="container-page py-16 text-4xl">TermsPage</h1>;
}
