/** The contact form's values as typed: the country is '' until one is chosen. */
export type ContactValues = {
  subject: string;
  message: string;
  quantity: string;
  destination_country: number | '';
};

export const EMPTY_CONTACT: ContactValues = {
  subject: '',
  message: '',
  quantity: '',
  destination_country: '',
};
