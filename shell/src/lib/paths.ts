import { matchPath } from 'react-router-dom';

/** Public paths rendered by remote-marketing (spec §2); anything else outside /dashboard is not found. */
export const marketingPaths = [
  '/',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/signup',
  '/signup/:referralCode',
  '/login',
  '/forgot-password',
  '/reset-user-password',
] as const;

export const isMarketingPath = (pathname: string): boolean =>
  marketingPaths.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
