import { RiskWarning } from 'shared-ui/risk-warning';
import { type DocumentSection, LegalDocument } from './legal-document';

/** When the terms last changed: change it with the text (in every catalog). */
export const TERMS_LAST_UPDATED = '2026-11-27T12:00:00Z';

/** The order of the terms' sections; their text is `terms.sections.<id>` in the `marketing-legal` catalog. */
const sections: readonly DocumentSection[] = [
  { id: 'agreement' },
  { id: 'eligibility' },
  { id: 'account' },
  { id: 'plans' },
  { id: 'earnings' },
  { id: 'withdrawals' },
  { id: 'fees' },
  { id: 'referrals' },
  { id: 'suspension' },
  // The risk warning itself is the one text of shared-ui (decisions §1), shown here in full.
  { id: 'risk', extra: <RiskWarning /> },
  { id: 'liability' },
  { id: 'changes' },
  { id: 'contact' },
];

/** /terms-and-conditions (and /terms, which redirects here). */
export function TermsPage() {
  return <LegalDocument document="terms" sections={sections} lastUpdated={TERMS_LAST_UPDATED} withContents />;
}
