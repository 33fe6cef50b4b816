// The part of jsdom the tests use (the package ships no types; @types/jsdom is not installed): the
// OWASP test's HTML, the feeds' XML (contentType 'application/xml': a strict XML parser).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
