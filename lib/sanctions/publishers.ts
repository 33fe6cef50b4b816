// Where each list is published: the address a screening's answer cites beside the list's name and
// date, so a match can be checked at its source.
export const SANCTIONS_LIST_ADDRESSES = {
  un: 'https://main.un.org/securitycouncil/en/content/un-sc-consolidated-list',
  ofac: 'https://sanctionslist.ofac.treas.gov/Home/SdnList',
} as const satisfies Record<'un' | 'ofac', string>;
