import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEVELS, LIBRARY_SUBJECTS } from '@contract/library-catalog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isLanguage } from '@/lib/preferences';
import { Section } from './Section';

export function LibraryTeaser() {
  const { t, i18n } = useTranslation('landing');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Section id="library" title={t('library.title')} subtitle={t('library.subtitle')}>
      <div className="grid gap-4 md:grid-cols-3">
        {LEVELS.map((level) => (
          <Card key={level}>
            <CardHeader className="flex-row items-center gap-3">
              <BookOpen aria-hidden="true" className="size-5 text-primary" />
              <CardTitle>{t(`library.levels.${level}`)}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col divide-y">
                {LIBRARY_SUBJECTS.filter((subject) => subject.level === level).map((subject) => (
                  <li key={subject.code} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    <span>{subject.name[language]}</span>
                    <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                      {t('library.topics', { count: subject.topicCount })}
                    </span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </Section>
  );
}
