/**
 * Walks the frames of an MP3 stream (MPEG-1/2/2.5 Layer III) to measure it. Used to check what an
 * engine produced and to report durations for audio we did not encode ourselves.
 */
const BITRATES: Record<'v1' | 'v2', number[]> = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3Info {
  frames: number;
  durationMs: number;
  sampleRate: number;
  /** Average bitrate over the frames, in kbit/s. */
  kbps: number;
}

function skipId3(buf: Uint8Array): number {
  if (buf.length >= 10 && buf[0] === 0x49 && buf[1] === 0x44 && buf[2] === 0x33) {
    const size = ((buf[6] & 0x7f) << 21) | ((buf[7] & 0x7f) << 14) | ((buf[8] & 0x7f) << 7) | (buf[9] & 0x7f);
    return 10 + size;
  }
  return 0;
}

/** Returns null when the bytes hold no valid Layer III frame sequence. */
export function readMp3Info(buf: Uint8Array): Mp3Info | null {
  let offset = skipId3(buf);
  let frames = 0;
  let samples = 0;
  let bytes = 0;
  let sampleRate = 0;
  while (offset + 4 <= buf.length) {
    const b1 = buf[offset + 1];
    const b2 = buf[offset + 2];
    const isSync = buf[offset] === 0xff && (b1 & 0xe0) === 0xe0;
    const version = (b1 >> 3) & 0x03;
    const layer = (b1 >> 1) & 0x03;
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 0x03;
    if (!isSync || version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      if (frames === 0) {
        offset++;
        continue;
      }
      break;
    }
    const rate = SAMPLE_RATES[version][rateIndex];
    const kbps = BITRATES[version === 3 ? 'v1' : 'v2'][bitrateIndex];
    const perFrame = version === 3 ? 1152 : 576;
    const padding = (b2 >> 1) & 0x01;
    const length = Math.floor(((perFrame / 8) * kbps * 1000) / rate) + padding;
    if (length <= 4) break;
    frames++;
    samples += perFrame;
    bytes += length;
    sampleRate = rate;
    offset += length;
  }
  if (frames === 0) return null;
  const seconds = samples / sampleRate;
  return { frames, sampleRate, durationMs: Math.round(seconds * 1000), kbps: Math.round((bytes * 8) / seconds / 1000) };
}
