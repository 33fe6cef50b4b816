// The public addresses of the HS finder and its tree (issue 37), without the locale prefix.

/** The finder: `?q=` and `?page=` in its query (a list view, lib/navigation/list-views.ts). */
export const HS_FINDER_PATH = '/hs-finder';
/** The tree's root: the 21 sections. */
export const HS_BROWSE_PATH = '/hs-finder/browse';

/** A node of the tree: a section by its numeral (XV) or a code of 2, 4 or 6 digits. */
export const hsNodePath = (id: string) => `${HS_BROWSE_PATH}/${id}`;

/** Where an exporter of services turns instead (issue 55): the agency's e-services. */
export const HS_SERVICES_PATH = '/e-services';
/** The contact page (page 190), whose "other enquiries" form reaches the agency's console. */
export const HS_ENQUIRY_PATH = '/pages/190';
/** The anchor of that form on the contact page ("Ask the agency", issue 55). */
export const OTHER_ENQUIRIES_ANCHOR = 'other-enquiries';
