export default function HomePage() {
  return <h1 className="container-page py-16 text-4xl">HomePage</h1>;
}
