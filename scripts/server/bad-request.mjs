// The answer to a refused request target, in the portal's error shape and language: 400 for a
// malformed one, 414 for one longer than the portal serves (request-target.mjs).
const TEXT = {
  400: {
    en: {
      title: 'Bad request',
      message: 'The address is not valid. Check it for stray % signs or cut-off characters.',
      home: 'Go to the home page',
    },
    ar: {
      title: 'طلب غير صالح',
      message: 'العنوان غير صالح. تحقّق من عدم وجود علامات % زائدة أو أحرف مقطوعة.',
      home: 'الانتقال إلى الصفحة الرئيسية',
    },
  },
  414: {
    en: {
      title: 'Address too long',
      message:
        'The address is longer than the portal accepts. Shorten it, or start again from the home page.',
      home: 'Go to the home page',
    },
    ar: {
      title: 'العنوان طويل جداً',
      message: 'العنوان أطول مما تقبله البوابة. اختصره، أو ابدأ من جديد من الصفحة الرئيسية.',
      home: 'الانتقال إلى الصفحة الرئيسية',
    },
  },
};

/**
 * @param {{ api: boolean, locale: 'en' | 'ar', requestId: string, problem?: string }} options
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function badRequestAnswer({ api, locale, requestId, problem }) {
  const status = problem === 'too-long' ? 414 : 400;
  const text = TEXT[status][locale];
  const common = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  if (api) {
    return {
      status,
      headers: { ...common, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message: text.message, errors: {}, request_id: requestId }),
    };
  }
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  // Arabic pages write their numbers in Arabic-Indic digits, as the portal's formatters do.
  const code = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-arab' : 'en', {
    useGrouping: false,
  }).format(status);
  const home = locale === 'ar' ? '/ar' : '/';
  const body = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${code} · ${text.title}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;color:#1d2b28;background:#f6f8f7}main{max-width:640px;margin:auto}h1{color:#0f5c4a}a{color:#0f5c4a}</style></head><body><main><h1>${code} · ${text.title}</h1><p>${text.message}</p><p><a href="${home}">${text.home}</a></p><p><small dir="ltr">${requestId}</small></p></main></body></html>`;
  return {
    status,
    headers: { ...common, 'Content-Type': 'text/html; charset=utf-8' },
    body,
  };
}
