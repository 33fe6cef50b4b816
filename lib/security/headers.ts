import { TAG_MANAGER_SOURCES } from '../analytics/tag-manager';

// The security baseline sent with every response (pages, API and static files).
const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

type PolicyOptions = {
  production: boolean;
  /** GTM_ID is set: Tag Manager's hosts are allowed (the proxy sends this policy with pages). */
  tagManager?: boolean;
};

export function contentSecurityPolicy({ production, tagManager = false }: PolicyOptions): string {
  // Next's hydration data is inline script; nonces would make every page dynamic and uncacheable,
  // so inline is allowed while external scripts stay limited to our origin and reCAPTCHA.
  const scriptSrc = ["'self'", "'unsafe-inline'", ...RECAPTCHA_SCRIPT_SOURCES];
  if (!production) scriptSrc.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...RECAPTCHA_SCRIPT_SOURCES],
    'frame-src': RECAPTCHA_FRAME_SOURCES,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (tagManager) {
    for (const [name, sources] of Object.entries(TAG_MANAGER_SOURCES)) {
      directives[name] = [...directives[name]!, ...sources];
    }
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders({
  production,
  contentSecurityPolicy: withPolicy = true,
}: {
  production: boolean;
  contentSecurityPolicy?: boolean;
}) {
  const headers = [
    ...(withPolicy
      ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ production }) }]
      : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
  if (production) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    });
  }
  return headers;
}
