import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SubjectId } from '@contract/solve';
import { Badge } from '@/components/ui/badge';
import { SUBJECT_ICONS } from '@/lib/subjects';

/** The subject chosen on /subjects, with the way back to change it. */
export function SubjectBadge({ subject }: { subject: SubjectId }) {
  const { t } = useTranslation(['solve', 'subjects']);
  const Icon = SUBJECT_ICONS[subject];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <Link href="/subjects" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('solve:backToSubjects')}
      </Link>
      <Badge variant="secondary" data-testid="subject-badge">
        <Icon aria-hidden="true" />
        {t(`subjects:name.${subject}`)}
      </Badge>
    </div>
  );
}
