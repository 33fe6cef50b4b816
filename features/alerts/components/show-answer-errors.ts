import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The API's 422 on the form's fields, the first message of each (the error reader loads with the
 * failure: it brings zod, which the page does not ship).
 */
export async function showAnswerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): Promise<void> {
  const { fieldErrorsOf } = await import('@/lib/http/error-text');
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const first = messages[0];
    if (first)
      setError(field as Path<T>, { message: first.includes('.') ? first : 'rules.invalid' });
  }
}
