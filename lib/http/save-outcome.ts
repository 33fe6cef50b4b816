// What a member's "save to my account" POST came to (the saved self-assessments, issue 37, and
// the saved landed costs, issue 58): saved (201), the session gone (401), or refused with the
// answer's message (422; other statuses an empty one).

export type SaveOutcome = 'saved' | 'login' | { refused: string };

/** The error answer's message, in the request's language; empty when it has none. */
export async function answerMessageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? '';
}

export async function saveOutcomeOf(response: Response): Promise<SaveOutcome> {
  if (response.status === 201) return 'saved';
  if (response.status === 401) return 'login';
  return { refused: response.status === 422 ? await answerMessageOf(response) : '' };
}
