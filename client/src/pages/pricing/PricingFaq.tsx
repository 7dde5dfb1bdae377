import { useTranslation } from 'react-i18next';

const QUESTIONS = ['files', 'accuracy', 'checked', 'cancel'] as const;

/** The four questions of spec §2 Pricing. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-3xl">
      <h2 id="pricing-faq" className="text-center text-2xl font-bold tracking-tight">
        {t('faq.title')}
      </h2>
      <div className="mt-6 divide-y rounded-xl border">
        {QUESTIONS.map((id) => (
          <details key={id} className="group p-4 sm:p-5">
            <summary className="cursor-pointer list-none font-medium marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {t(`faq.${id}.question`)}
                <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-sm text-muted-foreground">{t(`faq.${id}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
