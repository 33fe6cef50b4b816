// The numbers of the product and service pages without zod, for their client code (the schemas
// and their rules live in ./schemas.ts and ./constants.ts).

import type { OfferingKind } from './offering-schemas';

/** part 3 §4 "Add product: success dialog after 0.5 s, add service after 1 s". */
export const ADD_SUCCESS_DELAY_MS: Record<OfferingKind, number> = { products: 500, services: 1000 };
/** part 3 §4 and §9: then to /profile after 2 s. */
export const ADD_REDIRECT_DELAY_MS = 2000;

/** The pages of each kind (part 3 §2 "Routes"), without the locale prefix. */
export const OFFERING_PATHS = {
  products: { list: '/my-products', add: '/add-product', editBase: '/profile/my-products' },
  services: { list: '/my-services', add: '/add-service', editBase: '/profile/my-services' },
} as const satisfies Record<OfferingKind, { list: string; add: string; editBase: string }>;

export const offeringEditPath = (kind: OfferingKind, id: number) =>
  `${OFFERING_PATHS[kind].editBase}/${id}/edit`;

/** The edit page of the member's company (the company forms' page). */
export const companyEditPath = (id: number) => `/profile/my-company/${id}/edit`;
