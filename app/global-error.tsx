'use client';

import Link from 'next/link';

// Shown when the error page itself fails (part 1 §8); it cannot rely on the layout or messages.
export default function GlobalError() {
  return (
    <html lang="en" dir="ltr">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}
      >
        <h1>An error occurred while showing the error page</h1>
        <p lang="ar" dir="rtl">
          حدث خطأ أثناء عرض صفحة الخطأ
        </p>
        <p>
          <Link href="/">Home</Link> · <Link href="/ar">الرئيسية</Link>
        </p>
      </body>
    </html>
  );
}
