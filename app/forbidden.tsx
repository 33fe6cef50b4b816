// forbidden() outside the console, whose 403 page is app/console/[locale]/forbidden.tsx (no public
// route calls it). Next puts this boundary's output in every page's payload, and its default page
// weighs 1 KB there: this one is a line (issue 31).
export default function RootForbidden() {
  return (
    <html lang="en">
      <body>
        <h1>403 Forbidden</h1>
      </body>
    </html>
  );
}
