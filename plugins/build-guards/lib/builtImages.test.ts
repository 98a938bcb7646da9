import {describe, expect, it} from 'vitest';
import {
  imagesOfHtml,
  localImagePath,
  missingImagesMessage,
  missingImagesOfPage,
  unsizedImagesMessage,
  unsizedImagesOfPage,
} from './builtImages';

describe('imagesOfHtml', () => {
  it('reads quoted, single-quoted and unquoted (minified) attributes', () => {
    const html =
      '<p><img src=/img/a.png alt="A"><img alt=\'B\' src=\'/img/b.png\' srcset="/img/b@2x.png 2x, /img/b@3x.png 3x"/>' +
      '<img src="/img/c&amp;d.png" class=x></p>';
    expect(imagesOfHtml(html)).toEqual([
      {src: '/img/a.png', srcset: null, sized: false},
      {src: '/img/b.png', srcset: '/img/b@2x.png 2x, /img/b@3x.png 3x', sized: false},
      {src: '/img/c&d.png', srcset: null, sized: false},
    ]);
  });
});

describe('localImagePath', () => {
  it('maps local URLs into the build output and leaves other hosts alone', () => {
    expect(localImagePath('/img/a.png?v=1#x', '/dev-docs/intro', '/')).toBe('img/a.png');
    expect(localImagePath('/docs/img/a%20b.png', '/docs/x', '/docs/')).toBe('img/a b.png');
    expect(localImagePath('./shot.png', '/dev-docs/guide/', '/')).toBe('dev-docs/guide/shot.png');
    expect(localImagePath('https://example.com/a.png', '/', '/')).toBeNull();
    expect(localImagePath('//cdn.example.com/a.png', '/', '/')).toBeNull();
    expect(localImagePath('data:image/png;base64,AAAA', '/', '/')).toBeNull();
  });
});

describe('missingImagesOfPage', () => {
  const present = new Set(['img/light.png']);
  const exists = (file: string) => present.has(file);

  it('names each missing local image once, for both ThemedImage variants', () => {
    const html =
      '<img src=/img/light.png class=themed--light><img src=/img/dark-typo.png class=themed--dark>' +
      '<img src=/img/dark-typo.png><img src=https://example.com/remote.png>';
    expect(missingImagesOfPage(html, '/dev-docs/page', '/', exists)).toEqual([
      {page: '/dev-docs/page', url: '/img/dark-typo.png'},
    ]);
  });

  it('words an error naming the page, the path and the fix', () => {
    const message = missingImagesMessage([{page: '/dev-docs/page', url: '/img/nope.png'}]);
    expect(message).toContain('- /dev-docs/page → /img/nope.png');
    expect(message).toMatch(/Fix: correct the path/);
    expect(missingImagesMessage([])).toBeNull();
  });
});

describe('unsizedImagesOfPage', () => {
  it('lists the local images without both width and height, not the sized or remote ones', () => {
    const html =
      '<img src="/img/a.webp" width="1280" height="800" alt="sized">' +
      '<img src="/img/b.webp" width="1280" alt="no height">' +
      '<img src=/img/c.webp alt=unsized>' +
      '<img src="https://example.com/d.png" alt="remote">';
    expect(unsizedImagesOfPage(html, '/dev-docs/x', '/')).toEqual([
      {page: '/dev-docs/x', url: '/img/b.webp'},
      {page: '/dev-docs/x', url: '/img/c.webp'},
    ]);
  });

  it('gives the fix in its message, and no message when every image is sized', () => {
    expect(unsizedImagesMessage([])).toBeNull();
    expect(unsizedImagesMessage([{page: '/p', url: '/img/b.webp'}])).toMatch(
      /- \/p → \/img\/b\.webp\nFix: give the image its width and height/,
    );
  });
});
