import { Camera, SwitchCamera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { canvasToBlob } from './image-data';

type Facing = 'environment' | 'user';

/** Spec §4/§10: restart 100 ms after switching; JPEG at quality 0.8; ideal 1280×720. */
const RESTART_DELAY_MS = 100;
const CAPTURE_QUALITY = 0.8;

export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

interface CameraDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photo as `camera-capture-{timestamp}.jpg`; it goes through the upload checks. */
  onCapture: (file: File) => void;
}

/**
 * 'Take Photo': the back camera by default, switchable to the front one. Opening starts the
 * camera; closing, capturing or leaving the page stops it.
 */
export function CameraDialog({ open, onOpenChange, onCapture }: CameraDialogProps) {
  const { t } = useTranslation('upload');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const switched = useRef(false);
  const [facing, setFacing] = useState<Facing>('environment');
  const [ready, setReady] = useState(false);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setReady(false);
  };

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const start = async () => {
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = media;
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        setReady(true);
      } catch {
        if (cancelled) return;
        showToast({ title: t('toast.cameraErrorTitle'), description: t('toast.cameraErrorText'), variant: 'destructive' });
        onOpenChange(false);
      }
    };
    // After a switch the previous camera needs a moment to let go of the device.
    const timer = window.setTimeout(() => void start(), switched.current ? RESTART_DELAY_MS : 0);
    switched.current = false;
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop();
    };
  }, [open, facing, onOpenChange, t]);

  const switchCamera = () => {
    switched.current = true;
    setFacing((f) => (f === 'environment' ? 'user' : 'environment'));
  };

  const capture = async () => {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    const blob = await canvasToBlob(canvas, 'image/jpeg', CAPTURE_QUALITY);
    stop();
    onOpenChange(false);
    onCapture(new File([blob], `camera-capture-${Date.now()}.jpg`, { type: 'image/jpeg' }));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('camera.title')}</DialogTitle>
          <DialogDescription>{t('camera.description')}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
          <video ref={video} className="size-full object-contain" playsInline muted data-testid="camera-video" />
          {!ready && <Spinner label={t('camera.starting')} className="absolute inset-0" />}
        </div>
        <div className="flex flex-wrap justify-end gap-2 max-sm:[&>button]:flex-1">
          <Button type="button" variant="outline" onClick={switchCamera}>
            <SwitchCamera aria-hidden="true" />
            {t('camera.switch')}
          </Button>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('camera.close')}
          </Button>
          <Button type="button" onClick={() => void capture()} disabled={!ready}>
            <Camera aria-hidden="true" />
            {t('camera.capture')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
