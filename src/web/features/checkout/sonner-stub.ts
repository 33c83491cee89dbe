import { vi } from 'vitest';

/**
 * The checkout page tests' stand-in for sonner's toasts, so a test can read what was said:
 * `vi.mock('sonner', () => import('../sonner-stub.ts'))`.
 */
export const toast = {
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  dismiss: vi.fn(),
  getToasts: () => [],
};
