import Link from 'next/link';

import './globals.css';

// Requests outside the locale routes (the proxy skips paths with a file extension).
export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body
        style={{
          fontFamily: 'Inter, system-ui, sans-serif',
          textAlign: 'center',
          padding: '4rem 1rem',
        }}
      >
        <h1>404 Not Found</h1>
        <p>This page could not be found</p>
        <p>
          <Link href="/">Jordan Exports</Link>
        </p>
      </body>
    </html>
  );
}
