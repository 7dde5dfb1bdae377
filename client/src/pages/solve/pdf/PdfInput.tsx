import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { ChevronLeft, ChevronRight, FileUp, Loader2, SquareDashedMousePointer, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadTextBox } from '../ReadTextBox';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import type { InputSourceProps } from '../input-source';
import { DropZone } from '../image/DropZone';
import { sizeInMb, validatePdfFile } from '../image/file-validation';
import type { Region } from '../image/region';
import { RegionSelector } from '../image/RegionSelector';
import { useOcr } from '../image/useOcr';
import { PdfPageCanvas } from './PdfPageCanvas';
import { regionPicture, regionTextFromLayer } from './page-region';
import { openPdf } from './pdfjs';

interface OpenPdf {
  file: File;
  doc: PDFDocumentProxy;
}

/**
 * The PDF tab: the file's real pages (pdf.js), page by page; 'Select Region' lets the user drag a
 * rectangle over the problem. Its text comes from the page's text layer, or, on a scanned page,
 * from OCR of the region's pixels. The text fills the problem box (editable here).
 */
export function PdfInput({ onTextChange, onOcrText, isSolving, resetKey }: InputSourceProps) {
  const { t } = useTranslation('upload');
  const picker = useRef<HTMLInputElement>(null);
  const [pdf, setPdf] = useState<OpenPdf | null>(null);
  const [loading, setLoading] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [region, setRegion] = useState<Region | null>(null);
  const [readingLayer, setReadingLayer] = useState(false);
  const [selectedText, setSelectedText] = useState('');
  const ocr = useOcr();
  const opening = useRef(0);

  const failed = useCallback(
    () => showToast({ title: t('toast.pdfFailedTitle'), description: t('toast.pdfFailedText'), variant: 'destructive' }),
    [t],
  );

  const accept = async (file: File) => {
    const problem = validatePdfFile(file);
    if (problem) {
      showToast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      return;
    }
    const attempt = ++opening.current;
    setLoading(true);
    try {
      const doc = await openPdf(file);
      if (attempt !== opening.current) {
        void doc.destroy();
        return;
      }
      setPdf({ file, doc });
      setPage(null);
      setPageNumber(1);
      setRegion(null);
      setSelecting(false);
      showToast({ title: t('toast.pdfLoadedTitle'), description: t('toast.pdfLoadedText') });
    } catch {
      if (attempt === opening.current) failed();
    } finally {
      if (attempt === opening.current) setLoading(false);
    }
  };

  // The shown page; the document is closed when replaced, cleared or the tab goes away.
  useEffect(() => {
    if (!pdf) return;
    let current = true;
    pdf.doc.getPage(pageNumber).then(
      (p) => current && setPage(p),
      () => current && failed(),
    );
    return () => {
      current = false;
    };
  }, [pdf, pageNumber, failed]);
  useEffect(
    () => () => {
      if (pdf) void pdf.doc.destroy();
    },
    [pdf],
  );

  const clear = useCallback(() => {
    opening.current += 1;
    ocr.cancel();
    setPdf(null);
    setPage(null);
    setLoading(false);
    setRegion(null);
    setSelecting(false);
    setSelectedText('');
  }, [ocr]);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey !== firstReset.current) clear();
  }, [resetKey, clear]);

  const goTo = (next: number) => {
    setPageNumber(next);
    setPage(null);
    setRegion(null);
  };

  const readRegion = async (chosen: Region) => {
    if (!page) return;
    setSelecting(false);
    let text = '';
    try {
      setReadingLayer(true);
      text = await regionTextFromLayer(page, chosen);
    } catch {
      text = '';
    } finally {
      setReadingLayer(false);
    }
    if (text === '') {
      // A scanned page has no text layer: read the region's pixels.
      let picture: string;
      try {
        picture = await regionPicture(page, chosen);
      } catch {
        failed();
        return;
      }
      const read = await ocr.read(picture);
      if (read === null) return;
      text = read;
      onOcrText(read);
    } else {
      onOcrText('');
    }
    setSelectedText(text);
    onTextChange(text);
    showToast({ title: t('toast.regionTitle'), description: t('toast.regionText') });
  };

  const pageCount = pdf?.doc.numPages ?? 0;
  const reading = readingLayer || ocr.isReading;
  const busy = reading || isSolving;

  return (
    <div className="space-y-4">
      <input
        ref={picker}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="pdf-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void accept(file);
        }}
      />
      {pdf ? (
        <div className="space-y-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{pdf.file.name}</p>
              <p className="text-sm text-muted-foreground">{t('image.size', { size: sizeInMb(pdf.file.size) })}</p>
            </div>
            <Button type="button" variant="ghost" size="icon" onClick={clear} aria-label={t('pdf.clear')} disabled={busy}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              type="button"
              variant={selecting ? 'default' : 'outline'}
              aria-pressed={selecting}
              onClick={() => setSelecting((s) => !s)}
              disabled={!page || busy}
            >
              <SquareDashedMousePointer aria-hidden="true" />
              {selecting ? t('pdf.cancelSelect') : t('pdf.selectRegion')}
            </Button>
            {pageCount > 1 && (
              <div className="flex items-center gap-1">
                <Button type="button" variant="ghost" size="icon" onClick={() => goTo(pageNumber - 1)} disabled={pageNumber <= 1 || busy} aria-label={t('pdf.previous')}>
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <span className="min-w-24 text-center text-sm tabular-nums" aria-live="polite" data-testid="pdf-page-number">
                  {t('pdf.page', { page: pageNumber, count: pageCount })}
                </span>
                <Button type="button" variant="ghost" size="icon" onClick={() => goTo(pageNumber + 1)} disabled={pageNumber >= pageCount || busy} aria-label={t('pdf.next')}>
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            )}
          </div>
          {selecting && <p className="text-sm text-muted-foreground">{t('pdf.selectHint')}</p>}
          <RegionSelector
            active={selecting && !busy}
            region={region}
            onRegionChange={setRegion}
            onRegionDone={(chosen) => void readRegion(chosen)}
            label={t('pdf.regionArea')}
            className="rounded-lg border bg-muted"
          >
            {page ? <PdfPageCanvas page={page} label={t('pdf.pageAlt', { page: pageNumber })} /> : <Spinner label={t('pdf.loading')} className="aspect-[3/4] w-full" />}
            {reading && (
              <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/80 text-sm font-medium">
                <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
                {t('pdf.reading')}
              </div>
            )}
          </RegionSelector>
        </div>
      ) : loading ? (
        <Spinner label={t('pdf.loading')} className="rounded-lg border-2 border-dashed p-10" />
      ) : (
        <DropZone title={t('pdf.dropTitle')} hint={t('pdf.dropHint')} onFile={(file) => void accept(file)} testId="pdf-drop-zone">
          <Button type="button" onClick={() => picker.current?.click()}>
            <FileUp aria-hidden="true" />
            {t('pdf.choose')}
          </Button>
        </DropZone>
      )}
      <ReadTextBox
        id="pdf-selected-text"
        label={t('pdf.selectedText')}
        placeholder={t('pdf.selectedPlaceholder')}
        value={selectedText}
        onChange={(text) => {
          setSelectedText(text);
          onTextChange(text);
        }}
        disabled={isSolving}
      />
    </div>
  );
}
