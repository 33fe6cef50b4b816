// The specification's "Success" answer of the edit and subscription calls (part 3 §7).
export const isSuccessAnswer = (data: unknown) =>
  typeof data === 'string' && data.trim() === 'Success';
