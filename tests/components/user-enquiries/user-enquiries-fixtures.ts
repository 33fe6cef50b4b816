import type { UserEnquiry } from '@/features/enquiries/schemas';

// A member's enquiries as the API answers them, for user-enquiries-view.test.tsx.

export const STATUS = {
  10: ['New', 'جديد'],
  30: ['Pending', 'قيد الانتظار'],
  60: ['Closed', 'مغلق'],
} as const;

export function enquiry(id: number, code: keyof typeof STATUS, enqType = 2): UserEnquiry {
  return {
    id,
    enq_type: enqType,
    type_name: enqType === 2 ? 'Business Matchmaking' : 'Other Enquiries',
    type_name_ara: enqType === 2 ? 'التوفيق بين الأعمال' : 'استفسارات أخرى',
    type: { title: 'Business Matchmaking' },
    date: `2026-03-${String((id % 28) + 1).padStart(2, '0')} 10:11:12.345678`,
    updated_at: '2026-04-01T07:00:05.120Z',
    status: { iid: code },
    status_name: STATUS[code][0],
    status_name_ara: STATUS[code][1],
    enq_status: code,
  };
}

// 23 enquiries: ids 1–23; 5 closed (ids 1–5), 6 pending (6–11), the rest new.
export const LIST = Array.from({ length: 23 }, (_, index) => {
  const id = index + 1;
  return enquiry(id, id <= 5 ? 60 : id <= 11 ? 30 : 10, id === 7 ? 7 : 2);
});

export const DETAIL = {
  ...enquiry(7, 30, 7),
  data: {
    enq_type: 2,
    name: 'Lina Haddad',
    job_title: 'Export manager',
    company: 'Dead Sea Foods',
    industry: 4,
    country: 81,
    type_of_client: 2,
    phone: '0791234567',
    description: 'We look for distributors.',
    agreements: true,
    email: 'lina@example.jo',
    date: '2026-03-08 10:11:12',
  },
  answers: null,
  labels: {
    industry: { name_eng: 'Food industries', name_ara: 'الصناعات الغذائية' },
    country: { name_eng: 'Germany', name_ara: 'ألمانيا' },
    type_of_client: { name_eng: 'Distributor', name_ara: 'موزّع' },
  },
  conversation: [
    { id: 31, date: '2026-03-09T07:00:00.000Z', message: 'Thank you, we are on it.' },
    {
      id: 35,
      date: '2026-03-10T08:30:00.000Z',
      message: 'Two distributors:\n<img src=x onerror=alert(1)>',
    },
  ],
};

export const READINESS = {
  ...enquiry(8, 30, 3),
  type_name: 'Initial Export Readiness Assessment',
  data: { enq_type: 3, email: 'lina@example.jo', date: '2026-03-09 10:11:12' },
  answers: [
    {
      enq_question: 1,
      points: 4,
      section_eng: 'Management',
      section_ara: 'الإدارة',
      question_eng: 'We have an export plan.',
      question_ara: 'لدينا خطة تصدير.',
    },
    {
      enq_question: 2,
      points: 2,
      section_eng: 'Production',
      section_ara: 'الإنتاج',
      question_eng: 'We can raise production.',
      question_ara: 'يمكننا زيادة الإنتاج.',
    },
    {
      enq_question: 3,
      points: 5,
      section_eng: 'Management',
      section_ara: 'الإدارة',
      question_eng: 'Staff speak English.',
      question_ara: 'يتحدث الموظفون الإنجليزية.',
    },
  ],
  labels: {},
};
