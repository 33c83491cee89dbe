import { useParams } from 'react-router';

// The rest of the admin area comes in a later issue. Until then each of its addresses says what it will be and
// that it is not here yet, rather than showing a broken or empty screen.

function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <title>{`${title} | Admin | Tressa`}</title>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-stone-700">This part of the admin area arrives in a coming release.</p>
    </section>
  );
}

export const AdminProductsPage = () => <ComingSoon title="All Products" />;
export function AdminProductFormPage() {
  const { id } = useParams();
  return <ComingSoon title={id === 'ADD' ? 'Add Products' : 'Edit Product'} />;
}
export const AdminOrdersPage = () => <ComingSoon title="All Orders" />;
export const AdminOrderDetailsPage = () => <ComingSoon title="Order Details" />;
