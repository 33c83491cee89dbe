import { type KeyboardEvent, type MouseEvent, type PointerEvent, useState } from 'react';
import { MAX_STARS, ratingText, STAR_STEP } from '#shared/rating.ts';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-9' } as const;
type Size = keyof typeof SIZES;

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

function Star({ fill, size }: { fill: number; size: Size }) {
  return (
    <span className={`relative inline-block shrink-0 ${SIZES[size]}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={`absolute inset-0 ${SIZES[size]}`}>
        <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.6} className="text-stone-500" />
      </svg>
      {/* The filled star, cut to the fraction shown: half a star is its left half. */}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={`max-w-none ${SIZES[size]}`}>
          <path d={STAR_PATH} className="fill-amber-400 stroke-amber-700" strokeWidth={1.6} />
        </svg>
      </span>
    </span>
  );
}

const STAR_INDEXES = Array.from({ length: MAX_STARS }, (_, i) => i);

/** Five stars, each full, part-filled or empty for `value` (which may be an average such as 3.8). */
function Stars({ value, size }: { value: number; size: Size }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-hidden="true">
      {STAR_INDEXES.map((i) => (
        <Star key={i} size={size} fill={Math.min(1, Math.max(0, value - i))} />
      ))}
    </span>
  );
}

const clamp = (v: number) => Math.min(MAX_STARS, Math.max(0, v));

/** The value under the pointer: the left half of a star is a half, the right half a whole one. */
function valueAt(e: { clientX: number; currentTarget: Element }): number {
  const box = e.currentTarget.getBoundingClientRect();
  const ratio = box.width > 0 ? (e.clientX - box.left) / box.width : 0;
  const halves = Math.ceil(ratio * MAX_STARS * 2);
  return clamp(Math.max(1, halves) * STAR_STEP);
}

const KEY_STEPS: Record<string, (v: number) => number> = {
  ArrowRight: (v) => v + STAR_STEP,
  ArrowUp: (v) => v + STAR_STEP,
  ArrowLeft: (v) => v - STAR_STEP,
  ArrowDown: (v) => v - STAR_STEP,
  PageUp: (v) => v + 1,
  PageDown: (v) => v - 1,
  Home: () => 0,
  End: () => MAX_STARS,
};

type ReadOnlyProps = { readOnly: true; value: number; size?: Size; className?: string };
type InputProps = {
  readOnly?: false;
  value: number;
  onChange: (value: number) => void;
  /** The id of the visible label. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  size?: Size;
  className?: string;
};

/**
 * The star rating (docs/product.md#reviews, docs/product.md#accessibility). Read-only, it is an image named 'Rated 4.5
 * out of 5'. As an input it is a WAI-ARIA slider from 0 to 5 in halves: arrow keys step by half a star, Page Up/Down by
 * one, Home and End go to 0 and 5; a pointer previews the value under it, and clicking the value already chosen clears
 * it to 0.
 */
export function StarRating(props: ReadOnlyProps | InputProps) {
  if (props.readOnly) {
    return (
      <span role="img" aria-label={`Rated ${ratingText(props.value)}`} className={props.className}>
        <Stars value={props.value} size={props.size ?? 'sm'} />
      </span>
    );
  }
  return <StarSlider {...props} />;
}

function StarSlider({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  size = 'lg',
  className,
}: InputProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;

  const onKeyDown = (e: KeyboardEvent) => {
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    onChange(clamp(step(value)));
  };
  // Touch has no hover: a finger's move is a scroll or a tap, not a preview.
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'touch') setPreview(valueAt(e));
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const chosen = valueAt(e);
    onChange(chosen === value ? 0 : chosen);
  };

  return (
    <div className={`flex items-center gap-3 ${className ?? ''}`}>
      <div
        role="slider"
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-valuemin={0}
        aria-valuemax={MAX_STARS}
        aria-valuenow={value}
        aria-valuetext={ratingText(value)}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setPreview(null)}
        onClick={onClick}
        className="cursor-pointer touch-manipulation rounded-md select-none"
      >
        <Stars value={shown} size={size} />
      </div>
      {/* What the stars show, in words, for sighted users; the slider tells screen readers itself. */}
      <span aria-hidden="true" className="text-sm font-medium text-stone-700 tabular-nums">
        {ratingText(shown)}
      </span>
    </div>
  );
}
