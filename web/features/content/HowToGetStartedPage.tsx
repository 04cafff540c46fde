export default function HowToGetStartedPage() {
  return <h1 className="container-page py-16 text-4xl">HowToGetStartedPage</h1>;
}
