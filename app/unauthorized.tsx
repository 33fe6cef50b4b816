// unauthorized() is not called anywhere (a visitor is sent to the login page instead). Next puts
// this boundary's output in every page's payload, and its default page weighs 1 KB there: this one
// is a line (issue 31).
export default function RootUnauthorized() {
  return (
    <html lang="en">
      <body>
        <h1>401 Unauthorized</h1>
      </body>
    </html>
  );
}
