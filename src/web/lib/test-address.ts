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
