import { useTranslation } from 'react-i18next';

export function About() {
  const { t } = useTranslation('landing');
  return (
    <section id="about" aria-labelledby="about-title" className="deferred-band px-4 pb-20 pt-4 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('about.title')}
        </h2>
        <div className="mt-4 flex flex-col gap-3 text-muted-foreground">
          <p>{t('about.body1')}</p>
          <p>{t('about.body2')}</p>
          <p>{t('about.body3')}</p>
        </div>
      </div>
    </section>
  );
}
