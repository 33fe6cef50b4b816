// The consultation dialog's agreement box is the shared one: a plain label, not marked required
// (send stays disabled until it is ticked).
export { TermsCheckbox } from '@/components/forms/terms-checkbox';
