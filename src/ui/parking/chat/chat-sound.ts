// The sound of a pushed chat message (spec 3 §4): a short two-note chime made with the Web Audio API, so no
// sound file ships with the console. Browsers allow it once the page has had a click or a key, which a console
// in use has; where audio is unavailable (or refused) the message still shows, silently.
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

export function playChime(): void {
  const Audio = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Audio) return;
  try {
    context ??= new Audio();
    const start = context.currentTime;
    for (const [offset, frequency] of [[0, 880], [0.12, 1320]] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.25);
    }
  } catch {
    // No audio output: the badge and the message are enough.
  }
}
