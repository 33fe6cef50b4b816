/** The public screening's page (issue 47), without locale prefix. */
export const SCREENING_PATH = '/screening';
