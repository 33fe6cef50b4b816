import { beforeEach, describe, expect, it, vi } from 'vitest';

import { moveStatus, saveOwner, sendReply } from '@/features/enquiries/api/staff-enquiry-changes';
import { markConsultationHandled } from '@/features/home/api/mark-consultation-handled';
import { http } from '@/lib/http/client';

vi.mock('@/lib/http/client', () => ({ http: { put: vi.fn(), post: vi.fn() } }));

// No lost update (issue 24): the console's writes name the version the page showed.
describe('the console calls of enquiries and consultation requests', () => {
  beforeEach(() => {
    vi.mocked(http.put)
      .mockReset()
      .mockResolvedValue({ data: { version: 8 } });
    vi.mocked(http.post)
      .mockReset()
      .mockResolvedValue({ data: { version: 8 } });
  });

  it('send the version with the owner and the status move, and answer the new one', async () => {
    await expect(saveOwner(12, null, 3)).resolves.toBe(8);
    expect(http.put).toHaveBeenCalledWith('/staff/enquiries/12/owner', {
      owner_id: null,
      version: 3,
    });
    await expect(moveStatus(12, 70, 'Called', 4)).resolves.toBe(8);
    expect(http.post).toHaveBeenCalledWith('/staff/enquiries/12/status', {
      status: 70,
      note: 'Called',
      version: 4,
    });
  });

  it('send a reply without a version (it adds to the enquiry and changes no field)', async () => {
    await expect(sendReply(12, 'Thanks')).resolves.toBe(8);
    expect(http.post).toHaveBeenCalledWith('/staff/enquiries/12/replies', { message: 'Thanks' });
  });

  it('mark a consultation request handled from its version', async () => {
    await markConsultationHandled(31, 2);
    expect(http.post).toHaveBeenCalledWith('/staff/consultations/31/handled', { version: 2 });
  });
});
