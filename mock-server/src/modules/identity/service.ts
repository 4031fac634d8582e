import type { DB } from '../../db/database';
import type { User } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../plugins/mail';
import type { AuthUser } from '../../types';
import { recordAudit } from '../audit/repository';
import { identityDecisionMail } from '../mail/templates';
import { assertActingAdmin, refuseOwnCase } from '../users/admins';
import { openDocument, sealDocument } from './document-crypto';
import * as repository from './repository';
import { sealSsn } from './ssn';
import type { IdentityForm } from './upload';

export interface IdentityDeps {
  db: DB;
  mailer: Mailer;
  /** AES-256-GCM key of the stored documents and the ssn. */
  documentKey: Buffer;
}

const NOTHING_TO_REVIEW = 'This user has no identity submission waiting for review.';

/** Why this account cannot submit its identity now, or null when it can (decisions §3: at level 2 only). */
const submissionProblem = (user: User): string | null => {
  if (user.level < 2) return 'Verify your e-mail address first, then submit your identity.';
  if (user.level >= 3 || user.identity_status === 'accepted') return 'Your identity is already verified.';
  if (user.identity_status === 'pending') return 'Your identity documents are already waiting for review.';
  return null;
};

/** Checked before the upload is read, so a refused caller does not wait for megabytes to arrive. */
export const assertCanSubmit = async ({ db }: IdentityDeps, caller: AuthUser) => {
  const user = await repository.findUser(db, caller.id);
  if (!user) throw notFound('account_deleted', 'Your account no longer exists.');
  const problem = submissionProblem(user);
  if (problem) throw forbidden('identity_not_allowed', problem);
};

export const submitIdentity = async (
  { db, documentKey }: IdentityDeps,
  caller: AuthUser,
  form: IdentityForm,
) => {
  const documents = (['front', 'back'] as const).map((side) => ({
    side,
    mime: form[side].mime,
    ...sealDocument(documentKey, caller.id, side, form[side].bytes),
  }));
  await db.transaction().execute(async (trx) => {
    const user = await repository.lockUser(trx, caller.id);
    if (!user) throw notFound('account_deleted', 'Your account no longer exists.');
    const problem = submissionProblem(user);
    if (problem) throw forbidden('identity_not_allowed', problem);
    await repository.replaceDocuments(trx, user.id, documents);
    await trx
      .updateTable('users')
      .set({
        ssn_sealed: sealSsn(documentKey, user.id, form.ssn),
        occupation: form.occupation,
        salary: form.salary,
        identity_status: 'pending',
      })
      .where('id', '=', user.id)
      .execute();
  });
  return { message: 'Your documents were received. An administrator will review them shortly.' };
};

/** The decrypted image of one side, for an admin. */
export const readDocument = async (
  { db, documentKey }: IdentityDeps,
  userId: number,
  side: 'front' | 'back',
) => {
  const stored = await repository.findDocument(db, userId, side);
  if (!stored) throw notFound('not_found', 'This user has no identity document on file.');
  return { mime: stored.mime, bytes: openDocument(documentKey, userId, side, stored) };
};

/** Accept or reject a pending submission of a level-2 account, audited and mailed in one transaction. */
const decide = (
  { db, mailer }: IdentityDeps,
  actor: AuthUser,
  userId: number,
  accepted: boolean,
): Promise<{ message: string }> =>
  db.transaction().execute(async (trx) => {
    await assertActingAdmin(trx, actor.id);
    const user = await repository.lockUser(trx, userId);
    if (!user || user.deleted_at) throw notFound('not_found', 'This user does not exist or was deleted.');
    refuseOwnCase(actor.id, user.id, 'Another administrator must review your own identity.');
    if (user.identity_status !== 'pending' || user.level !== 2)
      throw badRequest('identity_not_pending', NOTHING_TO_REVIEW);
    if (accepted) {
      await trx
        .updateTable('users')
        .set({ level: 3, identity_status: 'accepted' })
        .where('id', '=', userId)
        .execute();
    } else {
      // The documents and what came with them are erased; the account stays at level 2 and may submit again.
      await repository.deleteDocuments(trx, [userId]);
      await trx
        .updateTable('users')
        .set({ ssn_sealed: null, occupation: null, salary: null, identity_status: 'rejected', level: 2 })
        .where('id', '=', userId)
        .execute();
    }
    await recordAudit(trx, {
      actorId: actor.id,
      action: accepted ? 'identity.accept' : 'identity.reject',
      targetType: 'user',
      targetId: userId,
    });
    if (user.email) {
      await mailer.send(identityDecisionMail({ email: user.email, language: user.language }, accepted), trx);
    }
    return {
      message: accepted
        ? `The identity of ${user.username} is verified.`
        : `The identity of ${user.username} was rejected and the documents deleted.`,
    };
  });

export const acceptIdentity = (deps: IdentityDeps, actor: AuthUser, userId: number) =>
  decide(deps, actor, userId, true);
export const rejectIdentity = (deps: IdentityDeps, actor: AuthUser, userId: number) =>
  decide(deps, actor, userId, false);
