import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { isSubjectId, type SolveResponse } from '@contract/solve';
import { PageContainer, PageHeader } from '@/components/PageHeader';
import { QuotaWidget } from '@/components/quota/QuotaWidget';
import { Card, CardContent } from '@/components/ui/card';
import { showToast } from '@/lib/toast';
import { AudioExplanationCard } from './audio/AudioExplanationCard';
import { InputTabs, type InputTab } from './InputTabs';
import { SolutionCard } from './SolutionCard';
import { SolveButton } from './SolveButton';
import { WaitingNote } from './WaitingNote';
import { SubjectBadge } from './SubjectBadge';
import { TipsCard } from './TipsCard';
import { solveErrorText, useSolve } from './useSolve';

export default function SolvePage() {
  const { t } = useTranslation('solve');
  const search = new URLSearchParams(useSearch());
  const subjectParam = search.get('subject');
  const subject = isSubjectId(subjectParam) ? subjectParam : undefined;
  // a practice problem of the study plan opens here ready to solve
  const problemParam = search.get('problem');

  const [tab, setTab] = useState<InputTab>('text');
  const [text, setText] = useState(problemParam ?? '');
  const [ocrText, setOcrText] = useState('');
  const [result, setResult] = useState<SolveResponse | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const solve = useSolve(setResult);

  const submit = () => {
    const rawInput = text.trim();
    if (rawInput === '') {
      showToast({ title: t('toast.emptyTitle'), description: t('toast.emptyText'), variant: 'destructive' });
      return;
    }
    if (solve.isPending) return;
    solve.mutate({ rawInput, inputType: tab, subject, ...(tab !== 'text' && ocrText ? { ocrText } : {}) });
  };

  // 'Solve Another Problem' clears the result, text, OCR text, selected file and audio (spec §4).
  const reset = () => {
    setResult(null);
    setText('');
    setOcrText('');
    setTab('text');
    setResetKey((k) => k + 1);
    solve.reset();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <PageContainer>
      {subject && <SubjectBadge subject={subject} />}
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {result ? (
            <SolutionCard solution={result} onReset={reset} />
          ) : (
            <Card>
              <CardContent className="space-y-4 pt-6">
                <InputTabs
                  tab={tab}
                  onTabChange={setTab}
                  subject={subject}
                  text={text}
                  onTextChange={setText}
                  onOcrText={setOcrText}
                  onSolve={submit}
                  isSolving={solve.isPending}
                  resetKey={resetKey}
                />
                {solve.isError && (
                  <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
                    {solveErrorText(solve.error, t('result.failed'))}
                  </p>
                )}
                <div className="flex flex-wrap items-center justify-end gap-3">
                  <WaitingNote pending={solve.isPending} />
                  <SolveButton onClick={submit} isSolving={solve.isPending} disabled={text.trim() === ''} />
                </div>
              </CardContent>
            </Card>
          )}
        </div>
        <aside className="space-y-6" aria-label={t('sidePanel')}>
          <QuotaWidget />
          <AudioExplanationCard solution={result} onAudioReady={(audioUrl) => setResult((r) => (r ? { ...r, audioUrl } : r))} />
          <TipsCard />
        </aside>
      </div>
    </PageContainer>
  );
}
