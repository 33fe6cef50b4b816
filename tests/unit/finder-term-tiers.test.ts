import { describe, expect, it } from 'vitest';

import { finderTermTiers, hsCodeTermsOf } from '@/lib/search/finder-term-tiers';
import { finderWordForms } from '@/lib/search/finder-terms';

// Issue 45: where a word stands in an HS code's name (lib/search/finder-term-tiers.ts).

describe('finderTermTiers', () => {
  it('makes the first clause the subject and the words only inside an exclusion minor', () => {
    const cosmetics = finderTermTiers([
      'Cosmetic and toilet preparations; beauty, make-up and skin care preparations (excluding medicaments, including sunscreen or sun tan preparations), manicure or pedicure preparations',
      'محضرات تجميل أو زينة ومحضرات للعناية بالبشرة (عدا الأدوية)، بما فيها محضرات الوقاية من الشمس',
    ]);
    expect(cosmetics.subject).toEqual(expect.arrayContaining(['cosmetic', 'toilet', 'تجميل']));
    expect(cosmetics.minor).toEqual(expect.arrayContaining(['medicaments', 'ادويه', 'الادويه']));
    // "including" ends the exclusion: sunscreen is a mention.
    expect(cosmetics.terms).toContain('sunscreen');
    expect([...cosmetics.subject, ...cosmetics.minor]).not.toContain('sunscreen');
  });

  it('reads "other than", "not" and «غير» as exclusions, but not "whether or not" or "soap or not"', () => {
    const trousers = finderTermTiers([
      "Suits, ensembles, jackets, blazers, trousers (other than swimwear); men's or boys' (not knitted or crocheted)",
    ]);
    expect(trousers.subject).toEqual(expect.arrayContaining(['suits', 'trousers', 'trouser']));
    expect(trousers.minor).toEqual(expect.arrayContaining(['swimwear', 'knitted', 'crocheted']));
    const oil = finderTermTiers([
      'Olive oil and its fractions; whether or not refined, but not chemically modified',
      'زيت الزيتون وأجزاؤه، وإن كان مكرراً، لكن غير معدل كيميائياً',
    ]);
    expect(oil.minor).toEqual(expect.arrayContaining(['chemically', 'modified', 'معدل']));
    expect(oil.minor).not.toContain('refined');
    const washing = finderTermTiers([
      'Organic surface-active agents (not soap); washing preparations, containing soap or not',
    ]);
    // Excluded once and mentioned once: a mention.
    expect(washing.minor).not.toContain('soap');
    expect(washing.terms).toContain('soap');
  });

  it('keeps qualifiers and hyphenated compounds out of the subject', () => {
    const cement = finderTermTiers([
      'Portland cement, aluminous cement, whether or not coloured or in the form of clinkers',
    ]);
    expect(cement.subject).toEqual(expect.arrayContaining(['portland', 'cement', 'aluminous']));
    expect(cement.subject).not.toContain('coloured');
    expect(cement.terms).toContain('clinkers');
    const asbestos = finderTermTiers(['Asbestos-cement, of cellulose fibre-cement or the like']);
    expect(asbestos.subject).not.toContain('cement');
    expect(asbestos.terms).toContain('cement');
    expect(finderTermTiers(['T-shirts, singlets and other vests; knitted']).subject).toContain(
      'shirt',
    );
    // The compound joined as people type it ("forklifts") stands where the compound stands.
    const trucks = finderTermTiers(['Fork-lift trucks; other works trucks']);
    expect(trucks.subject).toEqual(expect.arrayContaining(['forklift', 'trucks']));
    expect(trucks.subject).not.toContain('lift');
    expect(trucks.terms).toEqual(expect.arrayContaining(['fork', 'lift']));
    expect(finderTermTiers(['Oil-cake; of soya-beans']).terms).toEqual(
      expect.arrayContaining(['oilcake', 'soyabeans', 'soyabean']),
    );
    // A purpose ("Machinery for … footwear") is a side use.
    const machinery = finderTermTiers([
      'Machinery for preparing, tanning or working hides, skins or leather or for making footwear',
    ]);
    expect(machinery.subject).toEqual(['machinery']);
    expect(machinery.terms).toEqual(expect.arrayContaining(['leather', 'footwear']));
    // So is an Arabic one: «المعدة لـ» (intended for), «من النوع المستعمل في» (of a kind used in).
    const mowers = finderTermTiers([
      'جزازات أخرى بما فيها قضبان القطع المعدة للتركيب على الجرارات',
    ]);
    expect(mowers.subject).toEqual(expect.arrayContaining(['جزازات', 'قضبان']));
    expect(mowers.subject).not.toContain('جرارات');
    expect(mowers.terms).toContain('جرارات');
    const kind = finderTermTiers(['آلات من النوع المستعمل في صناعة الورق']);
    expect(kind.subject).toContain('الات');
    expect(kind.subject).not.toContain('ورق');
    // «مستعملة» alone is "second-hand", the goods themselves.
    expect(finderTermTiers(['ملابس مستعملة']).subject).toContain('مستعمله');
  });

  it('gives a subheading its own names as subject and its heading’s Arabic name as a mention', () => {
    const terms = hsCodeTermsOf('Olive oil; virgin', 'زيت زيتون بكر ممتاز', 'زيت الزيتون وأجزاؤه');
    expect(terms.subject_terms).toEqual(
      expect.arrayContaining(['olive', 'oil', 'بكر', 'ممتاز', 'زيتون']),
    );
    expect(terms.terms).toEqual(expect.arrayContaining(['اجزاوه']));
    expect(terms.subject_terms).not.toContain('اجزاوه');
  });
});

describe('finderWordForms', () => {
  it('finds a British -ise spelling by the -ize one and the other way round, plurals too', () => {
    expect(finderWordForms('fertilisers')).toEqual(
      expect.arrayContaining(['fertiliser', 'fertilizers', 'fertilizer']),
    );
    expect(finderWordForms('organisation')).toContain('organization');
    expect(finderWordForms('rise')).toEqual(['rise']);
  });
});
