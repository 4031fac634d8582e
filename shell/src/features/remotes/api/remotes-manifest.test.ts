import { INLINE_REMOTES_ELEMENT_ID } from 'shared-api/contract/shell-document';
import { readInlineRemotesManifest } from './remotes-manifest';

const pageWith = (text: string | null): Document => {
  const page = document.implementation.createHTMLDocument('shell');
  if (text !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_REMOTES_ELEMENT_ID;
    script.textContent = text;
    page.head.append(script);
  }
  return page;
};

describe('readInlineRemotesManifest', () => {
  it('reads the map the server wrote into the page, with its escaped characters', () => {
    const page = pageWith('{"marketing":"/remotes/marketing/mf-manifest.json?v=\\u003c1"}');
    expect(readInlineRemotesManifest(page)).toEqual({
      marketing: '/remotes/marketing/mf-manifest.json?v=<1',
    });
  });

  it('is null for a page without one, so the shell fetches /remotes.json', () => {
    expect(readInlineRemotesManifest(pageWith(null))).toBeNull();
  });

  it.each([
    ['broken JSON', '{"marketing":'],
    ['a list', '["marketing"]'],
    ['an empty URL', '{"marketing":""}'],
    ['empty text', ''],
  ])('is null for %s', (_case, text) => {
    expect(readInlineRemotesManifest(pageWith(text))).toBeNull();
  });
});
