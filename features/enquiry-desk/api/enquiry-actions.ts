'use client';

import { http } from '@/lib/http/client';

// The console's changes to one enquiry (issue 13); each answers the enquiry after the change.

/** PUT /api/staff/enquiries/{id}/owner */
export const saveOwner = (id: number, ownerId: number | null) =>
  http.put(`/staff/enquiries/${id}/owner`, { owner_id: ownerId });

/** POST /api/staff/enquiries/{id}/status */
export const moveStatus = (id: number, status: number, note: string) =>
  http.post(`/staff/enquiries/${id}/status`, { status, note });

/** POST /api/staff/enquiries/{id}/replies */
export const sendReply = (id: number, message: string) =>
  http.post(`/staff/enquiries/${id}/replies`, { message });

/** POST /api/staff/consultations/{id}/handled */
export const markHandled = (id: number) => http.post(`/staff/consultations/${id}/handled`);
