/** The address the page tests type, store and show (checkout details, confirmation, order page). */
export const TEST_ADDRESS = {
  name: 'Ada',
  line1: '1 Road',
  line2: 'Flat 2',
  city: 'Leeds',
  zip: 'LS1',
  country: 'UK',
  phone: '0113',
};

/** How a test checkout is delivered, as the server answers it (issue 32): Standard to the UK. */
export const TEST_DELIVERY = {
  country: 'GB',
  countryName: 'United Kingdom',
  methodId: 'standard',
  options: [
    { id: 'standard', name: 'Standard delivery', days: '2–4 working days', cost: 0, freeFrom: 7_500 },
  ],
};

/** An order's delivery as bought. */
export const TEST_ORDER_DELIVERY = {
  method: 'Standard delivery',
  country: 'GB',
  countryName: 'United Kingdom',
};
