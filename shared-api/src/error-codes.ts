/**
 * Stable codes carried by every error response beside the English `message`. The client shows its own
 * catalog's text for a code it knows and the server's message otherwise, so a code may be added here
 * before any catalog knows it. Append only: a code, once shipped, keeps its meaning.
 */
export const errorCodes = [
  // generic, one per kind of failure
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
  // accounts and sessions
  'invalid_credentials',
  'account_suspended',
  'session_expired',
  'csrf_token_invalid',
  'username_taken',
  'email_taken',
  'referral_unknown',
  'too_young',
  'weak_password',
  'passwords_do_not_match',
  'wrong_current_password',
  'invalid_code',
  'too_many_codes',
  'email_already_verified',
  // money
  'insufficient_balance',
  'withdrawal_limit_level_1',
  'withdrawal_limit_level_2',
  'amount_out_of_plan_range',
  'duplicate_transaction_id',
  'transaction_not_pending',
  'own_case',
  'plan_unknown',
  'plan_invalid',
  'plan_return_too_small',
  'last_admin',
  // addresses, identity, uploads
  'address_invalid',
  'address_duplicate',
  'qr_mismatch',
  'image_invalid',
  'identity_not_allowed',
  // providers
  'prices_unavailable',
  // appended after the first list
  'username_reserved',
  'password_unchanged',
  'email_mismatch',
  'code_expired',
  'identity_not_pending',
  'request_not_pending',
  'account_deleted',
  'reason_required',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
