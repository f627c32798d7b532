// The public landing page: the product's promise, how it works, price and what is available.
import { useSession } from '@/lib/session';

import { CapabilitiesSection } from './capabilities-section';
import { ClosingSection } from './closing-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { ImpactSection } from './impact-section';
import { IndustriesSection } from './industries-section';
import { LandingFooter } from './landing-footer';
import { PricingSection } from './pricing-section';
import { WorkflowSection } from './workflow-section';

export default function LandingPage() {
  const { session } = useSession();
  const signedIn = Boolean(session);
  return (
    <>
      <Hero signedIn={signedIn} />
      <CapabilitiesSection />
      <WorkflowSection />
      <ImpactSection />
      <PricingSection signedIn={signedIn} />
      <IndustriesSection signedIn={signedIn} />
      <FeaturesSection />
      <ClosingSection signedIn={signedIn} />
      <LandingFooter signedIn={signedIn} />
    </>
  );
}
