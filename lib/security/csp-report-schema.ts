import { z } from 'zod';

// The body browsers send to a CSP report-uri (application/csp-report or JSON).
export const cspReportSchema = z.object({
  'csp-report': z
    .object({
      'document-uri': z.string().max(2000).optional(),
      'violated-directive': z.string().max(500).optional(),
      'effective-directive': z.string().max(500).optional(),
      'blocked-uri': z.string().max(2000).optional(),
      'source-file': z.string().max(2000).optional(),
      'line-number': z.number().int().optional(),
    })
    .loose(),
});
