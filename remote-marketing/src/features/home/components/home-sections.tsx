import { CoinStrip } from './coin-strip';
import { FaqSection } from './faq-section';
import { HowItWorksSection } from './how-it-works-section';
import { MarketOverview } from './market-overview';
import { NewsSection } from './news-section';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseSection } from './why-choose-section';

/** Everything of the home page after the hero, in the spec's order (§1). */
export function HomeSections() {
  return (
    <>
      <WhyChooseSection />
      <HowItWorksSection />
      <FaqSection />
      <TestimonialsSection />
      <StatsStrip />
      <CoinStrip />
      <MarketOverview />
      <NewsSection />
    </>
  );
}
