export default function ProsPage() {
  return <h1 className="container-page py-16 text-4xl">ProsPage</h1>;
}
