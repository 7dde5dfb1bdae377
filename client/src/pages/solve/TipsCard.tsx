import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS = ['palette', 'words', 'one', 'check'] as const;

export function TipsCard() {
  const { t } = useTranslation('solve');
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-yellow-500" aria-hidden="true" />
          {t('tips.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`tips.${tip}`)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
