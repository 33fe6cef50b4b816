import { GB_NOTE } from './seed-corrections';

// Issue 27: a paragraph of its own on the pages of Jordan's main bilateral partners (the other
// country pages carry the texts every page shares, fta-countries.ts).

export const PARTNER_NOTES: Readonly<Record<string, { eng: string; ara: string }>> = {
  US: {
    eng: '<p>The United States is among the largest markets for Jordanian exports, with garments and apparel the leading products. Goods must be shipped directly between the two countries to keep their preference.</p>',
    ara: '<p>تُعدّ الولايات المتحدة من أكبر أسواق الصادرات الأردنية، وتتصدّرها الألبسة والملابس الجاهزة. ويجب شحن السلع مباشرة بين البلدين للاحتفاظ بالمعاملة التفضيلية.</p>',
  },
  CA: {
    eng: '<p>Canada’s market is open to almost all Jordanian products free of customs duties. Food, cosmetic and health products must also meet Canada’s own safety and labelling rules, in English and French.</p>',
    ara: '<p>السوق الكندية مفتوحة أمام جميع المنتجات الأردنية تقريباً دون رسوم جمركية. ويجب أن تستوفي المنتجات الغذائية ومستحضرات التجميل والمنتجات الصحية أيضاً قواعد السلامة والبطاقة البيانية الكندية، باللغتين الإنجليزية والفرنسية.</p>',
  },
  // Issue 46: in force on 1 May 2021.
  GB: GB_NOTE,
  SG: {
    eng: '<p>Singapore re-exports a large share of what it imports across South-East Asia, which makes it a gateway for Jordanian products to the region’s markets.</p>',
    ara: '<p>تعيد سنغافورة تصدير جزء كبير من وارداتها إلى دول جنوب شرق آسيا، ما يجعلها بوابة للمنتجات الأردنية إلى أسواق المنطقة.</p>',
  },
};
