import { BadgeCheck, CircleAlert, RotateCcw, Shapes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SolveResponse } from '@contract/solve';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckDetails } from '@/components/verification/CheckDetails';
import { AnswerBlock } from './AnswerBlock';
import { InterpretationBox } from './InterpretationBox';
import { RelatedTheory } from './RelatedTheory';
import { ResultActions } from './ResultActions';
import { StepList } from './StepList';

/** The result: header with the Verified badge and its note, how the problem was read, steps, answer, actions, next moves. */
export function SolutionCard({ solution, onReset }: { solution: SolveResponse; onReset: () => void }) {
  const { t } = useTranslation('solve');
  return (
    <Card data-testid="solution-card">
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-xl">{t('result.title')}</CardTitle>
          {solution.verified ? (
            <Badge variant="success" data-testid="verified-badge">
              <BadgeCheck aria-hidden="true" />
              {t('result.verified')}
            </Badge>
          ) : (
            <Badge variant="outline" className="border-yellow-500/50 text-yellow-800 dark:text-yellow-300" data-testid="unverified-badge">
              <CircleAlert aria-hidden="true" />
              {t('result.unverified')}
            </Badge>
          )}
        </div>
        {solution.verification && <p className="text-xs text-muted-foreground">{solution.verification}</p>}
        <CheckDetails solutionId={solution.id} />
      </CardHeader>
      <CardContent className="space-y-6">
        <InterpretationBox interpretation={solution.interpretation} heading={t('result.interpretation')} />
        <StepList steps={solution.stepsJson} />
        <AnswerBlock solution={solution} />
        <ResultActions solution={solution} />
        <RelatedTheory method={solution.method} category={solution.category} />
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row">
          <Button onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {t('result.another')}
          </Button>
          <Button variant="outline" asChild>
            <Link href="/subjects">
              <Shapes aria-hidden="true" />
              {t('result.otherSubject')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
