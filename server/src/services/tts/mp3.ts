import { Mp3Encoder } from '@breezystack/lamejs';

/** Speech needs little bandwidth: ~32 kbit/s mono keeps a one-minute explanation near 240 KB. */
const KBPS = 32;
const FRAME = 1152;

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** Reads a PCM 16-bit WAV (what espeak-ng and festival write), mixing stereo down to mono. */
export function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(wav[at], wav[at + 1], wav[at + 2], wav[at + 3]);
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let offset = 12;
  let channels = 1;
  let sampleRate = 22050;
  let bits = 16;
  while (offset + 8 <= wav.length) {
    const id = tag(offset);
    // Streaming writers leave the data size at 0 or 0xFFFFFFFF: take the rest of the file then.
    let size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`Unsupported WAV sample size: ${bits} bits`);
      if (size === 0 || body + size > wav.length) size = wav.length - body;
      const frames = Math.floor(size / 2 / channels);
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += view.getInt16(body + (i * channels + c) * 2, true);
        samples[i] = Math.round(sum / channels);
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data');
}

export function encodeMp3({ samples, sampleRate }: Pcm): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, KBPS);
  const chunks: Buffer[] = [];
  // lamejs hands back signed byte views; Buffer wants them as plain bytes.
  const keep = (out: ArrayBufferView) => {
    if (out.byteLength) chunks.push(Buffer.from(out.buffer, out.byteOffset, out.byteLength));
  };
  for (let i = 0; i < samples.length; i += FRAME) keep(encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  keep(encoder.flush());
  return Buffer.concat(chunks);
}

export function wavToMp3(wav: Uint8Array): { audio: Buffer; durationMs: number } {
  const pcm = readWav(wav);
  return { audio: encodeMp3(pcm), durationMs: Math.round((pcm.samples.length / pcm.sampleRate) * 1000) };
}
