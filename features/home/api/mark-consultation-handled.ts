'use client';

// The console's one change to a consultation request (issue 13), from the version the list showed
// (a stale one answers 409). axios comes with the first change.

/** POST /api/staff/consultations/{id}/handled */
export async function markConsultationHandled(id: number, version: number): Promise<void> {
  const { http } = await import('@/lib/http/client');
  await http.post(`/staff/consultations/${id}/handled`, { version });
}
