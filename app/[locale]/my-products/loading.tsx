export { OfferingsLoading as default } from '@/features/companies/components/offerings-loading';
