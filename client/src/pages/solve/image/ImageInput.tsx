import { Camera, Check, Crop, ImageUp, Loader2, RefreshCw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadTextBox } from '../ReadTextBox';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import type { InputSourceProps } from '../input-source';
import { CameraDialog, cameraSupported } from './CameraDialog';
import { DropZone } from './DropZone';
import { sizeInMb, validateImageFile } from './file-validation';
import { cropImageFile, imageForOcr } from './image-data';
import type { Region } from './region';
import { RegionSelector } from './RegionSelector';
import { useOcr } from './useOcr';

const ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

interface Selected {
  file: File;
  url: string;
}

/**
 * The Image tab: a photo or scan (picker, drag-and-drop or camera) is checked, previewed and read
 * by OCR; the editable Extracted Text fills the problem text. Crop narrows the image to the
 * problem and reads it again.
 */
export function ImageInput({ onTextChange, onOcrText, isSolving, resetKey }: InputSourceProps) {
  const { t } = useTranslation('upload');
  const picker = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [extracted, setExtracted] = useState('');
  const [cropping, setCropping] = useState(false);
  const [cropRegion, setCropRegion] = useState<Region | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const ocr = useOcr();

  const show = useCallback((file: File | null) => {
    setSelected(file ? { file, url: URL.createObjectURL(file) } : null);
    setCropping(false);
    setCropRegion(null);
  }, []);

  const read = async (file: File) => {
    const text = await ocr.read(await imageForOcr(file));
    if (text === null) return;
    setExtracted(text);
    onTextChange(text);
    onOcrText(text);
    showToast({ title: t('toast.extractedTitle'), description: t('toast.extractedText') });
  };

  const accept = (file: File) => {
    const problem = validateImageFile(file);
    if (problem) {
      showToast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      return;
    }
    show(file);
    void read(file);
  };

  const clear = useCallback(() => {
    ocr.cancel();
    show(null);
    setExtracted('');
  }, [ocr, show]);

  // 'Solve Another Problem' clears the selected file (spec §4).
  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey !== firstReset.current) clear();
  }, [resetKey, clear]);
  // Free each preview's object URL once it is replaced, cleared or the tab goes away.
  useEffect(
    () => () => {
      if (selected) URL.revokeObjectURL(selected.url);
    },
    [selected],
  );

  const applyCrop = async () => {
    if (!selected || !cropRegion) return;
    try {
      const cropped = await cropImageFile(selected.file, cropRegion);
      accept(cropped);
    } catch {
      showToast({ title: t('toast.ocrFailedTitle'), description: t('toast.ocrFailedText'), variant: 'destructive' });
    }
  };

  const openCamera = () => {
    if (!cameraSupported()) {
      showToast({ title: t('toast.cameraUnsupportedTitle'), description: t('toast.cameraUnsupportedText'), variant: 'destructive' });
      return;
    }
    setCameraOpen(true);
  };

  const busy = ocr.isReading || isSolving;

  return (
    <div className="space-y-4">
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) accept(file);
        }}
      />
      {selected ? (
        <div className="space-y-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium" data-testid="image-file-name">
                {selected.file.name}
              </p>
              <p className="text-sm text-muted-foreground">{t('image.size', { size: sizeInMb(selected.file.size) })}</p>
            </div>
            <Button type="button" variant="ghost" size="icon" onClick={clear} aria-label={t('image.clear')} disabled={busy}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <RegionSelector
            active={cropping}
            region={cropping ? cropRegion : null}
            onRegionChange={setCropRegion}
            label={t('image.cropArea')}
            className="mx-auto w-fit max-w-full rounded-lg border bg-muted"
          >
            <img src={selected.url} alt={t('image.previewAlt')} className="block max-h-[28rem] max-w-full select-none object-contain" draggable={false} data-testid="image-preview" />
            {ocr.isReading && (
              <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/80 text-sm font-medium">
                <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
                {t('image.processing')}
              </div>
            )}
          </RegionSelector>
          {cropping && <p className="text-sm text-muted-foreground">{t('image.cropHint')}</p>}
          <div className="flex flex-wrap gap-2">
            {cropping ? (
              <>
                <Button type="button" onClick={() => void applyCrop()} disabled={!cropRegion || busy}>
                  <Check aria-hidden="true" />
                  {t('image.applyCrop')}
                </Button>
                <Button type="button" variant="outline" onClick={() => (setCropping(false), setCropRegion(null))}>
                  {t('image.cancelCrop')}
                </Button>
              </>
            ) : (
              <>
                <Button type="button" variant="outline" onClick={() => setCropping(true)} disabled={busy}>
                  <Crop aria-hidden="true" />
                  {t('image.crop')}
                </Button>
                <Button type="button" variant="outline" onClick={() => picker.current?.click()} disabled={busy}>
                  <RefreshCw aria-hidden="true" />
                  {t('image.replace')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : (
        <DropZone title={t('image.dropTitle')} hint={t('image.dropHint')} onFile={accept} disabled={busy} testId="image-drop-zone">
          <Button type="button" onClick={() => picker.current?.click()} disabled={busy}>
            <ImageUp aria-hidden="true" />
            {t('image.choose')}
          </Button>
          <Button type="button" variant="outline" onClick={openCamera} disabled={busy}>
            <Camera aria-hidden="true" />
            {t('image.useCamera')}
          </Button>
        </DropZone>
      )}
      <ReadTextBox
        id="extracted-text"
        label={t('image.extracted')}
        placeholder={t('image.extractedPlaceholder')}
        value={extracted}
        onChange={(text) => {
          setExtracted(text);
          onTextChange(text);
        }}
        disabled={isSolving}
      />
      <CameraDialog open={cameraOpen} onOpenChange={setCameraOpen} onCapture={accept} />
    </div>
  );
}
