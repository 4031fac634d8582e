/** The public top bar's links (spec §2); `label` is the key of its text in the `shell` catalog. */
export const publicLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/about-us', label: 'nav.aboutUs' },
  { to: '/terms-and-conditions', label: 'nav.terms' },
  { to: '/privacy-policy', label: 'nav.privacy' },
] as const;
