// Cache tags of the public pages' data; a change to the content re-validates its tag.
export const CACHE_TAGS = {
  navigation: 'navigation',
  contact: 'contact',
} as const;

// Safety net: cached content is refreshed at least this often even without a re-validation.
export const CONTENT_REVALIDATE_SECONDS = 3600;
