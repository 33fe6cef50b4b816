import type { ReviewRow } from './types';

// SAMPLE DATA. The products and services whose review state differs from their company's default
// (approved for an approved or changed company, in process otherwise), by English name. Notes are
// in the owner's language; "changed" rows keep the values last approved.

// prettier-ignore
export const PRODUCT_REVIEWS: readonly ReviewRow[] = [
  ['Jameed (dried yoghurt balls)', 30, 'يرجى إرفاق صورة للمنتج بعبوته التجارية وتحديث رمز GS1 ليكون مسجلاً باسم الشركة.'],
  ['Ceftriaxone 1 g powder for injection', 30, 'Please attach the JFDA registration certificate of this product; the file attached is the GMP certificate of the plant.'],
  ['Hooded sweatshirt', 30, 'The product image shows a different garment. Please upload a photo of the hooded sweatshirt itself.'],
  ['Oud eau de parfum', 30, 'يرجى إرفاق شهادة تسجيل المنتج لدى المؤسسة العامة للغذاء والدواء، فالشهادة المرفقة تخص منتجاً آخر.'],
  ['Table grapes (seedless)', 10],
  ['Lithium battery storage 10 kWh', 10],
  ['Fitted kitchen cabinets', 10],
  ['Silver filigree pendant', 10],
  ['Moulded-case circuit breakers', 10],
  ['Extra virgin olive oil, 1 L glass bottle', 40, {
    description_eng: 'Cold-extracted extra virgin olive oil from olive groves in Ajloun.',
    description_ara: 'زيت زيتون بكر ممتاز مستخرج على البارد من بساتين الزيتون في عجلون.',
  }],
  ['Potassium chloride, granular', 40, {
    features: 'K2O ≥ 60%; size 2–4 mm; bulk vessels.',
  }],
  ["Men's leather Oxford shoes", 40, {
    name_eng: 'Classic leather Oxford shoes',
    name_ara: 'حذاء أكسفورد كلاسيكي من الجلد',
  }],
  ['Dead Sea mud mask', 40, {
    description_eng: 'Black mud from the Dead Sea for a deep-cleansing face mask.',
    description_ara: 'طين أسود من البحر الميت لقناع وجه ينظف بعمق.',
  }],
];

// prettier-ignore
export const SERVICE_REVIEWS: readonly ReviewRow[] = [
  ['Red Sea diving holidays in Aqaba', 30, 'Please attach the diving centre licence issued by the Aqaba Special Economic Zone Authority; the certificate attached is the travel agency licence.'],
  ['Telemedicine second opinion', 10],
  ['Air cargo', 10],
  ['Penetration testing', 40, {
    description_eng: 'Web and network penetration tests with a detailed report.',
    description_ara: 'اختبارات اختراق لتطبيقات الويب والشبكات مع تقرير مفصل.',
  }],
  ['Petra and Wadi Rum classic tour', 40, {
    features: 'Private or small group; 4-star hotels; Jordan Pass included.',
  }],
];
