export default function PrivacyPage() {
  return <h1 className="container-page py-16 text-4xl">PrivacyPage</h1>;
}
