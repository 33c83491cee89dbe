// How the admin pages show dates and order numbers.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The order number as the customer's e-mails show it: the first 8 characters of its id, in capitals. */
export const shortOrderNumber = (id: string) => id.slice(0, 8).toUpperCase();
