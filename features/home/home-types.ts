import type { EnquiryOptionCode } from './home-rules';

// Plain, already localised props that cross from the server page into the home's client islands.

export type SlideButtonView =
  | { kind: 'none' }
  | { kind: 'external'; href: string; label: string }
  | { kind: 'enquiry-dialog'; label: string };

export type SlideView = {
  id: number;
  image: string;
  heading: string;
  title: string;
  description: string;
  button: SlideButtonView;
};

export type EnquiryOptionView = {
  code: EnquiryOptionCode;
  label: string;
  tooltip: string;
  /** A path of ours (routed in the app) or, for the registration guide, the manual's PDF. */
  href: string;
  opensNewTab: boolean;
};

export type SponsorView = { id: number; name: string; image: string };
