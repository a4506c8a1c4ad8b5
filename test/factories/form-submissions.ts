/** Valid bodies for the four form endpoints; tests override fields to make them invalid. */
export const validSupportRequest = (overrides: Record<string, unknown> = {}) => ({
  email: 'jane.doe@harness-works.example',
  firstName: 'Jane',
  lastName: 'Doe',
  company: 'Harness Works Ltd',
  country: 'GB',
  product: 'CrimpCenter 64',
  serialNumber: 'KX-4100-2023',
  message: 'The crimp height drifts by 0.02 mm after an hour of production.',
  privacyAccepted: true,
  site: 'main',
  locale: 'en',
  ...overrides,
});

export const validAddress = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Max',
  lastName: 'Muster',
  company: 'Kabelwerk Muster GmbH',
  address: 'Industriestrasse 12',
  city: 'Wuppertal',
  state: 'Nordrhein-Westfalen',
  zipCode: '42103',
  country: 'DE',
  ...overrides,
});

export const validServiceRequest = (overrides: Record<string, unknown> = {}) => ({
  ...validAddress(),
  email: 'max.muster@kabelwerk.example',
  telephone: '+49 202 123456',
  requestedService: 'repair',
  reason: 'breakdown',
  subject: 'Stripping unit stops with error E42',
  description: 'Since Monday the stripping unit stops after a few hundred wires.\nError E42 on the display.',
  machineName: 'Omega 750',
  serialNumber: 'OM-750-1187',
  warranty: 'yes',
  serviceContract: 'unknown',
  contactLocation: 'wuppertal-de',
  privacyAccepted: true,
  site: 'main',
  locale: 'de',
  ...overrides,
});

export const validContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.com',
  country: 'ES',
  message: 'Do you have a distributor in Valencia?',
  privacyAccepted: true,
  ...overrides,
});

export const validWhitepaper = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Li',
  lastName: 'Wei',
  email: 'li.wei@example.com',
  company: 'Shenzhen Cable Co.',
  country: 'CN',
  whitepaperId: 'smart-wire-processing',
  privacyAccepted: true,
  ...overrides,
});
