import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Spec §2's three featured topics, each linking to its lesson in the library. */
const FEATURED = [
  { key: 'parts', level: 'L2', slug: 'integration-by-parts', difficulty: 'medium' },
  { key: 'systems', level: 'HS', slug: 'systems-of-two-equations', difficulty: 'easy' },
  { key: 'complex', level: 'L2', slug: 'complex-plane-and-polar-form', difficulty: 'hard' },
] as const;

export function FeaturedTopics() {
  const { t } = useTranslation('home');
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <BookOpen className="size-4" aria-hidden="true" />
          {t('featured.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {FEATURED.map((topic) => (
            <li key={topic.key}>
              <Link href={`/library?level=${topic.level}&topic=${topic.slug}`} className="flex items-center justify-between gap-2 rounded-md p-2 text-sm hover:bg-accent">
                <span className="font-medium">{t(`featured.${topic.key}`)}</span>
                <Badge variant={topic.difficulty === 'hard' ? 'destructive' : topic.difficulty === 'medium' ? 'secondary' : 'success'}>
                  {t(`featured.${topic.difficulty}`)}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
