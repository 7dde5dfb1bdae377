import { Upload } from 'lucide-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface DropZoneProps {
  title: string;
  hint: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Buttons under the hint (choose a file, use the camera). */
  children?: ReactNode;
  testId?: string;
}

/** A drop target for one file; the buttons inside offer the picker for touch screens. */
export function DropZone({ title, hint, onFile, disabled, children, testId }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors sm:p-8',
        over ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
      )}
    >
      <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
      <div className="space-y-1">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
