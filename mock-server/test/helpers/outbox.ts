/** Reads the e-mails the platform "sent" through the developer outbox, as a person on one machine would. */
import assert from 'node:assert/strict';
import type { OutboxMessage } from 'shared-api/contract/public';
import type { ApiClient } from './app';

export const outboxMessages = async (api: ApiClient): Promise<OutboxMessage[]> => {
  const response = await api.get('dev/outbox');
  assert.equal(response.statusCode, 200);
  return response.json().messages;
};

/** The 6-digit code of the newest message to `to`. */
export const latestCode = async (api: ApiClient, to: string): Promise<string> => {
  const message = (await outboxMessages(api)).find((entry) => entry.to.toLowerCase() === to.toLowerCase());
  assert.ok(message, `no e-mail to ${to}`);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  assert.ok(code, `no code in: ${message.text}`);
  return code;
};
