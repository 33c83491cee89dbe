import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '#web/components/ui/icons.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';

export const HEADLINE_WORDS = ['Human Hairs', 'Extensions', 'General Hair Products'] as const;
export const ROTATE_MS = 2000;

/**
 * The home headline whose last words change every 2 s (docs/product.md#screens). Screen readers get one stable sentence
 * naming all three instead of a live region that would interrupt every two seconds; the changing words are visual only.
 * A pause button stops the movement (WCAG 2.2.2). With reduced motion the words still change, without the fade.
 */
/** `eyebrow` is the small line above the headline; the pause button shares its row so the headline keeps the full width. */
export function RotatingHeadline({ eyebrow }: { eyebrow: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const wordRef = useRef<HTMLSpanElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % HEADLINE_WORDS.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each word change, which `index` signals.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (reducedMotion) return;
    wordRef.current?.animate(
      [
        { opacity: 0, transform: 'translateY(0.35em)' },
        { opacity: 1, transform: 'translateY(0)' },
      ],
      { duration: 450, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    );
  }, [index]);

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        {eyebrow}
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Resume the changing headline' : 'Pause the changing headline'}
          className="shrink-0 rounded-full border border-brand-200 bg-white/70 p-2 text-brand-800 hover:bg-white"
        >
          {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        </button>
      </div>
      <h1 className="mt-4 font-display text-4xl leading-tight text-brand-900 sm:text-5xl">
        <span className="sr-only">
          Your destination for {HEADLINE_WORDS.slice(0, -1).join(', ')} and {HEADLINE_WORDS.at(-1)}
        </span>
        <span aria-hidden="true">
          Your destination for
          {/* Every word sits in the same grid cell, so the cell is as big as the longest and nothing below jumps. */}
          <span className="grid">
            {HEADLINE_WORDS.map((word, i) => (
              <span
                key={word}
                ref={i === index ? wordRef : undefined}
                className={`[grid-area:1/1] text-brand-700 italic ${i === index ? '' : 'invisible'}`}
              >
                {word}
              </span>
            ))}
          </span>
        </span>
      </h1>
    </div>
  );
}
