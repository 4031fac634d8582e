/** The public top bar's links (spec §2). */
export const publicLinks = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About us' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
] as const;
