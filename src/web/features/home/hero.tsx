import { Link } from 'react-router';
import { RotatingHeadline } from './rotating-headline.tsx';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50">
      {/* Soft colour washes behind the text: decoration only. Radial gradients rather than blurred discs: a blur
          filter over a large area is costly to paint on a phone, before the first view appears. */}
      <div
        aria-hidden="true"
        className="absolute -top-40 -left-40 size-[32rem] bg-radial from-brand-100 to-transparent to-70%"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 -bottom-40 size-[36rem] bg-radial from-amber-100 to-transparent to-70%"
      />

      <div className="relative mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[1.15fr_1fr] md:gap-10 md:py-24">
        <div>
          <RotatingHeadline
            eyebrow={
              <p className="text-sm font-semibold tracking-[0.25em] text-brand-700 uppercase">
                Tressa hair boutique
              </p>
            }
          />
          <p className="mt-6 max-w-lg text-lg text-stone-700">
            Soft, natural-looking human and synthetic hair, extensions, pony tails and frontals, each in the
            length that suits you.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/all"
              className="rounded-full bg-brand-700 px-8 py-3.5 text-lg font-medium text-white shadow-lg shadow-brand-700/20 transition hover:bg-brand-800 hover:shadow-xl"
            >
              Shop Now
            </Link>
            <Link
              to="/contact"
              className="rounded-full border border-brand-700 bg-white/60 px-8 py-3.5 text-lg font-medium text-brand-800 transition hover:bg-white"
            >
              Contact Us
            </Link>
          </div>
        </div>

        <div className="order-first flex justify-center md:order-none md:justify-end">
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-8 bg-radial from-brand-700/25 to-transparent to-70%"
            />
            <img
              src="/logo.svg"
              alt="Tressa hair boutique logo"
              width={240}
              height={240}
              fetchPriority="high"
              className="relative size-44 drop-shadow-xl sm:size-64 lg:size-80"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
