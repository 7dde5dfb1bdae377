import { useEffect } from 'react';
import { scrollToId } from '@/hooks/useScrollToSection';
import { About } from './sections/About';
import { Demo } from './sections/Demo';
import { Features } from './sections/Features';
import { FinalCta } from './sections/FinalCta';
import { Hero } from './sections/Hero';
import { InputMethods } from './sections/InputMethods';
import { LibraryTeaser } from './sections/LibraryTeaser';
import { PricingPreview } from './sections/PricingPreview';

/** The signed-out home (spec §2): hero, input methods, demo, library, features, pricing, call to action, about. */
export default function LandingPage() {
  // Arriving from another page with /#about or /#pricing: scroll once the sections exist.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) scrollToId(id);
  }, []);
  return (
    <>
      <Hero />
      <InputMethods />
      <Demo />
      <LibraryTeaser />
      <Features />
      <PricingPreview />
      <FinalCta />
      <About />
    </>
  );
}
