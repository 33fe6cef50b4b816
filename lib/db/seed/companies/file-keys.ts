// The storage keys of the sample companies' files, all under `seed/` (lib/storage isStorageKey).
// The rows store these keys; seedCompanyFiles (files.ts) writes the files at start-up.

export const SEED_FILES_PREFIX = 'seed/';

export const seedFileKeys = {
  logo: (companyId: number) => `seed/companies/${companyId}/logo.webp`,
  profile: (companyId: number) => `seed/companies/${companyId}/profile.pdf`,
  certificate: (certificateId: number) => `seed/certificates/${certificateId}.pdf`,
  productImage: (productId: number) => `seed/products/${productId}.webp`,
  productCertificate: (productId: number) => `seed/products/${productId}-certificate.pdf`,
  serviceImage: (serviceId: number) => `seed/services/${serviceId}.webp`,
  serviceCertificate: (serviceId: number) => `seed/services/${serviceId}-certificate.pdf`,
};
