export default function JoinPage() {
  return <h1 className="container-page py-16 text-4xl">JoinPage</h1>;
}
