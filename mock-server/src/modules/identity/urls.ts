/** Where an admin's browser fetches an identity image (with the bearer token; never a public file). */
export const documentUrl = (userId: number, side: 'front' | 'back') =>
  `/api/identity-document/${userId}/${side}`;
