export default function OnboardingPage() {
  return <h1 className="container-page py-16 text-4xl">OnboardingPage</h1>;
}
