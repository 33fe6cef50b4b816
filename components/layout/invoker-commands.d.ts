import 'react';

// HTML's invoker commands (`<button command="show-modal" commandfor="id">`): the browser opens and
// closes a dialog on a tap without any script, so the drawer answers before hydration (issue 31).
// React passes the lowercase attributes through; its types do not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merge repeats React's parameter
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close';
    commandfor?: string;
  }
}
