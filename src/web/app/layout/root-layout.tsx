import { useEffect, useState } from 'react';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { AdminBanner } from '#web/features/admin/components/admin-banner.tsx';
import { replayHeldTaps } from '#web/lib/held-taps.ts';
import { LiveUpdates } from '#web/lib/live-updates.tsx';
import { Footer } from './footer.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { TopBar } from './top-bar.tsx';

// Most page loads finish in a few milliseconds once their code is cached; flashing a full-screen overlay for
// those looks like a glitch, so it appears only when a load takes longer than this.
const OVERLAY_DELAY_MS = 200;

/**
 * Every page opened by typing or following an outside link gets the key 'default', so by default a fresh load
 * of one page would restore the scroll position saved for another. Those entries are keyed by address instead;
 * entries created inside the app keep their unique key, so Back and Forward still return to the right spot.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

function useDelayed(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return shown;
}

/** The frame of every storefront page. */
export function RootLayout() {
  const navigating = useNavigation().state === 'loading';
  // Marks the page as live (hydrated, or drawn in the browser), which ends the holding of taps, then replays the
  // taps held until now (a rendered page's inline script holds them).
  useEffect(() => {
    document.documentElement.dataset.live = '';
    replayHeldTaps();
  }, []);
  const showOverlay = useDelayed(navigating, OVERLAY_DELAY_MS);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <AdminBanner />
      <TopBar />
      {/* tabIndex -1 lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} aria-busy={navigating} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <LiveUpdates />
      {showOverlay && <LoadingOverlay />}
      <LoginDialog />
      {/* New pages start at the top; Back and Forward return to where the visitor was. */}
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
