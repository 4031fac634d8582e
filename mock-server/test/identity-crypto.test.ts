import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDocument, sealDocument } from '../src/modules/identity/document-crypto';
import { KEY_FILE, loadDocumentKey } from '../src/modules/identity/document-key';
import { detectImageType } from '../src/modules/identity/image-type';

describe('identity document key', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vestora-key-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key once into the data folder, readable by the owner only', async () => {
    const first = await loadDocumentKey({ documentKey: undefined, dataDir });
    const second = await loadDocumentKey({ documentKey: undefined, dataDir });
    assert.equal(first.length, 32);
    assert.deepEqual(second, first);
    const file = path.join(dataDir, KEY_FILE);
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.equal((await readFile(file, 'utf8')).trim(), first.toString('hex'));
  });

  it('takes DOCUMENT_KEY as hex or base64 and refuses a key of the wrong size', async () => {
    const key = randomBytes(32);
    assert.deepEqual(await loadDocumentKey({ documentKey: key.toString('hex'), dataDir }), key);
    assert.deepEqual(await loadDocumentKey({ documentKey: key.toString('base64'), dataDir }), key);
    await assert.rejects(loadDocumentKey({ documentKey: 'abcd', dataDir }), /32 bytes/);
  });

  it('keeps a throwaway key in memory for an in-memory database', async () => {
    const key = await loadDocumentKey({ documentKey: undefined, dataDir: 'memory://' });
    assert.equal(key.length, 32);
  });
});

describe('identity document encryption', () => {
  const key = randomBytes(32);
  const image = randomBytes(1000);

  it('round-trips and hides the plaintext', () => {
    const sealed = sealDocument(key, 7, 'front', image);
    assert.notDeepEqual(Buffer.from(sealed.ciphertext), image);
    assert.deepEqual(openDocument(key, 7, 'front', sealed), image);
  });

  it('refuses another key, another row and altered bytes', () => {
    const sealed = sealDocument(key, 7, 'front', image);
    assert.throws(() => openDocument(randomBytes(32), 7, 'front', sealed));
    assert.throws(() => openDocument(key, 8, 'front', sealed));
    assert.throws(() => openDocument(key, 7, 'back', sealed));
    const altered = Buffer.from(sealed.ciphertext);
    altered[0] = (altered[0] ?? 0) ^ 1;
    assert.throws(() => openDocument(key, 7, 'front', { ...sealed, ciphertext: altered }));
  });
});

describe('image type by content', () => {
  it('recognises PNG, JPEG and WebP, and nothing else', () => {
    assert.equal(
      detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])),
      'image/png',
    );
    assert.equal(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb])), 'image/jpeg');
    assert.equal(detectImageType(Buffer.concat([Buffer.from('RIFF1234WEBP')])), 'image/webp');
    assert.equal(detectImageType(Buffer.from('RIFF1234WAVE')), null);
    assert.equal(detectImageType(Buffer.from('GIF89a')), null);
    assert.equal(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
    assert.equal(detectImageType(Buffer.from('%PDF-1.7')), null);
    assert.equal(detectImageType(Buffer.alloc(0)), null);
  });
});
