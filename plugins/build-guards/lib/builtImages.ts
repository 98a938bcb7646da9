/**
 * Local images that a built page points at but the build does not contain. Markdown images are
 * checked by Docusaurus (`onBrokenMarkdownImages`), but an image written in JSX (`<img src>`,
 * `<ThemedImage sources>`) is only a string to the bundler, so a typo ships a broken image. The
 * built HTML holds every image of every page (ThemedImage renders both variants at build), so
 * this reads it after the build: page → missing path.
 *
 * Pure functions over HTML strings; the plugin walks the build output. Written to take further
 * image checks (say, dimensions) on the same parsed `<img>` list.
 */

/** One `<img>` of a built page, with the attributes the checks read. */
export interface BuiltImage {
  src: string | null;
  srcset: string | null;
  /** Whether the tag gives both `width` and `height`, so the page reserves the image's space. */
  sized: boolean;
}

const imgTag = /<img\b([^>]*)>/gi;
const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every `<img>` of an HTML document, minified (unquoted attributes) or not. */
export function imagesOfHtml(html: string): BuiltImage[] {
  const images: BuiltImage[] = [];
  for (const [, attributes = ''] of html.matchAll(imgTag)) {
    const values = new Map<string, string>();
    for (const [, name = '', double, single, bare] of attributes.matchAll(attribute)) {
      values.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
    }
    images.push({
      src: values.get('src') ?? null,
      srcset: values.get('srcset') ?? null,
      sized: Boolean(values.get('width')) && Boolean(values.get('height')),
    });
  }
  return images;
}

/** The URLs an image may load: its `src` and each candidate of its `srcset`. */
function imageUrls(image: BuiltImage): string[] {
  const fromSrcset = (image.srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  return [...(image.src ? [image.src] : []), ...fromSrcset];
}

/**
 * The path inside the build output of a local image URL, or null for an image elsewhere (another
 * host, a data URL). `pageRoute` resolves relative URLs; the result has no leading slash.
 */
export function localImagePath(url: string, pageRoute: string, baseUrl: string): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return null;
  const resolved = new URL(url, `http://site.invalid${pageRoute}`).pathname;
  if (!resolved.startsWith(baseUrl)) return null;
  return decodeURIComponent(resolved.slice(baseUrl.length));
}

export interface MissingImage {
  /** Route of the page that shows the image. */
  page: string;
  /** The URL as the page writes it. */
  url: string;
}

/** The local images of one page that `exists` does not find in the build output. */
export function missingImagesOfPage(
  html: string,
  pageRoute: string,
  baseUrl: string,
  exists: (pathInBuild: string) => boolean,
): MissingImage[] {
  const missing = new Map<string, MissingImage>();
  for (const image of imagesOfHtml(html)) {
    for (const url of imageUrls(image)) {
      const file = localImagePath(url, pageRoute, baseUrl);
      if (file !== null && !exists(file)) missing.set(url, {page: pageRoute, url});
    }
  }
  return [...missing.values()];
}

/** The build error for the missing images of every page, or null when there are none. */
export function missingImagesMessage(missing: readonly MissingImage[]): string | null {
  if (missing.length === 0) return null;
  return (
    `[build-guards] ${missing.length} image(s) that pages show do not exist in the build:\n` +
    `${missing.map(({page, url}) => `- ${page} → ${url}`).join('\n')}\n` +
    'Fix: correct the path in the page (`<img src>`, `<ThemedImage sources>`), or add the file under static/ (a path /img/x.png is static/img/x.png).'
  );
}

/**
 * The local images of one page shown without `width` and `height`: the page shifts when they
 * load. Images of other hosts and data URLs are left alone (their size is not ours to know).
 */
export function unsizedImagesOfPage(
  html: string,
  pageRoute: string,
  baseUrl: string,
): MissingImage[] {
  const unsized = new Map<string, MissingImage>();
  for (const image of imagesOfHtml(html)) {
    if (image.sized) continue;
    for (const url of imageUrls(image)) {
      if (localImagePath(url, pageRoute, baseUrl) !== null)
        unsized.set(url, {page: pageRoute, url});
    }
  }
  return [...unsized.values()];
}

/** The build error for the local images shown without dimensions, or null when there are none. */
export function unsizedImagesMessage(unsized: readonly MissingImage[]): string | null {
  if (unsized.length === 0) return null;
  return (
    `[build-guards] ${unsized.length} image(s) are shown without width and height, so the page shifts when they load:\n` +
    `${unsized.map(({page, url}) => `- ${page} → ${url}`).join('\n')}\n` +
    'Fix: give the image its width and height in pixels (`<ThemedImage … width={1280} height={800} />`, `<img … width="…" height="…" />`).'
  );
}
