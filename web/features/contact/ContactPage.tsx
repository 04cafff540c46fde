export default function ContactPage() {
  return <h1 className="container-page py-16 text-4xl">ContactPage</h1>;
}
