import { FileText, Image as ImageIcon, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubjectId } from '@contract/solve';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ImageInput } from './image/ImageInput';
import type { InputSourceProps } from './input-source';
import { PdfInput } from './pdf/PdfInput';
import { TextInput } from './TextInput';

export type InputTab = 'text' | 'image' | 'pdf';

interface InputTabsProps extends InputSourceProps {
  tab: InputTab;
  onTabChange: (tab: InputTab) => void;
  /** The subject picked, for the Text tab's placeholder and palette. */
  subject?: SubjectId;
}

/** Text (default), Image and PDF tabs (spec §2). */
export function InputTabs({ tab, onTabChange, subject, ...source }: InputTabsProps) {
  const { t } = useTranslation('solve');
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as InputTab)}>
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="text">
          <Type aria-hidden="true" />
          {t('tabs.text')}
        </TabsTrigger>
        <TabsTrigger value="image">
          <ImageIcon aria-hidden="true" />
          {t('tabs.image')}
        </TabsTrigger>
        <TabsTrigger value="pdf">
          <FileText aria-hidden="true" />
          {t('tabs.pdf')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="text">
        <TextInput value={source.text} onChange={source.onTextChange} onSubmit={source.onSolve} disabled={source.isSolving} subject={subject} />
      </TabsContent>
      {/* Kept mounted while another tab shows, so a chosen image or PDF (and a running OCR) survives a look at the Text tab. */}
      <TabsContent value="image" forceMount className="data-[state=inactive]:hidden">
        <ImageInput {...source} />
      </TabsContent>
      <TabsContent value="pdf" forceMount className="data-[state=inactive]:hidden">
        <PdfInput {...source} />
      </TabsContent>
    </Tabs>
  );
}
