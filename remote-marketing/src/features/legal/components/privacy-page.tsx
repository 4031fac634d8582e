import { type DocumentSection, LegalDocument } from './legal-document';

/** When the privacy policy last changed: change it with the text (in every catalog). */
export const PRIVACY_LAST_UPDATED = '2026-11-27T12:00:00Z';

/** The order of the policy's sections; their text is `privacy.sections.<id>` in the `marketing-legal` catalog. */
const sections: readonly DocumentSection[] = [
  { id: 'controller' },
  { id: 'collected' },
  { id: 'identity' },
  { id: 'email' },
  { id: 'storage' },
  { id: 'sharing' },
  { id: 'retention' },
  { id: 'security' },
  { id: 'rights' },
  { id: 'changes' },
];

/** /privacy-policy. */
export function PrivacyPage() {
  return (
    <LegalDocument document="privacy" sections={sections} lastUpdated={PRIVACY_LAST_UPDATED} withContents />
  );
}
