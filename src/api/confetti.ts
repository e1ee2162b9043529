import confetti from 'canvas-confetti';

// The celebration's confetti (spec section 9: 3 seconds). canvas-confetti draws on its own full-screen canvas;
// the worker is off because the site's CSP allows no blob: workers.

let cannon: confetti.CreateTypes | null = null;

function getCannon(): confetti.CreateTypes {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false });
  return cannon;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Fires bursts from both sides until `durationMs` has passed; resolves when the last burst is out. */
export function playConfetti(durationMs: number): Promise<void> {
  if (prefersReducedMotion()) return Promise.resolve();
  const fire = getCannon();
  const end = Date.now() + durationMs;
  return new Promise((resolve) => {
    const frame = () => {
      void fire({ particleCount: 4, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, zIndex: 2000 });
      void fire({ particleCount: 4, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, zIndex: 2000 });
      if (Date.now() < end) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
}

export function stopConfetti(): void {
  cannon?.reset();
}
