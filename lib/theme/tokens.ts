// The agency's look: a deep national green with a red accent, sand as a soft surface.
export const brand = {
  primary: '#0A6E4F',
  primaryDark: '#07513A',
  primaryLight: '#E3F1EC',
  accent: '#C8102E',
  sand: '#F5F0E6',
  ink: '#1B2A25',
  footer: '#0F2A24',
} as const;

export const layout = {
  containerMaxWidth: 1260, // part 1 §9: container max width about 1245 to 1275 px
  headerHeight: 72,
  headerHideThreshold: 170, // part 1 §2.2
  drawerBreakpoint: 924, // part 1 §2.2: side drawer below 924 px
} as const;

export const fontFamilies = {
  en: '"Inter", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
  ar: '"Cairo", "Inter", system-ui, -apple-system, "Segoe UI", Tahoma, Arial, sans-serif',
} as const;
