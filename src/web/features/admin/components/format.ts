// How the admin pages show dates and order numbers.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The order number as the customer's e-mails show it (shared with the server's e-mails and packing slips). */
export { shortOrderNumber } from '#shared/order-number.ts';
