export default function WhatsNextPage() {
  return <h1 className="container-page py-16 text-4xl">WhatsNextPage</h1>;
}
