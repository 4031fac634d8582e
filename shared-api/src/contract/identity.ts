import { z } from 'zod';
import { requiredText, rowId } from './common';

export const salaryRanges = [
  'Less than $50,000 a year',
  '$50,000 - $100,000',
  '$100,000 - $150,000',
  '$150,000 - $200,000',
  'More than $200,000 a year',
] as const;

export const occupations = [
  'Accountant',
  'Actor',
  'Architect',
  'Artist',
  'Baker',
  'Banker',
  'Barber',
  'Biologist',
  'Carpenter',
  'Cashier',
  'Chef',
  'Chemist',
  'Civil Servant',
  'Cleaner',
  'Consultant',
  'Dentist',
  'Designer',
  'Developer',
  'Doctor',
  'Driver',
  'Economist',
  'Editor',
  'Electrician',
  'Engineer',
  'Entrepreneur',
  'Farmer',
  'Financial Analyst',
  'Firefighter',
  'Fisherman',
  'Flight Attendant',
  'Journalist',
  'Judge',
  'Lawyer',
  'Librarian',
  'Manager',
  'Marketer',
  'Mechanic',
  'Military',
  'Musician',
  'Nurse',
  'Optician',
  'Painter',
  'Pharmacist',
  'Photographer',
  'Physicist',
  'Physiotherapist',
  'Pilot',
  'Plumber',
  'Police Officer',
  'Politician',
  'Professor',
  'Programmer',
  'Psychologist',
  'Real Estate Agent',
  'Receptionist',
  'Researcher',
  'Retired',
  'Sales Representative',
  'Scientist',
  'Secretary',
  'Self-employed',
  'Social Worker',
  'Student',
  'Surgeon',
  'Tailor',
  'Teacher',
  'Trader',
  'Others',
] as const;

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

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const documentSides = ['front', 'back'] as const;
export const documentParams = z.object({
  id: rowId,
  side: z.enum(documentSides, { error: 'Side must be front or back' }),
});
