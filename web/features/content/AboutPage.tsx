export default function AboutPage() {
  return <h1 className="container-page py-16 text-4xl">AboutPage</h1>;
}
