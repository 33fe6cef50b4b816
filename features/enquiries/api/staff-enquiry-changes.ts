'use client';

import { staffEnquiryDetailSchema } from '../staff-schemas';

// The console's changes to one enquiry (issue 13). The owner and the status name the version the
// officer saw (a stale one answers 409); a reply adds to the enquiry and names none. Each answers
// the enquiry after the change, whose version the next change starts from. axios comes with the
// first change.

const client = async () => (await import('@/lib/http/client')).http;
const versionOf = (data: unknown) =>
  staffEnquiryDetailSchema.pick({ version: true }).parse(data).version;

/** PUT /api/staff/enquiries/{id}/owner: the new version. */
export async function saveOwner(id: number, ownerId: number | null, version: number) {
  const http = await client();
  const response = await http.put(`/staff/enquiries/${id}/owner`, { owner_id: ownerId, version });
  return versionOf(response.data);
}

/** POST /api/staff/enquiries/{id}/status: the new version. */
export async function moveStatus(id: number, status: number, note: string, version: number) {
  const http = await client();
  const response = await http.post(`/staff/enquiries/${id}/status`, { status, note, version });
  return versionOf(response.data);
}

/** POST /api/staff/enquiries/{id}/replies: the version (a reply leaves it as it is). */
export async function sendReply(id: number, message: string) {
  const http = await client();
  const response = await http.post(`/staff/enquiries/${id}/replies`, { message });
  return versionOf(response.data);
}
