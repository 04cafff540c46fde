export default function HelpPage() {
  return <h1 className="container-page py-16 text-4xl">HelpPage</h1>;
}
