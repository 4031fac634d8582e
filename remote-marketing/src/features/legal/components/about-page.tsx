import { RiskWarning } from 'shared-ui/risk-warning';
import { type DocumentSection, LegalDocument } from './legal-document';

/** When the page's text last changed. */
export const ABOUT_LAST_UPDATED = '2026-11-27T12:00:00Z';

/** The order of the page's sections; their text is `about.sections.<id>` in the `marketing-legal` catalog. */
const sections: readonly DocumentSection[] = [
  { id: 'who' },
  { id: 'how' },
  { id: 'principles' },
  { id: 'security' },
  { id: 'risk', extra: <RiskWarning /> },
  { id: 'contact' },
];

/** /about-us: who runs the platform, how it works and what it promises. */
export function AboutPage() {
  return <LegalDocument document="about" sections={sections} lastUpdated={ABOUT_LAST_UPDATED} />;
}
