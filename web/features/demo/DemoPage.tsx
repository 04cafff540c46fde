export default function DemoPage() {
  return <h1 className="container-page py-16 text-4xl">DemoPage</h1>;
}
