import { z } from 'zod';
import { occupations, salaryRanges } from '../identity-options';
import { requiredText, rowId } from './common';

// The options and the size limit live in plain TypeScript, so the identity screen uses them without zod.
export { MAX_DOCUMENT_BYTES, occupations, salaryRanges } from '../identity-options';

/** Text fields of the multipart POST /verify-identity (the two images travel as files dl_front, dl_back). */
export const verifyIdentityFields = z.object({
  ssn: requiredText('National ID number', 40).regex(
    /^[A-Za-z0-9 -]+$/,
    'National ID number may contain letters and digits only',
  ),
  occupation: z.enum(occupations, { error: 'Choose an occupation' }),
  salary: z.enum(salaryRanges, { error: 'Choose a salary range' }),
});
export type VerifyIdentityFields = z.infer<typeof verifyIdentityFields>;

export const documentSides = ['front', 'back'] as const;
export const documentParams = z.object({
  id: rowId,
  side: z.enum(documentSides, { error: 'Side must be front or back' }),
});
