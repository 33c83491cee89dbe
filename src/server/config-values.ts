import { isIP } from 'node:net';
import { z } from 'zod';

// How config.ts reads the settings that are more than a number or a word.

/** TRUST_PROXY: off, a hop count, or the proxies' addresses and CIDR ranges (never "trust everyone"). */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'off') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        `TRUST_PROXY must be off, a hop count, or your proxies' addresses/CIDR ranges (not ${bad.join(', ')}); ` +
        'trusting every sender would let any client choose its own address',
    });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}
