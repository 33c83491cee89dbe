import { formatPence } from '#shared/money.ts';
import type { ProviderIntent } from './provider.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The pretend bank's 3-D Secure page: a plain, accessible HTML form with Complete and Fail. */
export function bankPage(intent: ProviderIntent, action: string): string {
  const amount = formatPence(intent.amount);
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authenticate your payment | Test bank</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:16px;padding:32px;max-width:26rem;box-shadow:0 10px 30px #0002}
h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5}.row{display:flex;gap:12px;margin-top:24px}
button{font:inherit;font-weight:600;border-radius:999px;padding:12px 20px;border:2px solid #7c2d5b;cursor:pointer}
.ok{background:#7c2d5b;color:#fff}.no{background:#fff;color:#7c2d5b}button:focus-visible{outline:3px solid #1c1917;outline-offset:2px}
</style></head>
<body><main>
<h1>Authenticate your payment</h1>
<p>This is the test bank of the shop's built-in test mode. Your bank asks you to confirm the payment of
<strong>${escapeHtml(amount)}</strong> with the ${escapeHtml(intent.cardBrand ?? 'card')} ending in ${escapeHtml(intent.last4 ?? '••••')}.</p>
<form method="post" action="${escapeHtml(action)}" class="row">
<button class="ok" type="submit" name="outcome" value="complete">Complete</button>
<button class="no" type="submit" name="outcome" value="fail">Fail</button>
</form>
</main></body></html>`;
}
