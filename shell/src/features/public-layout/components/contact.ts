/**
 * How to reach support, shown in the public footer (spec §1: support e-mail, UK phone, London office). The
 * spec names the kinds, not the values: these are the operator's placeholders (a reserved domain, an Ofcom
 * drama-range number), to be replaced by the real ones in this one place. The street address is in the
 * `shell` catalog (`footer.contact.address`), since the city and country names are translated.
 */
export const SUPPORT_EMAIL = 'support@vestora.example';
/** As dialled from abroad; `tel:` takes it without spaces. */
export const SUPPORT_PHONE = '+44 20 7946 0321';
export const telHref = (phone: string): string => `tel:${phone.replace(/\s/g, '')}`;
