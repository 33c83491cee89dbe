// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LOW_STOCK } from '#shared/contract/admin-dashboard.ts';
import { LowStockList } from './low-stock-list.tsx';

afterEach(cleanup);

const renderList = (items: Parameters<typeof LowStockList>[0]['items']) =>
  render(
    <MemoryRouter>
      <LowStockList items={items} />
    </MemoryRouter>,
  );

describe('LowStockList', () => {
  it('names each length to restock with its SKU for the shelf, linking to its product’s form', () => {
    renderList([
      { productId: 'body-wave', name: 'Body Wave Bundle', length: '22"', sku: 'body-wave-22in', stock: 0 },
      { productId: 'kinky-curly', name: 'Kinky Curly Bundle', length: '14"', sku: 'KC-14', stock: 3 },
    ]);
    const list = screen.getByRole('region', { name: 'Low stock' });
    const [sold, low] = within(list).getAllByRole('listitem');
    expect(sold?.textContent).toBe('Body Wave Bundle (22") SKU body-wave-22inOut of stock');
    expect(
      within(sold as HTMLElement)
        .getByRole('link', { name: 'Body Wave Bundle (22")' })
        .getAttribute('href'),
    ).toBe('/admin/add-product/body-wave');
    expect(low?.textContent).toBe('Kinky Curly Bundle (14") SKU KC-143 left');
  });

  it('says so when every length has enough', () => {
    renderList([]);
    expect(screen.getByText(`Every length has more than ${LOW_STOCK} left.`)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
