import type { eventModes, eventTypes } from '@/lib/db/schema';

// part 2 §7 events-type and events-mode: the kinds of event JEDCO lists and how they are held.

export const eventTypesSeed: (typeof eventTypes.$inferInsert)[] = [
  { id: 1, name_eng: 'Trade fair and exhibition', name_ara: 'معرض تجاري' },
  { id: 2, name_eng: 'Trade mission', name_ara: 'بعثة تجارية' },
  { id: 3, name_eng: 'Workshop', name_ara: 'ورشة عمل' },
  { id: 4, name_eng: 'Webinar', name_ara: 'ندوة عبر الإنترنت' },
  { id: 5, name_eng: 'Conference and forum', name_ara: 'مؤتمر ومنتدى' },
  { id: 6, name_eng: 'Business-to-business meetings', name_ara: 'لقاءات أعمال ثنائية' },
];

export const eventModesSeed: (typeof eventModes.$inferInsert)[] = [
  { id: 1, name_eng: 'In person', name_ara: 'حضوري' },
  { id: 2, name_eng: 'Online', name_ara: 'عن بُعد' },
  { id: 3, name_eng: 'Hybrid', name_ara: 'مدمج (حضوري وعن بُعد)' },
];
