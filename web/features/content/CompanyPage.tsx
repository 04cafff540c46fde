export default function CompanyPage() {
  return <h1 className="container-page py-16 text-4xl">CompanyPage</h1>;
}
