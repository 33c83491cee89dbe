import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The orders module owns the order's whole life (decision 019): no other server code writes the order tables, and
// the payment provider is a port the orders module calls, so nothing in payments imports orders.

const SERVER = path.resolve(import.meta.dirname, '../..');
const ORDERS = path.join(SERVER, 'modules', 'orders');
const ORDER_TABLES = ['orders', 'orderLines', 'orderStatusHistory', 'orderRefunds', 'orderRefundLines'];
const WRITE = new RegExp(`\\.(insert|update|delete)\\(\\s*(${ORDER_TABLES.join('|')})\\s*\\)`, 'g');

// Test support builds orders of every kind straight into the tables, as fixtures; it is not the shop's code.
const TEST_SUPPORT = path.join(SERVER, 'testing');

/** The shop's server code: every .ts file but tests and test support. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (file === TEST_SUPPORT) return [];
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the orders module owns the order tables', () => {
  it('is the only server code that writes them', () => {
    const all = sources(SERVER);
    const writes = (file: string) => [...readFileSync(file, 'utf8').matchAll(WRITE)].map((m) => m[0]);
    const elsewhere = all
      .filter((file) => !file.startsWith(`${ORDERS}${path.sep}`))
      .flatMap((file) => writes(file).map((call) => `${path.relative(SERVER, file)}: ${call}`));
    expect(elsewhere).toEqual([]);
    // The check would see a write: the orders module's own are found.
    expect(all.filter((file) => file.startsWith(ORDERS)).flatMap(writes)).toContain('.insert(orders)');
  });

  it('is not imported by the payments module', () => {
    const payments = sources(path.join(SERVER, 'modules', 'payments'));
    expect(payments.length).toBeGreaterThan(0);
    const importing = payments.filter((file) => /from '\.\.\/orders\//.test(readFileSync(file, 'utf8')));
    expect(importing.map((file) => path.relative(SERVER, file))).toEqual([]);
  });
});
