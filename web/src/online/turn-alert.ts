import { createSignal } from 'solid-js';

/**
 * The sound at one's turn: off unless the player turns it on, and the choice is remembered on
 * this device. The tone is made by WebAudio (two short sine notes), so there is no audio file to
 * download.
 */
const KEY = 'fathom.turn-sound';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

const [soundOn, setSoundOnSignal] = createSignal(stored());
export { soundOn };

export function setSoundOn(on: boolean): void {
  setSoundOnSignal(on);
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered, but on (or off) for this visit.
  }
}

let audio: AudioContext | null = null;

/** Two soft rising notes, about a third of a second in all. */
export function playTurnTone(): void {
  const Ctor = window.AudioContext as typeof AudioContext | undefined;
  if (!Ctor) return;
  try {
    audio ??= new Ctor();
    // A context made before any click starts suspended; resuming may be refused: then silence.
    void audio.resume().catch(() => {});
    const start = audio.currentTime + 0.02;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      const t0 = start + i * 0.16;
      osc.type = 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.2, t0 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.15);
      osc.connect(gain).connect(audio.destination);
      osc.start(t0);
      osc.stop(t0 + 0.16);
    }
  } catch {
    // No sound device: the title still says it.
  }
}
