import { vi } from 'vitest';

import type { ReadinessQuestion } from '@/features/lookups/schemas';
import { http } from '@/lib/http/client';
import type { User } from '@/lib/session/user';

import { answer, apiError } from '../enquiries/enquiry-test-utils';

// Two sections of GET /api/enquiries-questions, answered in sort order (ids out of order on purpose).
export const QUESTIONS: ReadinessQuestion[] = [
  {
    id: 21,
    question_eng: 'Our company has a written export plan.',
    question_ara: 'لدى شركتنا خطة تصديرية مكتوبة.',
    section_eng: 'Export strategy',
    section_ara: 'استراتيجية التصدير',
    sort_order: 1,
  },
  {
    id: 7,
    question_eng: 'Senior management is committed to exporting.',
    question_ara: 'الإدارة العليا ملتزمة بالتصدير.',
    section_eng: 'Export strategy',
    section_ara: 'استراتيجية التصدير',
    sort_order: 2,
  },
  {
    id: 30,
    question_eng: 'We can finance larger export orders.',
    question_ara: 'نستطيع تمويل طلبات تصدير أكبر.',
    section_eng: 'Finance',
    section_ara: 'التمويل',
    sort_order: 3,
  },
];

/** GET /user (the member, or 401 for a visitor) and GET /enquiries-questions; POST spied. */
export function mockReadinessHttp({ user }: { user: User | null }) {
  const get = vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    if (url === '/enquiries-questions') return answer(QUESTIONS);
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  const post = vi.spyOn(http, 'post').mockResolvedValue(answer({ id: 314 }));
  return { get, post };
}
