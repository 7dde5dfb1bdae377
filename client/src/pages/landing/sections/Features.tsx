import { AudioLines, BadgeCheck, BrainCircuit, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Section } from './Section';

const FEATURES = [
  { key: 'ai', Icon: BrainCircuit },
  { key: 'verified', Icon: BadgeCheck },
  { key: 'audio', Icon: AudioLines },
  { key: 'multilingual', Icon: Languages },
] as const;

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <Section id="features" title={t('features.title')} className="bg-muted/40">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key}>
            <CardHeader>
              <Icon aria-hidden="true" className="mb-2 size-8 text-primary" />
              <CardTitle>{t(`features.${key}.title`)}</CardTitle>
              <CardDescription>{t(`features.${key}.description`)}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </Section>
  );
}
