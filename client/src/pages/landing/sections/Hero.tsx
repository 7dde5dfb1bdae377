import { ArrowRight, PlayCircle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useScrollToSection } from '@/hooks/useScrollToSection';

export function Hero() {
  const { t } = useTranslation('landing');
  const scrollToSection = useScrollToSection();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden px-4 pb-16 pt-12 sm:px-6 sm:pb-24 sm:pt-20">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-primary/15 blur-3xl" />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          {t('hero.badge')}
        </p>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground text-pretty">{t('hero.subtitle')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/login">
              {t('hero.start')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" onClick={() => scrollToSection('demo')}>
            <PlayCircle aria-hidden="true" />
            {t('hero.demo')}
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">{t('hero.audience')}</p>
      </div>
    </section>
  );
}
