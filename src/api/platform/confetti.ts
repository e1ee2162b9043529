import type confetti from 'canvas-confetti';

// The celebration's confetti (spec section 9: 3 seconds). canvas-confetti draws on its own full-screen canvas;
// the worker is off because the site's CSP allows no blob: workers. It is loaded on the first celebration, so
// the other screens do not carry it.

/**
 * Under the dialog (MUI dialogs sit at 1300): the confetti falls behind the celebration, never over its text,
 * which on a phone fills most of the screen.
 */
const CONFETTI_Z = 1200;

let cannon: confetti.CreateTypes | null = null;
/** Bumped by stopConfetti: a celebration still loading or firing ends when it sees a newer one. */
let generation = 0;
let loading: Promise<confetti.CreateTypes> | null = null;

function getCannon(): Promise<confetti.CreateTypes> {
  loading ??= import('canvas-confetti').then(({ default: create }) => {
    cannon = create.create(undefined, { resize: true, useWorker: false });
    return cannon;
  });
  return loading;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Fires bursts from both sides until `durationMs` has passed; resolves when the last burst is out. */
export async function playConfetti(durationMs: number): Promise<void> {
  if (prefersReducedMotion()) return;
  const mine = generation;
  const fire = await getCannon();
  const end = Date.now() + durationMs;
  return new Promise((resolve) => {
    const frame = () => {
      if (generation !== mine) return resolve();
      void fire({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, zIndex: CONFETTI_Z });
      void fire({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, zIndex: CONFETTI_Z });
      if (Date.now() < end) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
}

export function stopConfetti(): void {
  generation += 1;
  cannon?.reset();
}
