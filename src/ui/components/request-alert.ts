// A new customer's request for the salesman open to requests (spec 1 §4): a desktop notification, when the browser
// was allowed to show them, and a short tone played with the Web Audio API (no sound file to load).
export function showDesktopNotification(title: string, body: string): void {
  if (typeof window === 'undefined' || !('Notification' in window) || window.Notification.permission !== 'granted') return;
  new window.Notification(title, { body, tag: 'nexo-request' });
}

/** Two short beeps; silent where the browser has no audio or blocks it before a user gesture. */
export function playRequestSound(): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    for (const [start, frequency] of [[0, 880], [0.18, 1175]] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + start);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + start + 0.15);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + start);
      tone.stop(audio.currentTime + start + 0.16);
    }
    window.setTimeout(() => void audio.close().catch(() => {}), 600);
  } catch {
    // Audio refused (no device, autoplay policy): the notification and the workspace still show the request.
  }
}
