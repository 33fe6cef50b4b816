// The answer to a malformed request target, in the portal's error shape and language.
const TEXT = {
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
};

/**
 * @param {{ api: boolean, locale: 'en' | 'ar', requestId: string }} options
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function badRequestAnswer({ api, locale, requestId }) {
  const text = TEXT[locale];
  const common = { 'Cache-Control': 'no-store', 'X-Request-Id': requestId };
  if (api) {
    return {
      status: 400,
      headers: { ...common, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message: text.message, errors: {}, request_id: requestId }),
    };
  }
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const home = locale === 'ar' ? '/ar' : '/';
  const body = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>400 · ${text.title}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;color:#1d2b28;background:#f6f8f7}main{max-width:640px;margin:auto}h1{color:#0f5c4a}a{color:#0f5c4a}</style></head><body><main><h1>400 · ${text.title}</h1><p>${text.message}</p><p><a href="${home}">${text.home}</a></p><p><small>${requestId}</small></p></main></body></html>`;
  return {
    status: 400,
    headers: { ...common, 'Content-Type': 'text/html; charset=utf-8' },
    body,
  };
}
