/** A shopper's address in Inverness, as the checkout form sends it: for API tests and journeys alike. */
export const ADDRESS = {
  first_name: 'Morag',
  last_name: 'MacLeod',
  email: 'morag@example.com',
  phone: '01463 123456',
  address_1: '12 Castle Street',
  address_2: '',
  city: 'Inverness',
  postcode: 'IV2 3EA',
  country: 'GB',
  state: '',
};
