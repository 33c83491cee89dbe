/**
 * The order number as people see it (e-mails, the admin's lists, packing slips): the first 8 characters of its id,
 * in capitals. The full id stays the order's key and is shown beside it where a search needs it.
 */
export const shortOrderNumber = (id: string) => id.slice(0, 8).toUpperCase();
