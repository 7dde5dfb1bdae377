import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useScrollToSection } from '@/hooks/useScrollToSection';

export function FinalCta() {
  const { t } = useTranslation('landing');
  const scrollToSection = useScrollToSection();
  return (
    <section aria-labelledby="cta-title" className="deferred-band px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t('cta.title')}
        </h2>
        <p className="max-w-xl text-primary-foreground/90">{t('cta.subtitle')}</p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link href="/login">{t('cta.trial')}</Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            onClick={() => scrollToSection('pricing')}
          >
            {t('cta.pricing')}
          </Button>
        </div>
      </div>
    </section>
  );
}
