import { getApi, toApiError } from 'shared-api/client';
import { identityDocumentPath } from 'shared-api/user-calls';

/**
 * GET /identity-document/{id}/{side}: the decrypted image, admin-only, sent with the bearer token (so it
 * cannot be an <img src>; the screen shows it through an object URL).
 */
export const getIdentityDocument = async (
  userId: number,
  side: 'front' | 'back',
  signal?: AbortSignal,
): Promise<Blob> => {
  try {
    return await getApi()
      .get(identityDocumentPath(userId, side), signal ? { signal } : {})
      .blob();
  } catch (error) {
    throw await toApiError(error);
  }
};
