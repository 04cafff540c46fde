export default function FaqPage() {
  return <h1 className="container-page py-16 text-4xl">FaqPage</h1>;
}
