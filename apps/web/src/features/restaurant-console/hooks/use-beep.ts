import { useCallback, useRef, useState } from 'react';

/**
 * A short two-tone beep through Web Audio, for a new order. Browsers only let a page make sound after
 * a gesture (autoplay policy), so the sound starts off and the "enable sound" button creates and
 * resumes the AudioContext inside its click. `beeps` counts the beeps played (shown to tests).
 */
export function useBeep() {
  const context = useRef<AudioContext | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [beeps, setBeeps] = useState(0);

  const play = useCallback(() => {
    const audio = context.current;
    if (!audio || audio.state !== 'running') return;
    [0, 0.25].forEach((offset, i) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = i === 0 ? 880 : 1175;
      gain.gain.setValueAtTime(0.2, audio.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + offset + 0.2);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + offset);
      oscillator.stop(audio.currentTime + offset + 0.22);
    });
    setBeeps((count) => count + 1);
  }, []);

  const toggle = useCallback(async () => {
    if (enabled) {
      await context.current?.suspend();
      setEnabled(false);
      return;
    }
    context.current ??= new AudioContext();
    await context.current.resume();
    setEnabled(context.current.state === 'running');
  }, [enabled]);

  return { enabled, toggle, play, beeps };
}
