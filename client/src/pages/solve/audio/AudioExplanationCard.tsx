import type { AudioSlotProps } from '../input-source';

/** Slot for the Audio Explanation card of the side panel (spec §2); renders nothing until it lands. */
export function AudioExplanationCard(_props: AudioSlotProps) {
  return null;
}
