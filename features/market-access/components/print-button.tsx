'use client';

/** Opens the browser's print dialog: the print style sheet turns the page into the report. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="button button-primary"
      data-testid="print-report"
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
