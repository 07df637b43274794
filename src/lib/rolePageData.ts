/**
 * A role or team page's content in its own HTML. In the browser these pages are one route without a content chunk
 * (src/plugins/lean/roleRoutes.cjs): the server writes what the page component reads (metadata, frontmatter,
 * the data of src/lib/rolePage.ts) into a JSON data block, and the page's text, rendered from its MDX, is taken
 * as it is from the HTML (`data-role-body`). Hydration then finds the same markup.
 */
import type {PropDocContent} from '@docusaurus/plugin-content-docs';

export const ROLE_DATA_ID = 'role-page-data';
export const ROLE_BODY_ATTRIBUTE = 'data-role-body';

/** What the page component and the theme's metadata component read of a doc's content module. */
export type RoleContent = {
  metadata: {id: string; title: string; description: string; permalink: string; frontMatter: Record<string, unknown>} & Record<string, unknown>;
  frontMatter: Record<string, unknown>;
  assets: Record<string, unknown>;
};

/** The content as the JSON data block carries it (safe inside HTML: no `</script>` break-out). */
export function roleContentJson(content: PropDocContent): string {
  const {id, title, description, permalink, frontMatter, rolePage} = content.metadata as unknown as RoleContent['metadata'];
  const data: RoleContent = {metadata: {id, title, description, permalink, frontMatter, rolePage}, frontMatter: content.frontMatter, assets: content.assets};
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The path of a page, without a final slash, decoded (the site serves both forms). */
export const pagePath = (pathname: string): string => {
  const trimmed = pathname.replace(/(.)\/$/, '$1');
  try {
    return decodeURI(trimmed);
  } catch {
    return trimmed;
  }
};

let leaving = false;

/** Called when the browser is about to load another role page's document (src/plugins/lean/rolePages.ts). */
export function markLeaving(): void {
  leaving = true;
}

/** Whether that load is under way: the page shown until it arrives has no content of its own to show. */
export function isLeaving(): boolean {
  return leaving;
}

export type PageFromDocument = {json: string; content: PropDocContent; bodyHtml: string};

/** In the browser: the content of the page at `pathname` from the document, or null when the document is another page's. */
export function roleContentFromDocument(pathname: string): PageFromDocument | null {
  const script = document.getElementById(ROLE_DATA_ID);
  const body = document.querySelector(`[${ROLE_BODY_ATTRIBUTE}]`);
  if (!script?.textContent || !body) return null;
  const data = JSON.parse(script.textContent) as RoleContent;
  if (pagePath(data.metadata.permalink) !== pagePath(pathname)) return null;
  // The theme's doc context takes the content module: a component with the module's exports on it.
  const content = Object.assign(() => null, {...data, toc: [], contentTitle: undefined}) as unknown as PropDocContent;
  return {json: script.textContent, content, bodyHtml: body.innerHTML};
}
