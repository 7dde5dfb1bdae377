import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';

export function SymbolsTip() {
  const { t } = useTranslation('home');
  return (
    <Card className="border-yellow-500/30 bg-yellow-500/5">
      <CardContent className="flex gap-3 pt-6 text-sm">
        <Lightbulb className="size-5 shrink-0 text-yellow-500" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('tip.title')}</p>
          <p className="mt-1 text-muted-foreground">{t('tip.text')}</p>
        </div>
      </CardContent>
    </Card>
  );
}
