import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { Badge } from '@/components/ui/badge';
import { SUBJECT_ICONS, SUBJECTS } from '@/lib/subjects';
import { cn } from '@/lib/utils';

/** Six subject cards (spec §2); a card leads to /solve?subject=<id>. Every subject is available. */
export default function SubjectsPage() {
  const { t } = useTranslation('subjects');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SUBJECTS.map((id) => {
          const Icon = SUBJECT_ICONS[id];
          const name = t(`name.${id}`);
          return (
            <li key={id}>
              <Link
                href={`/solve?subject=${id}`}
                onClick={() => setSelected(id)}
                aria-label={t('choose', { subject: name })}
                data-testid={`subject-${id}`}
                className={cn(
                  'flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected === id && 'border-primary ring-2 ring-primary/30',
                )}
              >
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <Badge variant="success">{t('available')}</Badge>
                </div>
                <h2 className="text-lg font-semibold">{name}</h2>
                <p className="text-sm text-muted-foreground">{t(`blurb.${id}`)}</p>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground">{t('footer')}</p>
    </PageContainer>
  );
}
